/** Every layout gives its <main> this id so the skip link in the root layout lands on it. */
export const MAIN_CONTENT_ID = "main-content";

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      // Out of sight (and out of full-page captures) until a keyboard user tabs to it.
      className="sr-only rounded-lg bg-ink-950 text-sm font-semibold text-white shadow-pop focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:px-4 focus:py-2.5"
    >
      Skip to content
    </a>
  );
}
