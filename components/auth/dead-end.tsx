import Link from "next/link";

/** An account page that cannot go on (a link cut short, an address missing): what happened, and where to go instead. */
export function DeadEnd({ title, text, href, linkText }: { title: string; text: string; href: string; linkText: string }) {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-ink-950">{title}</h1>
      <p className="mt-3 text-sm text-ink-600">{text}</p>
      <Link href={href} className="mt-6 inline-block rounded font-semibold text-brand-600 hover:text-brand-700">
        {linkText}
      </Link>
    </div>
  );
}
