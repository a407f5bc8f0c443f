/**
 * A plain-text description as paragraphs and lists: blank lines separate blocks, "• " starts a
 * list item, and a one-line block before a list is its heading.
 */
export function JobDescription({ text }: { text: string }) {
  const blocks = text.split(/\n\s*\n/).map((b) =>
    b
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean),
  );
  return (
    // The employer's own words: a browser's translator and the Hindi check leave them as written.
    <div translate="no" className="space-y-4 text-[15px] leading-relaxed text-ink-700">
      {blocks.map((lines, i) => {
        const bullets = lines.filter((l) => /^[•\-*]\s+/.test(l));
        const heading = bullets.length && !/^[•\-*]\s+/.test(lines[0]!) ? lines[0] : null;
        if (bullets.length) {
          return (
            <div key={i}>
              {heading ? <h3 className="mb-2 font-semibold text-ink-900">{heading}</h3> : null}
              <ul className="list-disc space-y-1.5 pl-5 marker:text-brand">
                {bullets.map((b, j) => (
                  <li key={j}>{b.replace(/^[•\-*]\s+/, "")}</li>
                ))}
              </ul>
            </div>
          );
        }
        return <p key={i}>{lines.join(" ")}</p>;
      })}
    </div>
  );
}
