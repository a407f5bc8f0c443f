import { messagesFor } from "@/lib/i18n/catalogs";
import { MAIN_CONTENT_ID } from "./main-content";

// The root layout stays free of request data (the public pages are static), so the link carries
// both languages and the document's `lang` (set by HtmlLang on a Hindi page) picks the one shown:
// the other is display:none, out of the accessible name too. The id lives in a module of its own, so
// the client components that name it never bring the catalogs into a browser bundle.
const ENGLISH = messagesFor("en", "shell").skipToContent;
const HINDI = messagesFor("hi", "shell").skipToContent;

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      // Out of sight (and out of full-page captures) until a keyboard user tabs to it.
      className="sr-only rounded-lg bg-ink-950 text-sm font-semibold text-white shadow-pop focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:px-4 focus:py-2.5"
    >
      <span className="[html[lang=hi]_&]:hidden">{ENGLISH}</span>
      <span lang="hi" className="hidden [html[lang=hi]_&]:inline">
        {HINDI}
      </span>
    </a>
  );
}
