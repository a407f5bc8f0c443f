// Devanagari on screen: fontsource's Noto Sans Devanagari (self-hosted with the app, 400 and 700),
// declared here and used only by elements whose text has Devanagari in it, so a page downloads the
// font only when it shows Devanagari. Taller lines leave room for vowel signs above and below.
import "@fontsource/noto-sans-devanagari/devanagari-400.css";
import "@fontsource/noto-sans-devanagari/devanagari-700.css";
import { hasDevanagari } from "@/lib/language/devanagari";

/** Props for an element showing `text`: with Devanagari in it, the Devanagari font and `lang="hi"`. */
export function scriptProps(text: string | null | undefined, className = ""): { className: string; lang?: string } {
  return text && hasDevanagari(text) ? { className: `${className} font-devanagari`.trim(), lang: "hi" } : { className };
}
