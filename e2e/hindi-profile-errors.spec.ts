// With the account in Hindi, the profile popup says its own refusals (a blank first name, a pay
// that is not whole rupees) and the server's (an industry no longer on the list, a phone number no
// country has) in Hindi, with words no page's HTML carries until the popup opens; Settings
// writes the terms' day in Hindi and says a refused withdrawal of a consent in Hindi; My CV says a
// refused CV in Hindi, onboarding's pay boxes say a pay that is not whole rupees in Hindi as it is
// typed, and the new-mock form's CV box has its own button in Hindi (not the browser's "Choose File").
// On a job's page, Apply's CV-needed dialog says a refused CV in Hindi, and "Report this job" says
// the server's refusal of a job already reported in Hindi. In English the same screens say the
// spec's words as before.
import { mkdirSync } from "node:fs";
import { expect, test, type Locator, type Page } from "./support/test";
import { withDatabase } from "./support/accounts";
import { invitedCandidate } from "./support/interviews";
import { partner } from "./support/jobs";
import { giveCredits } from "./support/mocks";
import { createCandidate, openProfileEditForm, signInAs, type TestCandidate } from "./support/profile";
import { signInTo } from "./support/ux";
import { CATALOGS } from "@/lib/i18n/catalogs";
import { CV_UPLOAD_ERRORS, errorWords, PROFILE_POPUP_ERRORS } from "@/lib/i18n/form-errors";
import { fill } from "@/lib/i18n/fill";
import type { Locale } from "@/lib/i18n/locales";

/** An industry that was on the list when the candidate picked it and has since left it: the server refuses it on save. */
const RETIRED_INDUSTRY = "Typewriter Repair";

async function setAccount(candidateId: string, locale: Locale, industry?: string): Promise<void> {
  await withDatabase((client) =>
    client.query(`UPDATE candidates SET language = $2, "jobIndustry" = COALESCE($3, "jobIndustry") WHERE id = $1`, [candidateId, locale, industry ?? null]),
  );
}

/** `industryRefusal`: the server's refusal word for word as the screen must say it (not read from the catalog). */
async function profileRefusals(page: Page, candidate: TestCandidate, locale: Locale, industryRefusal: string): Promise<void> {
  const { profile, onboarding, formErrors } = CATALOGS[locale];
  await setAccount(candidate.id, locale, RETIRED_INDUSTRY);
  await signInAs(page, candidate);
  // The popup's refusals are asked for when it opens, in Hindi only.
  const errorRequests: string[] = [];
  page.on("request", (r) => void (r.url().endsWith("/api/users/profile-errors") && errorRequests.push(r.url())));
  const dialog = await openProfileEditForm(page, locale);
  expect(errorRequests).toHaveLength(locale === "hi" ? 1 : 0);

  // The form's own refusals: a pay box says so as it is typed, a blank first name on save.
  const pay = dialog.getByRole("textbox", { name: profile.currentPayCtc });
  await pay.fill("12.5");
  await expect(dialog.getByText(formErrors.ctcWholeRupees)).toBeVisible();
  await shoot390(page, `profile-pay-refused-${locale}`, dialog.getByText(formErrors.ctcWholeRupees));
  await pay.fill("900000");
  const firstName = dialog.getByRole("textbox", { name: profile.firstName });
  await firstName.fill("");
  await dialog.getByRole("button", { name: profile.save }).click();
  await expect(dialog.getByText(formErrors.firstNameRequired)).toBeVisible();
  await expect(firstName).toBeFocused();

  // The server's: the saved industry has left the list, so saving is refused under that box.
  await firstName.fill("Kiran");
  const saved = page.waitForResponse((r) => r.url().includes("/api/users/update-profile") && r.request().method() === "PUT");
  await dialog.getByRole("button", { name: profile.save }).click();
  expect((await saved).status()).toBe(400);
  await expect(dialog.getByText(industryRefusal)).toBeVisible();
  const industry = dialog.getByRole("combobox", { name: profile.industry });
  await expect(industry).toHaveAccessibleDescription(industryRefusal);
  await industry.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/hindi/profile-errors-${locale}-1280.png` });

  // The phone box's: a number no country has is refused by the server when a code is asked for.
  await dialog.getByRole("button", { name: profile.cancel }).click();
  await dialog.getByRole("button", { name: profile.editMobile }).click();
  await dialog.getByRole("textbox", { name: onboarding.mobileNumber }).fill("0000000000");
  const asked = page.waitForResponse((r) => r.url().endsWith("/api/auth/send-mobile-otp"));
  await dialog.getByRole("button", { name: onboarding.sendOtp }).click();
  expect((await asked).status()).toBe(400);
  await expect(dialog.getByText(formErrors.mobileNotValid)).toBeVisible();
}

/** Settings with a recorded interview's consent; the consent goes away before the candidate withdraws it, so the server refuses. */
async function settingsRefusal(page: Page, locale: Locale, termsDay: string, version: string): Promise<void> {
  const { settings, formErrors } = CATALOGS[locale];
  const { candidate, interviewId } = await invitedCandidate(page, ["Tell us about a launch you led."], `consent-${locale}`);
  await setAccount(candidate.id, locale);
  const json = { "content-type": "application/json" };
  const open = await page.request.post("/api/interviews/open", { data: { id: interviewId }, headers: json });
  expect(open.status()).toBe(200);
  const { consent } = (await open.json()) as { consent: { version: string } };
  const agreed = await page.request.post("/api/interviews/consent", { data: { id: interviewId, version: consent.version, agree: true }, headers: json });
  expect(agreed.status()).toBe(200);

  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: settings.title, level: 1 })).toBeVisible();
  await expect(page.locator("[data-hydrated]")).toBeVisible({ timeout: 30_000 });
  // The terms' version is the day they were last changed, in the account's language.
  await expect(page.getByTestId("consent-TERMS")).toContainText(version.replace("{version}", termsDay));

  await withDatabase((client) => client.query(`UPDATE interviews SET "consentedAt" = NULL WHERE id = $1`, [interviewId]));
  const item = page.getByTestId("consent-RECORDED_INTERVIEW");
  await item.getByRole("button", { name: settings.consentWithdraw }).click();
  const dialog = page.getByRole("dialog", { name: settings.withdrawConsentTitle });
  const refused = page.waitForResponse((r) => r.url().endsWith("/api/users/consents/withdraw"));
  await dialog.getByRole("button", { name: settings.withdrawConsentConfirm }).click();
  expect((await refused).status()).toBe(404);
  await expect(dialog.getByText(formErrors.settingsConsentNotFound)).toBeVisible();
  await page.screenshot({ path: `test-results/hindi/consent-refused-${locale}-1280.png` });
}

/** A screenshot at 390 px with `shown` in view, then back to 1280. */
async function shoot390(page: Page, name: string, shown: Locator): Promise<void> {
  mkdirSync("test-results/hindi", { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await shown.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/hindi/${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * Pieces of the popup's refusal pairs (its own, not the connection's, which other parts say too,
 * nor the CV upload's, which a job card's words carry for Apply's CV-needed dialog), cut at slots
 * and at quotes the HTML may escape: each English message, and its Hindi where the popup's phone box
 * and interests picker (whose own words the shell carries) do not say it too.
 */
function popupRefusalPieces(): string[] {
  const own = PROFILE_POPUP_ERRORS.filter((key) => !["generic", "noConnection", "busy", ...CV_UPLOAD_ERRORS].includes(key));
  const shellSays = JSON.stringify(CATALOGS.hi.onboarding);
  const pieces = errorWords("hi", own).flatMap(([english, hindi]) => [
    ...english.split(/["{}]/),
    ...hindi.split(/["{}]/).filter((piece) => !shellSays.includes(piece)),
  ]);
  return pieces.filter((piece) => piece.trim().length >= 12);
}

/** My CV refuses a file that is not a PDF, then one over the size, in the interface language. */
async function cvPageRefusals(page: Page, locale: Locale, notPdf: string, tooLarge: string): Promise<void> {
  const candidate = await createCandidate(`cv-refused-${locale}`);
  await setAccount(candidate.id, locale);
  await signInAs(page, candidate);
  await page.goto("/cv");
  await expect(page.getByRole("heading", { name: CATALOGS[locale].cvPage.title, level: 1 })).toBeVisible();
  const input = page.getByTestId("cv-input");
  await input.setInputFiles({ name: "cv.txt", mimeType: "text/plain", buffer: Buffer.from("Kiran Rao, Backend Developer") });
  await expect(page.getByText(notPdf, { exact: true })).toBeVisible();
  await expect(input).toHaveAccessibleDescription(notPdf);
  await input.setInputFiles({ name: "big.pdf", mimeType: "application/pdf", buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(2_200_000, 32)]) });
  await expect(page.getByText(tooLarge, { exact: true })).toBeVisible();
  await expect(page.getByText(notPdf, { exact: true })).toHaveCount(0);
  await shoot390(page, `cv-refused-${locale}`, page.getByText(tooLarge, { exact: true }));
}

/** Onboarding's fourth step: a pay that is not whole rupees is refused as it is typed, in the interface language. */
async function onboardingPayRefusal(page: Page, locale: Locale, refusal: string): Promise<void> {
  const candidate = await createCandidate(`onboarding-pay-${locale}`);
  await withDatabase((client) =>
    client.query(`UPDATE candidates SET "onboardingStep" = 'onboarding_four', language = $2, "currentCtc" = NULL, "expectedCtc" = NULL WHERE id = $1`, [
      candidate.id,
      locale,
    ]),
  );
  await signInTo(page, candidate, /\/auth\/register\?steps=onboarding_four$/);
  const { onboarding } = CATALOGS[locale];
  await page.getByRole("textbox", { name: onboarding.expectedCtc }).fill("12.5");
  await expect(page.getByText(refusal, { exact: true })).toBeVisible();
  await expect(page.getByRole("textbox", { name: onboarding.expectedCtc })).toHaveAccessibleDescription(new RegExp(refusal));
  await shoot390(page, `onboarding-pay-refused-${locale}`, page.getByText(refusal, { exact: true }));
}

/** The new-mock form's CV box: our own button and words in the interface language; the input is named by the words, reached by the keyboard, and takes a file. */
async function newMockFileBox(page: Page, locale: Locale, button: string): Promise<void> {
  const candidate = await createCandidate(`new-mock-file-${locale}`);
  await setAccount(candidate.id, locale);
  await giveCredits(candidate.id, 1);
  await signInAs(page, candidate);
  await page.goto("/mock/new-mock");
  const form = page.locator("form[data-hydrated]");
  await expect(form).toBeVisible();
  const { newMock } = CATALOGS[locale];
  await expect(form.getByText(button, { exact: true })).toBeVisible();
  const input = form.getByLabel(newMock.uploadResume, { exact: true });
  await expect(input).toHaveAttribute("type", "file");
  await expect(input).toHaveAccessibleName(newMock.uploadResume);
  // Reached by the keyboard from the page's top: the box shows where the focus is.
  await page.getByRole("link", { name: newMock.back }).focus();
  for (let i = 0; i < 5 && !(await input.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(input).toBeFocused();
  await shoot390(page, `new-mock-file-box-${locale}`, form.getByText(button, { exact: true }));
  await input.setInputFiles({ name: "cv.txt", mimeType: "text/plain", buffer: Buffer.from("not a pdf") });
  await expect(form.getByText(CATALOGS[locale].formErrors.cvNotPdf, { exact: true })).toBeVisible();
  await input.setInputFiles({ name: "my-cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") });
  await expect(form.getByText("my-cv.pdf")).toBeVisible();
}

/** A job of the test's own (published through the partner API), so a report of it touches no other test's job. */
async function ownJob(page: Page, title: string): Promise<string> {
  const published = await partner(page.request).post("/jobs", {
    title,
    description: "Keep our Pune office's accounts in order.",
    experienceMin: 0,
    jobType: "FULL_TIME",
    workMode: "ONSITE",
    skills: ["Tally"],
    locations: ["Pune"],
  });
  expect(published.status()).toBe(201);
  return ((await published.json()) as { id: string }).id;
}

/** A candidate without a CV applies on a job's page: the dialog that asks for one refuses a file that is not a PDF, in the interface language. */
async function applyCvRefusal(page: Page, locale: Locale, notPdf: string): Promise<void> {
  const title = `Accounts Assistant Jasmine ${locale}`;
  const jobId = await ownJob(page, title);
  const candidate = await createCandidate(`apply-cv-refused-${locale}`);
  await setAccount(candidate.id, locale);
  await signInAs(page, candidate);
  await page.goto(`/jobs/${jobId}`);
  const { jobCard, cvField } = CATALOGS[locale];
  await page.getByRole("button", { name: fill(jobCard.applyNowFor, { title }) }).click();
  const dialog = page.getByRole("dialog", { name: jobCard.resumeNeededTitle });
  await expect(dialog).toBeVisible();
  const input = dialog.getByLabel(cvField.yourCv);
  await input.setInputFiles({ name: "cv.txt", mimeType: "text/plain", buffer: Buffer.from("Kiran Rao, Backend Developer") });
  await expect(dialog.getByText(notPdf, { exact: true })).toBeVisible();
  await expect(input).toHaveAccessibleDescription(notPdf);
  await shoot390(page, `apply-cv-refused-${locale}`, dialog.getByText(notPdf, { exact: true }));
}

/** "Report this job" is open when the same candidate's report reaches the server another way: sending is refused, in the interface language. */
async function reportRefusal(page: Page, locale: Locale, already: string): Promise<void> {
  const title = `Accounts Assistant Marigold ${locale}`;
  const jobId = await ownJob(page, title);
  const candidate = await createCandidate(`report-refused-${locale}`);
  await setAccount(candidate.id, locale);
  await signInAs(page, candidate);
  await page.goto(`/jobs/${jobId}`);
  const { jobPage } = CATALOGS[locale];
  await page.getByRole("button", { name: jobPage.report }).click();
  const form = page.getByRole("form", { name: jobPage.report });
  await form.getByRole("radio", { name: jobPage.reportReasons.OTHER, exact: true }).check();
  const sent = await page.request.post("/api/jobs/report", { data: { jobId, reason: "OTHER" } });
  expect(sent.status()).toBe(201);
  const refused = page.waitForResponse((r) => r.url().endsWith("/api/jobs/report") && r.request().method() === "POST");
  await form.getByRole("button", { name: jobPage.sendReport }).click();
  expect((await refused).status()).toBe(409);
  await expect(form.getByText(already, { exact: true })).toBeVisible();
  await shoot390(page, `report-refused-${locale}`, form.getByText(already, { exact: true }));
}

test.describe("a Hindi account", () => {
  test("no page's HTML carries the popup's refusals: they come when it opens", async ({ page }) => {
    const candidate = await createCandidate("hindi-popup-html");
    await setAccount(candidate.id, "hi");
    await signInAs(page, candidate);
    const pieces = popupRefusalPieces();
    expect(pieces.length).toBeGreaterThan(40);
    for (const [path, cards] of [
      ["/dashboard", true],
      ["/discover", true],
      ["/settings", false],
    ] as const) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).toContain("डैशबोर्ड");
      expect(
        pieces.filter((piece) => html.includes(piece)),
        path,
      ).toEqual([]);
      // A page of job cards carries the CV upload's pairs once, whatever the number of cards; a page without cards, not at all.
      expect(html.split("कृपया अपना CV PDF में अपलोड करें").length - 1, path).toBe(cards ? 1 : 0);
    }
    // The popup asks for them when it opens, and they are its words.
    const asked = page.waitForResponse((r) => r.url().endsWith("/api/users/profile-errors"));
    await openProfileEditForm(page, "hi");
    const { errors } = (await (await asked).json()) as { errors: [string, string][] };
    expect(errors).toContainEqual(["Please pick an industry from the list", "कृपया सूची में से कोई इंडस्ट्री चुनें"]);
  });

  test("My CV says a refused CV in Hindi", async ({ page }) => {
    await cvPageRefusals(page, "hi", "कृपया अपना CV PDF में अपलोड करें", "फ़ाइल 2048KB से छोटी होनी चाहिए");
  });

  test("onboarding's pay box says a pay that is not whole rupees in Hindi as it is typed", async ({ page }) => {
    await onboardingPayRefusal(page, "hi", "कृपया रकम पूरे रुपयों में डालें");
  });

  test("the new-mock form's CV box has its own button in Hindi", async ({ page }) => {
    await newMockFileBox(page, "hi", "PDF चुनें");
  });

  test("the profile popup says the form's and the server's refusals in Hindi", async ({ page }) => {
    test.setTimeout(120_000);
    await profileRefusals(page, await createCandidate("hindi-profile-errors"), "hi", "कृपया सूची में से कोई इंडस्ट्री चुनें");
  });

  test("Settings writes the terms' day in Hindi and says a refused withdrawal in Hindi", async ({ page }) => {
    test.setTimeout(120_000);
    await settingsRefusal(page, "hi", "12 जनवरी 2025", CATALOGS.hi.settings.consentVersion);
    await expect(page.getByRole("dialog").getByText("यह सहमति नहीं मिली")).toBeVisible();
  });

  test("Apply's CV-needed dialog says a refused CV in Hindi", async ({ page }) => {
    await applyCvRefusal(page, "hi", "कृपया अपना CV PDF में अपलोड करें");
  });

  test("Report this job says a job already reported in Hindi", async ({ page }) => {
    await reportRefusal(page, "hi", "आप इस नौकरी की शिकायत पहले ही कर चुके हैं");
  });
});

test.describe("an English account", () => {
  test("My CV says a refused CV in the spec's English", async ({ page }) => {
    await cvPageRefusals(page, "en", "Please upload your CV as a PDF", "File size should be under 2048KB");
  });

  test("onboarding's pay box says a pay that is not whole rupees in English as it is typed", async ({ page }) => {
    await onboardingPayRefusal(page, "en", "Please enter the amount in whole rupees");
  });

  test("the new-mock form's CV box has its own button in English", async ({ page }) => {
    await newMockFileBox(page, "en", "Choose a PDF");
  });

  test("the profile popup says the same refusals in the spec's English", async ({ page }) => {
    test.setTimeout(120_000);
    await profileRefusals(page, await createCandidate("english-profile-errors"), "en", "Please pick an industry from the list");
  });

  test("Settings keeps the terms' day and a refused withdrawal in English", async ({ page }) => {
    test.setTimeout(120_000);
    await settingsRefusal(page, "en", "12 January 2025", "Version {version}");
    await expect(page.getByRole("dialog").getByText("Consent not found")).toBeVisible();
  });

  test("Apply's CV-needed dialog says a refused CV in the spec's English", async ({ page }) => {
    await applyCvRefusal(page, "en", "Please upload your CV as a PDF");
  });

  test("Report this job says a job already reported in the spec's English", async ({ page }) => {
    await reportRefusal(page, "en", "You have already reported this job");
  });
});
