// The mock interview in Hindi: a candidate whose account is in Hindi goes through the device check
// and declaration, the instructions, the first question, a typed answer and one the server refuses,
// and each screen shows no English but the glossary's terms and what is the candidate's or the
// question's own (marked translate="no": the candidate's name in the declaration, the question).
// The declaration is then listed in Settings as a consent, in Hindi, with its Hindi version.
// Screenshots at 1280 and 390 px of each screen.
import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "./support/test";
import { englishOnScreen, htmlLang, sidewaysOverflow } from "./support/hindi";
import { createReadyMockE2E, fakeSpeechRecognition } from "./support/mock-interview";
import { giveCredits } from "./support/mocks";
import { createCandidate, signInAs } from "./support/profile";
import { KEPT_IN_ENGLISH } from "@/lib/i18n/glossary";
import { MOCK_CONSENT_PREVIEW_SECONDS } from "@/lib/mocks/mock-rules";
import { mockConsentVersion } from "@/lib/account-data/mock-consent-version";

const english = (page: Page) => englishOnScreen(page, KEPT_IN_ENGLISH);
/** Settings' Your consents card. */
const CONSENTS = 'section[aria-labelledby="settings-consents"]';

/** The screen as it is now, at 1280 px and at 390 px (nothing sideways on the phone), back at 1280. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/hindi/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => sidewaysOverflow(page)).toBe(0);
  expect(await english(page)).toEqual([]);
  await page.screenshot({ path: `test-results/hindi/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("with the account in Hindi, the mock interview speaks Hindi from the device check to a typed answer", async ({ page }) => {
  test.setTimeout(240_000);
  mkdirSync("test-results/hindi", { recursive: true });
  const candidate = await createCandidate("hindi-mock-interview");
  await giveCredits(candidate.id, 1);
  const mockId = await createReadyMockE2E(candidate.id, ["Tell me about a time you used SQL to save your team time.", "Why do you want to be a data analyst?"]);
  await fakeSpeechRecognition(page);
  await signInAs(page, candidate);
  expect((await page.request.post("/api/users/language", { data: { language: "hi" } })).ok()).toBe(true);

  // The check itself: a link to no mock says its notice in Hindi.
  await page.goto("/mock/mock-interview?mock_id=00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("alert").filter({ hasText: "प्रश्न नहीं मिल पाया" })).toBeVisible();
  await expect(page).toHaveTitle(/^mock interview/);
  expect(await english(page)).toEqual([]);

  await page.goto(`/mock/mock-interview?mock_id=${mockId}`);
  await expect(htmlLang(page)).toHaveAttribute("lang", "hi");
  // The root layout's skip link follows the document's language.
  await expect(page.getByRole("link", { name: "मुख्य सामग्री पर जाएँ", exact: true })).toHaveAttribute("href", "#main-content");
  const declaration = page.getByTestId("declaration");
  await expect(page.getByRole("heading", { name: "शुरू करने से पहले" })).toBeVisible();
  await expect(declaration.getByTestId("mock-length")).toContainText("इस mock interview में 2 प्रश्न हैं");
  await expect(declaration.getByTestId("declaration-text")).toContainText("Kiran");
  await expect(page.getByTestId("connection-check")).toHaveAttribute("data-state", /measured|failed/, { timeout: 60_000 });
  expect(await english(page)).toEqual([]);
  await page.getByRole("button", { name: "कैमरा और माइक्रोफ़ोन जाँचें" }).click();
  await expect(declaration).toHaveAttribute("data-state", "ready");
  expect(await english(page)).toEqual([]);
  await shoot(page, "mock-declaration");

  await page.getByRole("button", { name: `${MOCK_CONSENT_PREVIEW_SECONDS} सेकंड का प्रीव्यू रिकॉर्ड करें` }).click();
  await expect(declaration).toHaveAttribute("data-state", "recording", { timeout: 60_000 });
  await expect(declaration).toContainText("रिकॉर्डिंग हो रही है…");
  expect(await english(page)).toEqual([]);
  await expect(declaration).toHaveAttribute("data-state", "recorded", { timeout: MOCK_CONSENT_PREVIEW_SECONDS * 6_000 });
  await expect(declaration).toContainText("प्रीव्यू रिकॉर्ड हो गया। इसे देख लें, फिर आगे बढ़ें।");
  expect(await english(page)).toEqual([]);
  await page.getByRole("button", { name: "आगे बढ़ें" }).click();

  await expect(page.getByRole("heading", { name: "निर्देश" })).toBeVisible();
  await expect(page.getByTestId("instructions")).toContainText("कुल 2 प्रश्न हैं");
  expect(await english(page)).toEqual([]);
  await shoot(page, "mock-instructions");
  await page.getByRole("button", { name: "इंटरव्यू शुरू करें" }).click();

  const interview = page.getByTestId("interview");
  await expect(interview).toHaveAttribute("data-question", "1", { timeout: 60_000 });
  await expect(page.getByText("प्रश्न 1 / 2")).toBeVisible();
  await expect(page.getByText("रिकॉर्डिंग जारी है")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Tell me about a time you used SQL" })).toHaveAttribute("translate", "no");
  expect(await english(page)).toEqual([]);
  await shoot(page, "mock-question");

  await page.getByRole("button", { name: "इसके बजाय अपना उत्तर टाइप करें" }).click();
  const box = page.getByLabel("प्रश्न 1 का आपका टाइप किया उत्तर");
  await box.fill("मैंने एक स्क्रिप्ट से टीम की साप्ताहिक रिपोर्ट अपने-आप बनने लायक बनाई।");
  await expect(page.getByTestId("typed-count")).toHaveText(/^\d+ \/ 4,000 अक्षर$/);
  await expect(page.getByTestId("not-recording")).toContainText("रिकॉर्डिंग नहीं हो रही");
  // The typed words are the candidate's own, in the box: only the interface around them is read.
  expect(await english(page)).toEqual([]);
  await shoot(page, "mock-typed-answer");

  await page.getByRole("button", { name: "अपना टाइप किया उत्तर भेजें और अगले प्रश्न पर जाएँ" }).click();
  await expect(interview).toHaveAttribute("data-question", "2", { timeout: 60_000 });
  await expect(page.getByText("प्रश्न 2 / 2")).toBeVisible();
  expect(await english(page)).toEqual([]);

  // A refusal of the server is said in Hindi: question 2 was answered from another tab first.
  const elsewhere = await page.request.post("/api/mock/add-mock-text", {
    data: { mock_id: mockId, qnum: 2, text: "Sent from another tab.", duration_ms: 5_000 },
  });
  expect(elsewhere.ok()).toBe(true);
  await page.getByRole("button", { name: "इसके बजाय अपना उत्तर टाइप करें" }).click();
  await page.getByLabel("प्रश्न 2 का आपका टाइप किया उत्तर").fill("मैं डेटा से फ़ैसले लेना पसंद करता हूँ।");
  await page.getByRole("button", { name: "अपना टाइप किया उत्तर भेजें और जमा करें" }).click();
  await expect(page.getByTestId("typed-error")).toHaveText("इस प्रश्न का उत्तर पहले ही दिया जा चुका है");
  expect(await english(page)).toEqual([]);
  await shoot(page, "mock-refused");

  // The declaration was a consent: Settings lists it in Hindi, with the Hindi wording's version and the language it was shown in.
  await page.goto("/settings");
  const consent = page.getByTestId("consent-MOCK_INTERVIEW");
  await expect(consent).toContainText("mock interview:");
  await expect(consent).toContainText(`वर्ज़न ${mockConsentVersion("hi", false)}`);
  await expect(consent.getByTestId("consent-language")).toHaveAttribute("data-language", "hi");
  await expect(consent.getByTestId("consent-language")).toHaveText("हिन्दी में दिखाया गया");
  await expect(consent).toContainText("लागू");
  await expect(page.getByTestId("consent-TERMS")).toContainText("नियम और शर्तें तथा प्राइवेसी पॉलिसी");
  await consent.scrollIntoViewIfNeeded();
  // The consents section alone: the rest of Settings is another check's.
  expect(await englishOnScreen(page, KEPT_IN_ENGLISH, CONSENTS)).toEqual([]);
  await page.locator(CONSENTS).screenshot({ path: "test-results/hindi/settings-consents-1280.png" });
});
