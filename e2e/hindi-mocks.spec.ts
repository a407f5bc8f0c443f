// The mocks and money pages in Hindi: with the account in Hindi, the mocks list (every card state,
// the progress chart, the weak spots, the toolbar and its share dialog) shows no English but the
// glossary's terms and the candidate's own words (marked translate="no"), at 1280 and 390 px.
import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "./support/test";
import { englishOnScreen, htmlLang, sidewaysOverflow } from "./support/hindi";
import { giveCredits, signInToMocks } from "./support/mocks";
import { createCandidate } from "./support/profile";
import { SEEDED_TITLES, seedMocksInEveryState, WEAK_QUESTION } from "./support/seed-mocks";
import { KEPT_IN_ENGLISH } from "@/lib/i18n/glossary";

const english = (page: Page, within?: string) => englishOnScreen(page, KEPT_IN_ENGLISH, within);

/** The screen at 1280 px, then at 390 px (nothing wider than the phone), then back. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/hindi/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await sidewaysOverflow(page), `${name} at 390 px`).toBeLessThanOrEqual(0);
  expect(await english(page), `${name} at 390 px`).toEqual([]);
  await page.screenshot({ path: `test-results/hindi/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function hindiCandidate(page: Page, label: string) {
  mkdirSync("test-results/hindi", { recursive: true });
  const candidate = await createCandidate(label);
  await giveCredits(candidate.id, 3);
  await signInToMocks(page, candidate);
  expect((await page.request.post("/api/users/language", { data: { language: "hi" } })).ok()).toBe(true);
  return candidate;
}

test("with the account in Hindi, the mocks list speaks Hindi in every state of a mock", async ({ page }) => {
  test.setTimeout(180_000);
  const candidate = await hindiCandidate(page, "hindi-mocks");

  // No mock yet: the empty state.
  await page.goto("/mock");
  await expect(htmlLang(page)).toHaveAttribute("lang", "hi");
  await expect(page).toHaveTitle(/^mock interview/);
  await expect(page.getByRole("heading", { level: 1, name: "mock interview" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "अभी तक कोई mock interview नहीं" })).toBeVisible();
  await expect(page.getByTestId("credit-badge")).toHaveText("3");
  expect(await english(page)).toEqual([]);
  await shoot(page, "mocks-empty");

  // A mock in every state, two of them reviewed.
  await seedMocksInEveryState(candidate.id);
  await page.goto("/mock");
  const cards = page.getByTestId("mock-card");
  await expect(cards).toHaveCount(SEEDED_TITLES.length);
  const ready = cards.filter({ hasText: "Backend Developer" });
  await expect(ready.getByRole("link", { name: "mock interview शुरू करें" })).toBeVisible();
  await expect(ready).toContainText("1 साल");
  await expect(ready.getByTestId("practice-of")).toHaveText(`इसमें आपका एक कमज़ोर सवाल नए ढंग से पूछा गया है: “${WEAK_QUESTION}”`);
  await expect(cards.filter({ hasText: "Frontend Developer" }).getByTestId("mock-language")).toHaveText("हिन्दी");
  await expect(cards.filter({ hasText: "QA Engineer" })).toContainText("आपके जवाब जाँचे जा रहे हैं…");
  await expect(cards.filter({ hasText: "QA Engineer" }).getByTestId("mock-language")).toHaveText("हिंग्लिश");
  await expect(cards.filter({ hasText: "Data Analyst" }).getByRole("button", { name: "गड़बड़ी हुई - mock फिर से बनाएँ" })).toBeVisible();
  await expect(cards.filter({ hasText: "Product Analyst" }).getByRole("link", { name: "फ़ीडबैक देखें" })).toBeVisible();
  await expect(page.getByTestId("score-progress")).toContainText("पूरे हुए 2 mock में (10 में से): बोले गए जवाबों में विषय-वस्तु का स्कोर 2 बढ़ा");
  await expect(page.getByTestId("progress-typed")).toHaveText("लिखे गए जवाब");
  await expect(page.getByTestId("weak-spot").filter({ hasText: WEAK_QUESTION })).toContainText("4/10");
  // Dates in Hindi (month names in Devanagari).
  await expect(ready.locator("time")).toHaveText(/[\u0900-\u097F]/);
  expect(await english(page)).toEqual([]);
  await shoot(page, "mocks-list");

  // The toolbar's share dialog.
  await page.getByRole("button", { name: "इंटरव्यू शेयर करें" }).click();
  await expect(page.getByRole("dialog", { name: "mock interview शेयर करें" })).toBeVisible();
  expect(await english(page, "dialog[open]")).toEqual([]);
  await page.screenshot({ path: "test-results/hindi/mocks-share-1280.png" });
  await page.getByRole("button", { name: "रद्द करें" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.getByRole("link", { name: "क्रेडिट का हिसाब" })).toBeVisible();
});

test("with the account in Hindi, the new-mock form and its refusals speak Hindi", async ({ page }) => {
  test.setTimeout(120_000);
  await hindiCandidate(page, "hindi-new-mock");
  await page.goto("/mock/new-mock");
  await expect(page).toHaveTitle(/^नया mock interview/);
  await expect(page.getByRole("heading", { level: 1, name: "नया mock interview" })).toBeVisible();
  await expect(page.locator("form[data-hydrated]")).toBeVisible();
  await expect(page.getByLabel("कठिनाई")).toHaveValue("Easy");
  await expect(page.getByLabel("कठिनाई").locator("option:checked")).toHaveText("आसान");
  expect(await english(page)).toEqual([]);

  // Sent empty: the first refusal, in Hindi.
  await page.getByRole("button", { name: "तैयार हैं? चलिए शुरू करें!" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "CV ज़रूरी है" })).toBeVisible();
  expect(await english(page)).toEqual([]);
  await shoot(page, "new-mock");
});

test("with the account in Hindi, plans, checkout, the ledger and a friend's link speak Hindi", async ({ page }) => {
  test.setTimeout(180_000);
  mkdirSync("test-results/hindi", { recursive: true });
  const buyer = await createCandidate("hindi-buyer");
  await signInToMocks(page, buyer);
  expect((await page.request.post("/api/users/language", { data: { language: "hi" } })).ok()).toBe(true);

  await page.goto("/mock/plans");
  await expect(page).toHaveTitle(/^mock interview प्लान/);
  await expect(page.getByText("माफ़ कीजिए, अभी आपका कोई चालू प्लान नहीं है")).toBeVisible();
  await expect(page.getByRole("heading", { name: "कॉपर" })).toBeVisible();
  await expect(page.getByText("₹297")).toBeVisible();
  expect(await english(page)).toEqual([]);
  await shoot(page, "plans");
  await page.getByRole("link", { name: "कॉपर खरीदें" }).click();

  await expect(page).toHaveURL(/\/purchase\?plan_type=MOCK&plan_name=COPPER/);
  await page.locator("form[data-hydrated=true]").waitFor();
  await page.getByLabel("कूपन कोड").fill("EXPIRED5");
  await page.getByRole("button", { name: "लगाएँ" }).click();
  await expect(page.getByText("इस कूपन की मियाद खत्म हो चुकी है")).toBeVisible();
  await page.getByLabel("कूपन कोड").fill("welcome10");
  await page.getByRole("button", { name: "लगाएँ" }).click();
  await expect(page.getByText("कूपन लग गया: ₹8.70 की छूट")).toBeVisible();
  await expect(page.getByTestId("amount-to-pay")).toHaveText("₹78.30");
  expect(await english(page)).toEqual([]);
  await shoot(page, "purchase");
  await page.getByRole("button", { name: "₹78.30 चुकाएँ" }).click();

  const checkout = page.getByRole("dialog", { name: "टेस्ट चेकआउट" });
  await expect(checkout).toBeVisible();
  expect(await english(page, "dialog[open]")).toEqual([]);
  await page.screenshot({ path: "test-results/hindi/test-checkout-1280.png" });
  await checkout.getByRole("button", { name: "₹78.30 चुकाएँ" }).click();
  await expect(page.getByRole("heading", { name: "भुगतान हो गया" })).toBeVisible();
  await expect(page.getByTestId("purchase-result")).toHaveText("आपको 3 क्रेडिट मिले। अब आपके पास 3 क्रेडिट हैं।");
  expect(await english(page)).toEqual([]);
  await shoot(page, "purchase-success");

  await page.goto("/mock/plans");
  await expect(page.getByText("3 में से 3 बाकी")).toBeVisible();
  expect(await english(page)).toEqual([]);

  await page.goto("/mock/ledger");
  await expect(page).toHaveTitle(/^क्रेडिट का हिसाब/);
  await expect(page.getByTestId("ledger")).toContainText("प्लान खरीदा");
  await expect(page.getByTestId("ledger")).toContainText("कॉपर प्लान");
  expect(await english(page)).toEqual([]);
  await shoot(page, "ledger");

  // A link that is not valid: the refusal in Hindi.
  await page.goto("/mock/redeem?token=no-such-token");
  await expect(page.getByRole("heading", { name: "टोकन रिडीम नहीं हो सका!" })).toBeVisible();
  expect(await english(page)).toEqual([]);
  await shoot(page, "redeem-failed");
});
