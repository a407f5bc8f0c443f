import { Icon, socialIconName } from "@/components/ui/icons";
import { brand } from "@/lib/brand";
import { fill } from "@/lib/i18n/fill";

/** The list's name and each link's, in the page's language (the `marketing` namespace's). */
export type SocialLinksText = { socialList: string; socialLink: string };

/** The brand's social profiles as round icon links; `linkClassName` fits them to a light or dark band. */
export function SocialLinks({ className, linkClassName, text }: { className?: string; linkClassName: string; text: SocialLinksText }) {
  return (
    <ul className={className} aria-label={text.socialList}>
      {brand.social.map((social) => (
        <li key={social.name}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={fill(text.socialLink, { brand: brand.name, site: social.name })}
            className={`flex size-10 items-center justify-center rounded-full transition-colors hover:bg-brand-600 hover:text-white ${linkClassName}`}
          >
            <Icon name={socialIconName(social.name)} className="size-[18px]" />
          </a>
        </li>
      ))}
    </ul>
  );
}
