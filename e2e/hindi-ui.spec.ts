// The interface in Hindi: chosen in Settings, kept across reloads and sign-ins on the account, and
// back to the spec's English when switched back. The shell, the dashboard and Settings are drawn
// from the Hindi catalog, with <html lang="hi">, and axe finds nothing serious on them.
import { mkdirSync } from "node:fs";
import { expect, test } from "./support/test";
import { signIn } from "./support/accounts";
import { expectShellIn, htmlLang, languageSection, sidewaysOverflow } from "./support/hindi";
import { seriousViolations } from "./support/marketing-axe";
import { createCandidate, signInAs } from "./support/profile";
import { openSettings } from "./support/settings";

test("a candidate switches to Hindi in Settings, keeps it after reload and sign-in, and switches back to English", async ({ page }) => {
  test.setTimeout(240_000);
  mkdirSync("test-results/hindi", { recursive: true });
  const candidate = await createCandidate("hindi-ui");
  await signInAs(page, candidate);
  await openSettings(page);
  await expect(htmlLang(page)).toHaveAttribute("lang", "en");

  // Something typed before switching is still there after.
  const current = page.getByLabel("Current password", { exact: true });
  await current.fill("typed-before-switching");
  await languageSection(page).getByTestId("language-hi").click();

  await expect(page.getByRole("heading", { name: "सेटिंग्स", level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(htmlLang(page)).toHaveAttribute("lang", "hi");
  await expect(languageSection(page).getByTestId("language-hi")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByLabel("मौजूदा पासवर्ड", { exact: true })).toHaveValue("typed-before-switching");
  await expect(page.getByRole("heading", { name: "आप कहाँ-कहाँ साइन इन हैं" })).toBeVisible();
  await expect(page.getByRole("button", { name: "हर जगह से साइन आउट करें" })).toBeVisible();
  await expectShellIn(page, "होम");
  await expect(page.getByText("नौकरी की तलाश", { exact: true })).toBeVisible();
  await expect(page.getByText("Where you are signed in")).toHaveCount(0);
  await page.screenshot({ path: "test-results/hindi/settings-1280.png", fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // The dashboard, in Hindi from the first byte of its content.
  await page.goto("/dashboard");
  await expect(page.getByTestId("dashboard-greeting")).toHaveText(/^(फिर से )?स्वागत है, Kiran$/);
  await expect(htmlLang(page)).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { name: "हाल के आवेदन" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "आपकी प्रोफ़ाइल" })).toBeVisible();
  await expect(page.getByRole("link", { name: "नौकरियाँ ढूँढें" })).toBeVisible();
  await expect(page.getByRole("button", { name: "सूचनाएँ", exact: true }).or(page.getByRole("button", { name: /^सूचनाएँ, \d+ बिना पढ़ी$/ }))).toBeVisible();
  const html = await (await page.request.get("/dashboard")).text();
  expect(html).toContain('lang="hi"');
  expect(html).toContain("हाल के आवेदन");
  expect(html).not.toContain("Recent applications");
  await page.screenshot({ path: "test-results/hindi/dashboard-1280.png", fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // The bell's panel and the profile menu speak Hindi too.
  await page.getByRole("button", { name: /^सूचनाएँ/ }).click();
  await expect(page.getByRole("region", { name: "सूचनाएँ" })).toBeVisible();
  await page.getByRole("button", { name: /^सूचनाएँ/ }).click();
  await page.getByRole("button", { name: "Kiran Rao, अकाउंट मेन्यू" }).click();
  await expect(page.getByRole("button", { name: "मेरी प्रोफ़ाइल" })).toBeVisible();
  await page.screenshot({ path: "test-results/hindi/profile-menu-1280.png" });
  await page.keyboard.press("Escape");

  // Reloading keeps it.
  await page.reload();
  await expect(page.getByTestId("dashboard-greeting")).toHaveText(/^(फिर से )?स्वागत है, Kiran$/);
  await expect(htmlLang(page)).toHaveAttribute("lang", "hi");

  // So does signing out and in again, in a browser that never chose (the account remembers).
  await page.request.get("/api/users/logout");
  await page.context().clearCookies();
  await page.goto("/auth/login");
  await signIn(page, candidate.email, candidate.password);
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
  await expect(page.getByTestId("dashboard-greeting")).toHaveText(/^(फिर से )?स्वागत है, Kiran$/);
  await expect(htmlLang(page)).toHaveAttribute("lang", "hi");

  // Back to English from the header's switch: the spec's words, unchanged.
  await page.getByRole("banner").getByTestId("language-en").filter({ visible: true }).click();
  await expect(page.getByTestId("dashboard-greeting")).toHaveText(/^Welcome( back)?, Kiran$/, { timeout: 30_000 });
  await expect(htmlLang(page)).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { name: "Recent applications" })).toBeVisible();
  await expect(page.getByText("Job hunting", { exact: true })).toBeVisible();
  await expectShellIn(page, "Home");
  await openSettings(page);
  await expect(page.getByRole("heading", { name: "Where you are signed in" })).toBeVisible();
  await expect(page.getByText("Your password, where you are signed in, and the data we hold about you.")).toBeVisible();
  await expect(page.getByText("सेटिंग्स")).toHaveCount(0);
});

test("a first visit whose browser asks for Hindi gets the candidate area in Hindi until an English choice", async ({ browser }) => {
  const context = await browser.newContext({ locale: "hi-IN", extraHTTPHeaders: { "Accept-Language": "hi-IN,hi;q=0.9,en;q=0.5" } });
  const page = await context.newPage();
  const candidate = await createCandidate("hindi-accept-language");
  // Sign-in itself is already in the browser's language.
  await page.goto("/auth/login");
  await page.waitForLoadState("networkidle");
  await page.getByLabel("ई-मेल").fill(candidate.email);
  await page.getByLabel("पासवर्ड", { exact: true }).fill(candidate.password);
  await page.getByRole("button", { name: "साइन इन करें", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
  await expect(page.getByTestId("dashboard-greeting")).toContainText("स्वागत है, Kiran");
  await expect(htmlLang(page)).toHaveAttribute("lang", "hi");
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  // The public home page stays the static English page whatever the browser asks for.
  const home = await (await page.request.get("/")).text();
  expect(home).toContain('<html lang="en"');

  await page.getByRole("banner").getByTestId("language-en").filter({ visible: true }).click();
  await expect(page.getByTestId("dashboard-greeting")).toContainText("Welcome", { timeout: 30_000 });
  await page.reload();
  await expect(page.getByTestId("dashboard-greeting")).toContainText("Welcome");
  await context.close();
});
