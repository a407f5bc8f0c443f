// With the account in Hindi, the profile popup says its own refusals (a blank first name, a pay
// that is not whole rupees) and the server's (an industry no longer on the list, a phone number no
// country has) in Hindi; Settings
// writes the terms' day in Hindi and says a refused withdrawal of a consent in Hindi. In English
// the same screens say the spec's words as before.
import { expect, test, type Page } from "./support/test";
import { withDatabase } from "./support/accounts";
import { invitedCandidate } from "./support/interviews";
import { createCandidate, signInAs, type TestCandidate } from "./support/profile";
import { CATALOGS } from "@/lib/i18n/catalogs";
import type { Locale } from "@/lib/i18n/locales";

/** An industry that was on the list when the candidate picked it and has since left it: the server refuses it on save. */
const RETIRED_INDUSTRY = "Typewriter Repair";

async function setAccount(candidateId: string, locale: Locale, industry?: string): Promise<void> {
  await withDatabase((client) =>
    client.query(`UPDATE candidates SET language = $2, "jobIndustry" = COALESCE($3, "jobIndustry") WHERE id = $1`, [candidateId, locale, industry ?? null]),
  );
}

/** Opens the popup from the dashboard's profile card, in its edit form. */
async function openEditForm(page: Page, locale: Locale) {
  const { profile } = CATALOGS[locale];
  await page.goto("/dashboard");
  await page.getByRole("button", { name: profile.viewProfile }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: profile.editProfile }).click();
  await expect(dialog.getByRole("textbox", { name: profile.firstName })).toBeVisible();
  return dialog;
}

/** `industryRefusal`: the server's refusal word for word as the screen must say it (not read from the catalog). */
async function profileRefusals(page: Page, candidate: TestCandidate, locale: Locale, industryRefusal: string): Promise<void> {
  const { profile, onboarding, formErrors } = CATALOGS[locale];
  await setAccount(candidate.id, locale, RETIRED_INDUSTRY);
  await signInAs(page, candidate);
  const dialog = await openEditForm(page, locale);

  // The form's own refusals: a pay box says so as it is typed, a blank first name on save.
  const pay = dialog.getByRole("textbox", { name: profile.currentPayCtc });
  await pay.fill("12.5");
  await expect(dialog.getByText(formErrors.ctcWholeRupees)).toBeVisible();
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

test.describe("a Hindi account", () => {
  test("the profile popup says the form's and the server's refusals in Hindi", async ({ page }) => {
    test.setTimeout(120_000);
    await profileRefusals(page, await createCandidate("hindi-profile-errors"), "hi", "कृपया सूची में से कोई इंडस्ट्री चुनें");
  });

  test("Settings writes the terms' day in Hindi and says a refused withdrawal in Hindi", async ({ page }) => {
    test.setTimeout(120_000);
    await settingsRefusal(page, "hi", "12 जनवरी 2025", CATALOGS.hi.settings.consentVersion);
    await expect(page.getByRole("dialog").getByText("यह सहमति नहीं मिली")).toBeVisible();
  });
});

test.describe("an English account", () => {
  test("the profile popup says the same refusals in the spec's English", async ({ page }) => {
    test.setTimeout(120_000);
    await profileRefusals(page, await createCandidate("english-profile-errors"), "en", "Please pick an industry from the list");
  });

  test("Settings keeps the terms' day and a refused withdrawal in English", async ({ page }) => {
    test.setTimeout(120_000);
    await settingsRefusal(page, "en", "12 January 2025", "Version {version}");
    await expect(page.getByRole("dialog").getByText("Consent not found")).toBeVisible();
  });
});
