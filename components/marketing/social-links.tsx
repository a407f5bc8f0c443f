import { Icon, socialIconName } from "@/components/ui/icons";
import { brand } from "@/lib/brand";

/** The brand's social profiles as round icon links; `linkClassName` fits them to a light or dark band. */
export function SocialLinks({ className, linkClassName }: { className?: string; linkClassName: string }) {
  return (
    <ul className={className} aria-label="Social media">
      {brand.social.map((social) => (
        <li key={social.name}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${brand.name} on ${social.name} (opens in a new tab)`}
            className={`flex size-10 items-center justify-center rounded-full transition-colors hover:bg-brand-600 hover:text-white ${linkClassName}`}
          >
            <Icon name={socialIconName(social.name)} className="size-[18px]" />
          </a>
        </li>
      ))}
    </ul>
  );
}
