// The candidate's words with the quoted evidence marked, so they can see what the feedback rests on.
// Their own words, as said: marked for no translation.
import { scriptProps } from "@/components/language/script-text";

export function HighlightedTranscript({ text, evidence }: { text: string; evidence: string[] }) {
  const ranges: [number, number][] = [];
  for (const quote of evidence) {
    const at = text.indexOf(quote);
    if (at !== -1) ranges.push([at, at + quote.length]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const parts: { text: string; mark: boolean }[] = [];
  let pos = 0;
  for (const [start, end] of ranges) {
    if (start < pos) continue;
    if (start > pos) parts.push({ text: text.slice(pos, start), mark: false });
    parts.push({ text: text.slice(start, end), mark: true });
    pos = end;
  }
  if (pos < text.length) parts.push({ text: text.slice(pos), mark: false });
  return (
    <p {...scriptProps(text, "text-sm leading-relaxed whitespace-pre-wrap text-ink-800")} translate="no">
      {parts.map((p, i) =>
        p.mark ? (
          <mark key={i} className="rounded bg-amber-100 px-0.5 text-ink-950">
            {p.text}
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </p>
  );
}
