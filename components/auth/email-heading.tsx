import { PageHeading } from "@/components/layout/page-heading";

/** An account step's heading and its sentence about an address, the address set apart (and never translated). */
export function EmailHeading({ title, sentence, email }: { title: string; sentence: string; email: string }) {
  const [before = "", after = ""] = sentence.split("{email}");
  return (
    <PageHeading
      inCard
      title={title}
      intro={
        <>
          {before}
          <span className="font-semibold break-all text-ink-900" translate="no">
            {email}
          </span>
          {after}
        </>
      }
    />
  );
}
