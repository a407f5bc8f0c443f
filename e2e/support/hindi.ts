import { expect, type Locator, type Page } from "@playwright/test";

/** The Settings page's Language section. */
export const languageSection = (page: Page): Locator => page.locator("section", { has: page.locator("#settings-language") });

/** The document's language, as the browser and assistive technology read it. */
export const htmlLang = (page: Page) => page.locator("html");

/** Width the page scrolls sideways by (0 when everything fits). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Waits until the shell's main navigation speaks `home` (its first link's name). */
export async function expectShellIn(page: Page, home: string): Promise<void> {
  await expect(page.getByRole("link", { name: home, exact: true }).first()).toBeVisible({ timeout: 30_000 });
}

/**
 * English words a candidate sees in the page's content (its <main>): visible text and screen-reader
 * text, the chosen option of each list, and placeholders. Left out: the glossary's terms, amounts
 * like ₹1.2Cr, and whatever is marked translate="no" (a job's title, company, place, description and
 * skills: the employer's own words). Each finding is the English words and the text they are in.
 * `within`: another part to read instead of <main> (an open dialog: "dialog[open]").
 */
export async function englishOnScreen(page: Page, glossary: readonly string[], within = "main"): Promise<string[]> {
  return page.evaluate(
    ([terms, root]) => {
      const main = document.querySelector(root) ?? document.body;
      const found: string[] = [];
      const check = (text: string, where: Element) => {
        if (where.closest('[translate="no"], script, style, noscript')) return;
        let rest = text;
        for (const term of terms) rest = rest.split(term).join(" ");
        rest = rest.replace(/₹[\d.,]+(?:Cr|L)\b/g, " ");
        const words = rest.match(/[A-Za-z]{2,}/g);
        if (words) found.push(`${words.join(" ")} ← "${text.trim().slice(0, 120)}"`);
      };
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest("option, select") || !parent.checkVisibility({ visibilityProperty: true })) continue;
        if (node.textContent?.trim()) check(node.textContent, parent);
      }
      for (const select of main.querySelectorAll("select")) {
        const chosen = select.selectedOptions[0];
        if (chosen && select.checkVisibility()) check(chosen.text, chosen);
      }
      for (const field of main.querySelectorAll("[placeholder]")) if (field.checkVisibility()) check(field.getAttribute("placeholder") ?? "", field);
      return found;
    },
    [[...glossary].sort((a, b) => b.length - a.length), within] as const,
  );
}
