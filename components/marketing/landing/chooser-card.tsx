import Link from "next/link";
import { Icon, type IconName } from "@/components/ui/icons";

type ChooserCardProps = {
  href: string;
  title: string;
  text: string;
  icon: IconName;
  primary?: boolean;
  newWindow?: boolean;
  /** A full page load in this window (a Hindi page's way into sign-up, which sets the language cookie: never prefetched). */
  reload?: boolean;
  /** The screen reader's note on a new window, in the page's language. */
  newWindowText?: string;
};

/** One door of the home-screen chooser: a page of ours, or (the employer's door) a new window. */
export function ChooserCard({
  href,
  title,
  text,
  icon,
  primary = false,
  newWindow = false,
  reload = false,
  newWindowText = "(opens in a new window)",
}: ChooserCardProps) {
  const className = `group flex items-center gap-3 rounded-2xl p-4 transition ${
    primary ? "bg-brand-600 text-white shadow-lg shadow-brand/25 hover:bg-brand-700" : "bg-white text-ink-900 ring-1 ring-ink-200 hover:ring-ink-300"
  }`;
  const body = (
    <>
      <span className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${primary ? "bg-white/15" : "bg-brand-50 text-brand"}`}>
        <Icon name={icon} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-1.5 font-semibold">
          {title}
          <Icon name={newWindow ? "external" : "arrowRight"} className="size-4 shrink-0 opacity-80 transition-transform group-hover:translate-x-0.5" />
        </span>
        <span className={`block text-sm ${primary ? "text-white" : "text-ink-600"}`}>{text}</span>
      </span>
    </>
  );
  if (reload)
    return (
      <a href={href} className={className}>
        {body}
      </a>
    );
  if (!newWindow)
    return (
      <Link href={href} prefetch={false} className={className}>
        {body}
      </Link>
    );
  return (
    <a href={href} target="_blank" rel="noopener" className={className}>
      {body}
      <span className="sr-only">{newWindowText}</span>
    </a>
  );
}
