// One visitor's whole way through HireReady, in Hindi and then in English: the public site's header
// switch, sign-up with the e-mail and the mobile codes (the mail's and the SMS's words in that
// language, the Hindi SMS in one Unicode segment), onboarding, applying to a job of its own found by
// its title, a mock taken with the fake camera and its review quoting the candidate's own words.
// Every page says its language in <html lang>; in Hindi no English is left on screen but the
// glossary's and what is marked the candidate's or an employer's own; in English no Devanagari.
import { expect, test, type Page } from "./support/test";
import { englishOnScreen, htmlLang } from "./support/hindi";
import { countMessages, freshEmail, freshMobile, nextCode, withDatabase } from "./support/accounts";
import { readOutbox } from "./support/outbox";
import { partner } from "./support/jobs";
import { giveCredits } from "./support/mocks";
import { createReadyMockE2E, recordPreview } from "./support/mock-interview";
import { makePdf } from "@/test/pdf-fixture";
import { KEPT_IN_ENGLISH } from "@/lib/i18n/glossary";
import { MOCK_CONSENT_PREVIEW_SECONDS } from "@/lib/mocks/mock-rules";
import { WORDS, type Language } from "./support/language-journey";

/** A browser that asks for English only: whatever is Hindi below is the visitor's own choice. */
const ENGLISH_BROWSER = { locale: "en-IN", extraHTTPHeaders: { "Accept-Language": "en-IN,en;q=0.9" } };
const QUESTION = "Tell me about a time you used SQL to save your team time.";

for (const language of ["hi", "en"] as const) {
  test(`a visitor in ${language === "hi" ? "Hindi" : "English"} signs up with both codes, applies to a job, takes a mock and reads its review`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ baseURL, ...ENGLISH_BROWSER });
    const page = await context.newPage();
    await journey(page, language);
    await context.close();
  });
}

/** The page speaks `language`: its <html lang>, and no words of the other language on screen (the glossary's and the marked own words aside). */
async function speaks(page: Page, language: Language): Promise<void> {
  await expect(htmlLang(page)).toHaveAttribute("lang", language);
  if (language === "hi") expect(await englishOnScreen(page, KEPT_IN_ENGLISH)).toEqual([]);
  else expect(await page.locator("main").innerText()).not.toMatch(/[\u0900-\u097F]/);
}

async function journey(page: Page, language: Language): Promise<void> {
  const w = WORDS[language];
  const button = (name: string) => page.getByRole("button", { name, exact: true });
  // Words nobody else's page carries: the job's title and the candidate's answer are followed by them.
  const stamp = Date.now().toString(36);
  const jobTitle = `Kestrel Ledger Analyst ${stamp}`;
  const answer = `At Quillmarsh Foods I rebuilt the weekly sales report with SQL window functions, so it took ten minutes instead of a day (${stamp}).`;

  // 1. The public site, its header's language switch.
  await page.goto("/");
  await expect(htmlLang(page)).toHaveAttribute("lang", "en");
  if (language === "hi") {
    await page.getByRole("banner").getByTestId("public-language").filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/hi$/);
  }
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await speaks(page, language);

  // 2. Sign-up: the e-mail code, then the mobile code in onboarding's first step.
  await page.getByRole("contentinfo").getByRole("link", { name: w.createAccountLink }).click();
  await expect(page.getByRole("heading", { level: 1, name: w.registerTitle })).toBeVisible({ timeout: 30_000 });
  await speaks(page, language);
  await page.waitForLoadState("networkidle");
  const email = freshEmail(`journey-${language}`);
  await page.getByLabel(w.email).fill(email);
  await page.getByLabel(w.password, { exact: true }).fill("Sunrise@2026");
  const mailsBefore = countMessages(email);
  await button(w.next).click();
  await expect(page.getByRole("heading", { level: 1, name: w.verifyEmailTitle })).toBeVisible({ timeout: 30_000 });
  await speaks(page, language);
  const code = await nextCode(email, mailsBefore);
  const mail = readOutbox({ to: email, kind: "email" })[0]!;
  expect(mail.subject).toBe(w.mailSubject);
  expect(mail.text).toContain(w.mailLine);
  await page.getByLabel(w.otpCode).fill(code);
  await button(w.next).click();

  await expect(page.getByRole("heading", { level: 1, name: w.basicTitle })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  await page.getByLabel(w.firstName).fill("Meera");
  await page.getByLabel(w.lastName).fill("Nair");
  await page.getByText(w.female, { exact: true }).click();
  await page.getByLabel(w.state).fill("Kerala");
  const mobile = freshMobile();
  await page.getByLabel(w.mobile).fill(mobile);
  const smsBefore = countMessages(`+91${mobile}`, "sms");
  await button(w.sendOtp).click();
  const smsCode = await nextCode(`+91${mobile}`, smsBefore, "sms");
  const sms = readOutbox({ to: `+91${mobile}`, kind: "sms" })[0]!.text;
  expect(sms).toBe(w.sms(smsCode));
  // One segment: 70 characters in Unicode (UCS-2), 160 in the GSM alphabet.
  expect(sms.length).toBeLessThanOrEqual(language === "hi" ? 70 : 160);
  await page.getByLabel(w.mobileOtp).fill(smsCode);
  await button(w.verify).click();
  await expect(page.getByTestId("mobile-verified")).toHaveText(w.verified);
  await speaks(page, language);
  await button(w.next).click();

  // 3. The rest of onboarding.
  await expect(page.getByRole("heading", { level: 1, name: w.roleTitle })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  await page.getByLabel(w.designation).fill("Data Analyst");
  await page.getByLabel(w.expectedCtc).fill("1200000");
  await speaks(page, language);
  await button(w.next).click();
  await expect(page.getByRole("heading", { level: 1, name: w.photoTitle })).toBeVisible({ timeout: 30_000 });
  await speaks(page, language);
  await button(w.skip).click();
  await expect(page.getByRole("heading", { level: 1, name: w.detailsTitle })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  await page.getByLabel(w.industry).selectOption("Information Technology");
  await page.getByLabel(w.interests).fill("Data Engineer");
  await page.getByLabel(w.interests).press("Enter");
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "Meera Nair CV.pdf", mimeType: "application/pdf", buffer: makePdf(["Meera Nair", "Data Analyst"]) });
  await expect(page.getByTestId("cv-name")).toHaveText("Meera Nair CV.pdf");
  await speaks(page, language);
  await button(w.completeRegistration).click();
  const popup = page.getByRole("dialog", { name: w.almostDone });
  await expect(popup).toBeVisible({ timeout: 30_000 });
  await popup.getByRole("button", { name: w.next }).click();
  await expect(page.getByRole("heading", { level: 1, name: w.allSet })).toBeVisible({ timeout: 30_000 });
  await speaks(page, language);

  // 4. A job of its own, published through the partner API, found on Discover by its title and applied to.
  const published = await partner(page.request).post("/jobs", {
    title: jobTitle,
    description: "Reconcile the ledgers and build the weekly sales reports.",
    experienceMin: 1,
    salaryMin: 600_000,
    salaryMax: 900_000,
    jobType: "FULL_TIME",
    workMode: "ONSITE",
    skills: ["SQL"],
    locations: ["Kochi"],
  });
  expect(published.status()).toBe(201);
  await page.goto(`/discover?q=${encodeURIComponent(jobTitle)}`);
  await speaks(page, language);
  await page.getByRole("link", { name: jobTitle }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: jobTitle })).toBeVisible({ timeout: 30_000 });
  await speaks(page, language);
  await button(w.applyFor(jobTitle)).click();
  await expect(page.getByRole("dialog", { name: w.appliedTitle })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("link", { name: w.viewApplications }).click();
  await expect(page.getByRole("heading", { level: 1, name: w.applicationsTitle })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator("article").filter({ hasText: jobTitle })).toContainText(w.appliedChip);
  await speaks(page, language);

  // 5. Credits and a mock of one question, taken with the fake camera, the answer typed.
  const { rows } = await withDatabase((db) => db.query<{ id: string }>("SELECT id FROM candidates WHERE email = $1", [email]));
  await giveCredits(rows[0]!.id, 1);
  const mockId = await createReadyMockE2E(rows[0]!.id, [QUESTION]);
  await page.goto(`/mock/mock-interview?mock_id=${mockId}`);
  const declaration = page.getByTestId("declaration");
  await button(w.checkDevices).click();
  await expect(declaration).toHaveAttribute("data-state", "ready", { timeout: 60_000 });
  await speaks(page, language);
  if (language === "en") await recordPreview(page);
  else {
    await button(`${MOCK_CONSENT_PREVIEW_SECONDS} सेकंड का प्रीव्यू रिकॉर्ड करें`).click();
    await expect(declaration).toHaveAttribute("data-state", "recording", { timeout: 60_000 });
    await expect(declaration).toHaveAttribute("data-state", "recorded", { timeout: MOCK_CONSENT_PREVIEW_SECONDS * 6_000 });
  }
  await button(w.next).click();
  await button(w.startInterview).click();
  await expect(page.getByTestId("interview")).toHaveAttribute("data-question", "1", { timeout: 60_000 });
  await speaks(page, language);
  await button(w.typeInstead).click();
  await page.getByLabel(w.typedLabel).fill(answer);
  await button(w.sendAndSubmit).click();
  await expect(page.getByRole("heading", { name: w.doneTitle })).toBeVisible({ timeout: 60_000 });
  await speaks(page, language);

  // 6. The review: headings, the score line, and the candidate's own words quoted back.
  await page.getByRole("link", { name: w.seeFeedback }).click();
  await expect(page.getByTestId("total-score")).toContainText(w.totalScore, { timeout: 120_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.feedbackTitle);
  const card = page.getByTestId("answer-card");
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("answer-kind")).toHaveText(w.typedAnswer);
  await expect(card.getByTestId("answer-score")).toHaveText(/^\d+(\.\d)?\/10$/);
  await expect(card).toContainText("Quillmarsh Foods");
  // What the review quotes as evidence is the candidate's own words, as typed.
  const evidence = card.getByTestId("evidence").getByRole("listitem");
  await expect(evidence.first()).toBeVisible();
  for (const quote of await evidence.allInnerTexts()) expect(answer).toContain(quote.replace(/^“|”$/g, ""));
  await speaks(page, language);
}
