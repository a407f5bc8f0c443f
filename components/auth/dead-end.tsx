import Link from "next/link";
import { PageHeading } from "@/components/layout/page-heading";

/** An account page that cannot go on (a link cut short, an address missing): what happened, and where to go instead. */
export function DeadEnd({ title, text, href, linkText }: { title: string; text: string; href: string; linkText: string }) {
  return (
    <div>
      <PageHeading inCard title={title} intro={text} />
      <Link href={href} className="mt-6 inline-block rounded font-semibold text-brand-600 hover:text-brand-700">
        {linkText}
      </Link>
    </div>
  );
}
