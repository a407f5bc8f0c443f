// The public pages in Hindi (/hi, /hi/pricing, /hi/our-teams and the legal pages): prerendered, their language from the path. Each is
// read as a visitor meets it (no English but the glossary's), names its English version and is named
// by it (hreflang, both ways, with x-default), is listed in the sitemap, passes the accessibility
// check the English pages pass, and is photographed at 1280 and 390 px.
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./support/test";
import { englishOnScreen, htmlLang, sidewaysOverflow } from "./support/hindi";
import { seriousViolations } from "./support/marketing-axe";
import { HINDI_PATHS, marketingHref } from "@/components/marketing/locale-path";
import { KEPT_IN_ENGLISH } from "@/lib/i18n/glossary";

const PAGES = HINDI_PATHS.map((english) => ({ english, hindi: marketingHref("hi", english) }));
const name = (hindi: string) => (hindi === "/hi" ? "home" : hindi.slice(4).replace(/\//g, "-"));

/** The page's hreflang links, by language, as paths. */
async function alternates(page: Page): Promise<Record<string, string>> {
  const links = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((found) => found.map((link) => [link.getAttribute("hreflang") ?? "", new URL(link.getAttribute("href") ?? "").pathname] as const));
  return Object.fromEntries(links);
}

/** Paints the sections below the fold (content-visibility: auto) so a full-page picture shows them. */
const paintAll = (page: Page) => page.addStyleTag({ content: "*{content-visibility:visible!important}" });

test.beforeAll(() => mkdirSync("test-results/hindi", { recursive: true }));

test("the Hindi public pages are prerendered at build time", () => {
  const manifest = JSON.parse(readFileSync(path.resolve(".next/prerender-manifest.json"), "utf8")) as { routes: Record<string, unknown> };
  for (const { hindi } of PAGES) expect(Object.keys(manifest.routes), hindi).toContain(hindi);
});

for (const { english, hindi } of PAGES) {
  test(`${hindi} is in Hindi, names its English version and is named by it`, async ({ page }) => {
    await page.goto(hindi);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(htmlLang(page)).toHaveAttribute("lang", "hi");
    await expect(page.locator('div[lang="hi"]').first()).toBeAttached();
    expect(await englishOnScreen(page, KEPT_IN_ENGLISH)).toEqual([]);
    const title = await page.title();
    expect(title).toMatch(/[\u0900-\u097F]/);
    expect(await alternates(page)).toEqual({ en: english, hi: hindi, "x-default": english });
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "").pathname).toBe(hindi);

    // The header's language link leads to the English page, and back.
    await page.getByTestId("public-language").first().click();
    await expect(page).toHaveURL(new RegExp(`${english === "/" ? "/" : english}$`));
    await expect(htmlLang(page)).toHaveAttribute("lang", "en");
    // After a client-side move the page's head is replaced as its metadata arrives: wait for it.
    await expect.poll(() => page.title()).not.toBe(title);
    await expect.poll(() => alternates(page)).toEqual({ en: english, hi: hindi, "x-default": english });
    await page.getByTestId("public-language").first().click();
    await expect(page).toHaveURL(new RegExp(`${hindi}$`));
    await expect(htmlLang(page)).toHaveAttribute("lang", "hi");
  });

  test(`${hindi} has no serious or critical accessibility violation, and fits at 1280 and 390 px`, async ({ page }) => {
    await page.goto(hindi);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await paintAll(page);
    await page.screenshot({ path: `test-results/hindi/public-${name(hindi)}-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await englishOnScreen(page, KEPT_IN_ENGLISH)).toEqual([]);
    await page.screenshot({ path: `test-results/hindi/public-${name(hindi)}-390.png`, fullPage: true });
  });
}

test("the sitemap lists each Hindi page beside its English one, each naming the other", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const { english, hindi } of PAGES) {
    const entry = (pathname: string) => sitemap.match(new RegExp(`<url>\\s*<loc>https?://[^<]+?${pathname}</loc>[\\s\\S]*?</url>`))?.[0] ?? "";
    for (const own of [english, hindi]) {
      const block = entry(own);
      expect(block, own).not.toBe("");
      expect(block).toMatch(new RegExp(`hreflang="hi"\\s+href="https?://[^"]+?${hindi}"`));
      expect(block).toMatch(new RegExp(`hreflang="en"\\s+href="https?://[^"]+?${english}"`));
      expect(block).toContain('hreflang="x-default"');
    }
  }
});

test("the Hindi privacy policy says the English prevails, and its folded contents open and jump to section 12", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/hi/privacy-policy");
  await expect(page.getByRole("heading", { level: 1, name: "गोपनीयता नीति" })).toBeVisible();
  await expect(page.getByText("पिछली बार बदला गया 12 जनवरी 2025")).toBeVisible();
  const note = page.getByText(/अगर दोनों में कोई अंतर हो, तो English संस्करण ही मान्य होगा/);
  await expect(note).toBeVisible();
  await expect(note.getByRole("link", { name: "English संस्करण पढ़िए" })).toHaveAttribute("href", "/privacy-policy");
  await expect(page.locator("article h2")).toHaveCount(17);

  const heading = page.getByRole("heading", { name: "12. हम आपकी जानकारी कितने समय तक रखते हैं" });
  await expect(heading).not.toBeInViewport();
  const contents = page.getByRole("navigation", { name: "विषय-सूची" });
  await expect(contents).toBeHidden();
  await page.getByText("विषय-सूची · 17 भाग").click();
  await contents.getByRole("link", { name: /^12\.\s*हम आपकी जानकारी कितने समय/ }).click();
  await expect(page).toHaveURL(/\/hi\/privacy-policy#data-retention$/);
  await expect(heading).toBeInViewport();
});

test("the Hindi terms jump from their contents to a section, and the Hindi legal pages link to each other in Hindi", async ({ page }) => {
  await page.goto("/hi/privacy-policy");
  const footer = page.getByRole("contentinfo");
  await expect(footer).not.toContainText("English");
  await expect(footer.getByRole("link", { name: "गोपनीयता नीति", exact: true })).toHaveAttribute("href", "/hi/privacy-policy");
  await footer.getByRole("link", { name: "नियम और शर्तें", exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/terms-and-conditions$/);
  await expect(page.getByRole("heading", { level: 1, name: "नियम और शर्तें" })).toBeVisible();

  // At 1280 px the contents stand beside the text.
  const heading = page.getByRole("heading", { name: "8. प्लान और क्रेडिट" });
  await expect(heading).not.toBeInViewport();
  await page
    .getByRole("navigation", { name: "विषय-सूची" })
    .getByRole("link", { name: /^8\.\s*प्लान और क्रेडिट/ })
    .click();
  await expect(page).toHaveURL(/\/hi\/terms-and-conditions#credits$/);
  await expect(heading).toBeInViewport();

  await page.getByRole("article").getByRole("link", { name: "गोपनीयता नीति" }).click();
  await expect(page).toHaveURL(/\/hi\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1, name: "गोपनीयता नीति" })).toBeVisible();
});

test("the Hindi contact form points to the Hindi privacy policy", async ({ page }) => {
  await page.goto("/hi/our-teams");
  await expect(page.locator("#contact").getByRole("link", { name: "गोपनीयता नीति", exact: true })).toHaveAttribute("href", "/hi/privacy-policy");
});

/** The JavaScript a page loads until the network settles: its files' bodies, by URL. */
async function scriptsOf(page: Page, path: string): Promise<Map<string, string>> {
  const scripts = new Map<string, string>();
  const reading: Promise<void>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    reading.push(
      response.text().then(
        (body) => void scripts.set(response.url(), body),
        () => undefined,
      ),
    );
  });
  await page.goto(path, { waitUntil: "networkidle" });
  await Promise.all(reading);
  return scripts;
}

test("a Hindi page ships no catalog and about the English page's JavaScript", async ({ browser }) => {
  for (const { english, hindi } of PAGES) {
    const measured: Record<string, Map<string, string>> = {};
    for (const path of [english, hindi]) {
      const context = await browser.newContext();
      measured[path] = await scriptsOf(await context.newPage(), path);
      await context.close();
    }
    const bytes = (path: string) => [...measured[path]!.values()].reduce((sum, body) => sum + Buffer.byteLength(body), 0);
    // The frame's HtmlLang is the only client code the Hindi frame adds (the words are in the HTML).
    expect(bytes(hindi), `${hindi} against ${english}`).toBeLessThanOrEqual(bytes(english) + 2_000);
    // Words of the catalogs the page does not show (Settings', the DISC test's) are in no script.
    const code = [...measured[hindi]!.values()].join("\n");
    for (const word of ["पासवर्ड बदलें", "Change password", "मेरा खाता"]) expect(code, word).not.toContain(word);
  }
});

test("on a phone the Hindi menu names the pages in Hindi and leads to the English page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/hi/pricing");
  await page.getByRole("button", { name: "मेन्यू खोलें" }).click();
  const menu = page.locator("#site-menu");
  for (const name of ["परिचय", "कीमतें", "हमारी टीम"]) await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(menu.getByRole("link", { name: "कीमतें", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(menu.getByRole("link", { name: "साइन इन / साइन अप" })).toBeVisible();
  await menu.getByTestId("public-language").click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Hire faster");
});
