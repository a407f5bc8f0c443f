/** Every layout gives its <main> this id so the skip link in the root layout lands on it. */
export const MAIN_CONTENT_ID = "main-content";

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="fixed top-3 left-3 z-[100] -translate-y-24 rounded-lg bg-ink-950 px-4 py-2.5 text-sm font-semibold text-white shadow-pop transition-transform focus:translate-y-0"
    >
      Skip to content
    </a>
  );
}
