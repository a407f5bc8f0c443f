// Sign-in and sign-up reached from a Hindi public page take Hindi, whatever the browser asks: the Hindi
// page's links set the language cookie on the way, and the account made there keeps Hindi. The English
// pages' links are as before.
import { expect, test } from "./support/test";
import { htmlLang } from "./support/hindi";
import { countMessages, freshEmail, nextCode, withDatabase } from "./support/accounts";

/** A browser that asks for English only: whatever is Hindi below came from the page the visitor was reading. */
const ENGLISH_BROWSER = { locale: "en-IN", extraHTTPHeaders: { "Accept-Language": "en-IN,en;q=0.9" } };

test("from /hi, Sign In / Up leads to the entry and sign-in in Hindi", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, ...ENGLISH_BROWSER });
  const page = await context.newPage();
  await page.goto("/hi");
  await page.getByRole("banner").getByRole("link", { name: "साइन इन / साइन अप" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("heading", { level: 1, name: "चलिए, शुरू करते हैं" })).toBeVisible();
  await expect(htmlLang(page)).toHaveAttribute("lang", "hi");

  await page.getByRole("main").getByRole("link", { name: "साइन इन करें" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "आगे बढ़ने के लिए साइन इन करें" })).toBeVisible();
  await expect(page.getByRole("button", { name: "साइन इन करें", exact: true })).toBeVisible();
  await expect(page.getByText("Sign In to Continue")).toHaveCount(0);
  await context.close();
});

test("from /hi/pricing, the footer's account link makes an account that keeps Hindi", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, ...ENGLISH_BROWSER });
  const page = await context.newPage();
  const email = freshEmail("hindi-from-pricing");
  await page.goto("/hi/pricing");
  await page.getByRole("contentinfo").getByRole("link", { name: "खाता बनाइए" }).click();
  await expect(page).toHaveURL(/\/auth\/register(\?|$)/);
  await expect(page.getByRole("heading", { level: 1, name: "अपना अकाउंट बनाएँ" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.getByLabel("ई-मेल").fill(email);
  await page.getByLabel("पासवर्ड", { exact: true }).fill("Sunrise@2026");
  const before = countMessages(email);
  await page.getByRole("button", { name: "आगे बढ़ें", exact: true }).click();
  await page.getByLabel("OTP कोड").fill(await nextCode(email, before));
  await page.getByRole("button", { name: "आगे बढ़ें", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "अपने बारे में बताइए" })).toBeVisible({ timeout: 30_000 });
  const stored = await withDatabase((db) => db.query<{ language: string | null }>("SELECT language FROM candidates WHERE email = $1", [email]));
  expect(stored.rows).toEqual([{ language: "hi" }]);
  await context.close();
});

test("the English pages' Sign In / Up still leads to the English entry, and the way in goes only to sign-in or sign-up", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, ...ENGLISH_BROWSER });
  const page = await context.newPage();
  await page.goto("/");
  const signIn = page.getByRole("banner").getByRole("link", { name: "Sign In / Up" });
  await expect(signIn).toHaveAttribute("href", "/auth");
  await signIn.click();
  await expect(page.getByRole("heading", { level: 1, name: "Let's get you started" })).toBeVisible();
  await expect(htmlLang(page)).toHaveAttribute("lang", "en");
  expect((await page.request.get("/api/users/language?language=hi&next=https://evil.example/", { maxRedirects: 0 })).status()).toBe(400);
  await context.close();
});
