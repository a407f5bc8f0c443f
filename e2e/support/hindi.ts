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
