/** An account step's heading and its sentence about an address, the address set apart (and never translated). */
export function EmailHeading({ title, sentence, email }: { title: string; sentence: string; email: string }) {
  const [before = "", after = ""] = sentence.split("{email}");
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-ink-950">{title}</h1>
      <p className="mt-1.5 text-sm text-ink-600">
        {before}
        <span className="font-semibold break-all text-ink-900" translate="no">
          {email}
        </span>
        {after}
      </p>
    </>
  );
}
