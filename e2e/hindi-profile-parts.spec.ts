// With the account in Hindi, the suggestions read from a new CV (on the CV page and on onboarding's
// last profile step) and the profile video recorder (its own words, the sending list, the failed
// save's alert) show no English but the glossary's terms and the candidate's own words; the
// recorder's words come when it opens, not with every page. On /hi/our-teams the contact form's
// refusals, its own and the server's, are Hindi.
import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "./support/test";
import { englishOnScreen } from "./support/hindi";
import { withDatabase } from "./support/accounts";
import { createCandidate, type TestCandidate } from "./support/profile";
import { candidateAtStep, signInTo } from "./support/ux";
import { drawCv } from "@/test/cv-fixtures";
import { CATALOGS } from "@/lib/i18n/catalogs";
import { KEPT_IN_ENGLISH } from "@/lib/i18n/glossary";

const hi = CATALOGS.hi;
const SHOTS = "test-results/hindi";

/** A frontend developer's CV: one title, four skills, four dated years. */
const KAVYA_CV = [
  "Kavya Rao",
  "Frontend Developer · Pune · kavya.rao@example.com",
  { heading: "Skills" },
  "React, TypeScript, CSS, Jest",
  { heading: "Experience" },
  "Frontend Developer, Pixel Works    Jan 2021 – Dec 2024",
];

/** A candidate whose profile says "Student" with SQL and 2 years (so the CV's values differ), in Hindi. */
async function hindiStudent(candidate: TestCandidate): Promise<TestCandidate> {
  await withDatabase((client) =>
    client.query(`UPDATE candidates SET designation = 'Student', skills = '{SQL}', "experienceYears" = 2, language = 'hi' WHERE id = $1`, [candidate.id]),
  );
  return candidate;
}

async function signIn(page: Page, candidate: TestCandidate): Promise<void> {
  const login = await page.request.post("/api/auth/login", { data: { email: candidate.email, password: candidate.password }, timeout: 60_000 });
  expect(login.status()).toBe(200);
}

test("with the account in Hindi, the CV's suggestions speak Hindi on the CV page and on onboarding's last step", async ({ page }) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const cv = { name: "Kavya Rao CV.pdf", mimeType: "application/pdf", buffer: await drawCv(KAVYA_CV) };

  // The CV page: the panel with both values beside each other and the skills' origin.
  await signIn(page, await hindiStudent(await createCandidate("hindi-cv-suggest")));
  await page.goto("/cv");
  await expect(page.getByRole("heading", { level: 1, name: "मेरा CV" })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(cv);
  const found = page.getByRole("region", { name: hi.cvSuggestions.title });
  await expect(found).toBeVisible({ timeout: 30_000 });
  await expect(found.getByLabel(hi.cvSuggestions.designation, { exact: true })).toHaveValue("Frontend Developer");
  await expect(found.getByText("आपके CV में मिला: Frontend Developer। अभी आपकी प्रोफ़ाइल में: Student।")).toBeVisible();
  await expect(found.getByText("आपके CV में मिला: 4 साल। अभी आपकी प्रोफ़ाइल में: 2 साल।")).toBeVisible();
  await expect(found.getByTestId("cv-skills-origin")).toHaveText("इस CV से नई: React, TypeScript, CSS, Jest। पहले से आपकी प्रोफ़ाइल में: SQL।");
  await expect(found.getByRole("button", { name: "Student ही रखें" })).toBeVisible();
  await expect(found.getByRole("list", { name: hi.cvSuggestions.skillsList }).getByRole("listitem")).toHaveText(["SQL", "React", "TypeScript", "CSS", "Jest"]);
  expect(await englishOnScreen(page, KEPT_IN_ENGLISH, '[data-testid="cv-suggestions"]')).toEqual([]);
  await found.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/cv-suggestions-1280.png`, fullPage: true });

  // A skill too long for the list is refused in Hindi (the chip list's own refusal).
  const skillBox = found.getByRole("textbox", { name: hi.cvSuggestions.skills });
  await skillBox.fill("x".repeat(41));
  await skillBox.press("Enter");
  await expect(found.getByText("हर स्किल 40 अक्षरों या उससे छोटी रखें")).toBeVisible();
  await skillBox.fill("");
  await found.getByRole("button", { name: hi.cvSuggestions.save }).click();
  await expect(page.getByTestId("cv-suggestions-saved")).toHaveText(hi.cvSuggestions.saved);

  // Onboarding's last profile step: the same panel in Hindi.
  await page.context().clearCookies();
  const onboarding = await hindiStudent(await candidateAtStep("hindi-cv-onboard", "onboarding_six"));
  await signInTo(page, onboarding, /\/auth\/register\?steps=onboarding_six$/);
  await page.locator('input[type="file"]').setInputFiles(cv);
  const onStep = page.getByRole("region", { name: hi.cvSuggestions.title });
  await expect(onStep).toBeVisible({ timeout: 30_000 });
  await expect(onStep.getByRole("button", { name: hi.cvSuggestions.skip })).toBeVisible();
  expect(await englishOnScreen(page, KEPT_IN_ENGLISH, '[data-testid="cv-suggestions"]')).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await onStep.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/cv-suggestions-onboarding-390.png`, fullPage: true });
});

test("with the account in Hindi, the profile video recorder speaks Hindi, its words fetched when it opens", async ({ page }) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  await signIn(page, await hindiStudent(await createCandidate("hindi-video")));

  // No page carries the recorder's words: they are not in the shell's payload.
  for (const path of ["/dashboard", "/discover"]) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain(hi.profile.videoHeading);
    for (const words of [hi.profileVideo.start, hi.profileVideo.allowCamera, hi.profileVideo.trySavingAgain]) expect(html, path).not.toContain(words);
  }

  await page.route("**/api/users/upload-video", (route) => route.fulfill({ status: 500, body: "" }));
  const alerts: string[] = [];
  page.on("dialog", (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "प्रोफ़ाइल देखें" }).click();
  const dialog = page.getByRole("dialog", { name: "मेरी प्रोफ़ाइल" });
  const words = page.waitForResponse((r) => r.url().endsWith("/api/users/profile-video/words") && r.status() === 200);
  await dialog.getByRole("button", { name: hi.profile.record }).click();
  await words;
  const recorder = dialog.getByTestId("video-recorder");
  await expect(recorder).toHaveAttribute("data-state", "ready", { timeout: 30_000 });
  await expect(dialog.getByRole("button", { name: hi.profileVideo.start })).toBeVisible();
  await expect(dialog.getByRole("button", { name: hi.profileVideo.cancel })).toBeVisible();
  expect(await englishOnScreen(page, KEPT_IN_ENGLISH, "dialog[open]")).toEqual([]);

  await dialog.getByRole("button", { name: hi.profileVideo.start }).click();
  await expect(recorder).toContainText(/रिकॉर्डिंग 0:0[1-9] \/ \d:\d\d/);
  await page.screenshot({ path: `${SHOTS}/profile-video-recording-1280.png` });
  await dialog.getByRole("button", { name: hi.profileVideo.stop }).click();
  await expect(recorder).toHaveAttribute("data-state", "recorded");
  await expect(dialog.getByText(hi.profileVideo.watchBack)).toBeVisible();
  await expect(dialog.getByRole("button", { name: hi.profileVideo.recordAgain })).toBeVisible();
  expect(await englishOnScreen(page, KEPT_IN_ENGLISH, "dialog[open]")).toEqual([]);

  // The save fails: the spec's words and alert in Hindi, and the sending list names the video in Hindi.
  await dialog.getByRole("button", { name: hi.profileVideo.save }).click();
  await expect(dialog.getByText(hi.profileVideo.saveFailed, { exact: true })).toBeVisible({ timeout: 30_000 });
  expect(alerts).toEqual([hi.profileVideo.saveFailedAlert]);
  await expect(dialog.getByRole("button", { name: hi.profileVideo.trySavingAgain })).toBeVisible();
  const sending = dialog.getByTestId("send-status");
  await expect(sending).toContainText(hi.profileVideo.video);
  await expect(sending).not.toContainText("Video");
  expect(await englishOnScreen(page, KEPT_IN_ENGLISH, "dialog[open]")).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/profile-video-failed-1280.png` });
});

test.describe("the contact form on /hi/our-teams", () => {
  const form = (page: Page) => page.getByRole("form", { name: hi.marketingTeam.form.label });
  const f = hi.formErrors;

  test("refuses empty and wrong fields in Hindi, as its schema says them", async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page.goto("/hi/our-teams");
    let posted = false;
    page.on("request", (req) => (posted ||= req.url().endsWith("/api/contact")));
    await form(page).getByRole("button", { name: hi.marketingTeam.form.send }).click();
    await expect(form(page).getByLabel(hi.marketingTeam.form.name)).toHaveAccessibleDescription(f.contactNameRequired);
    await expect(form(page).getByLabel(hi.marketingTeam.form.email)).toHaveAccessibleDescription(f.contactEmailRequired);
    await expect(form(page).getByLabel(hi.marketingTeam.form.message)).toHaveAccessibleDescription("कृपया कम से कम 10 अक्षर लिखिए");
    expect(await englishOnScreen(page, KEPT_IN_ENGLISH, "#contact form")).toEqual([]);

    await form(page).getByLabel(hi.marketingTeam.form.email).fill("not-an-address");
    await form(page).getByLabel(hi.marketingTeam.form.phone).fill("call me");
    await form(page).getByRole("button", { name: hi.marketingTeam.form.send }).click();
    await expect(form(page).getByLabel(hi.marketingTeam.form.email)).toHaveAccessibleDescription(f.contactEmailInvalid);
    await expect(form(page).getByLabel(hi.marketingTeam.form.phone)).toHaveAccessibleDescription(f.contactPhoneInvalid);
    expect(await englishOnScreen(page, KEPT_IN_ENGLISH, "#contact form")).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/contact-refusals-1280.png`, fullPage: true });
    expect(posted).toBe(false);
  });

  test("says the server's refusals in Hindi when its schema could not load", async ({ page }) => {
    await page.goto("/hi/our-teams");
    await expect(form(page)).toBeVisible();
    // A dropped connection: the form's schema, fetched on first use, cannot come, so the server checks.
    await page.route("**/_next/static/chunks/**", (route) => route.abort());
    await form(page).getByLabel(hi.marketingTeam.form.email).fill("not-an-address");
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/contact"));
    await form(page).getByRole("button", { name: hi.marketingTeam.form.send }).click();
    expect((await answered).status()).toBe(400);
    await expect(form(page).getByLabel(hi.marketingTeam.form.name)).toHaveAccessibleDescription(f.contactNameRequired);
    await expect(form(page).getByLabel(hi.marketingTeam.form.email)).toHaveAccessibleDescription(f.contactEmailInvalid);
    expect(await englishOnScreen(page, KEPT_IN_ENGLISH, "#contact form")).toEqual([]);
  });
});
