// A Hindi question's reading in Latin letters, drawn beneath the Devanagari for those who read Hindi
// better that way: the mock's question screen and its review show it alike.
export function LatinReading({ reading, className = "text-base text-ink-700" }: { reading: string | null | undefined; className?: string }) {
  return reading ? (
    <p data-testid="question-reading" lang="hi-Latn" className={className}>
      <span className="sr-only">In Latin letters: </span>
      {reading}
    </p>
  ) : null;
}
