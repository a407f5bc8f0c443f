// Discover, a job's page, the CV page and the profile popup in Hindi on a phone (390 px): nothing
// scrolls sideways, the filters open from their button, and no English shows but the glossary's,
// the candidate's and the employers' words.
import { mkdirSync } from "node:fs";
import { expect, test } from "./support/test";
import { englishOnScreen, sidewaysOverflow } from "./support/hindi";
import { openJobsNotApplied, signedInApplicant } from "./support/jobs";
import { pageFetch } from "./support/disc";
import { createCandidate } from "./support/profile";
import { DISC_BLOCKS } from "@/lib/disc/blocks";
import { KEPT_IN_ENGLISH } from "@/lib/i18n/glossary";

test("at 390 px Discover, a job's page, the CV page and the profile fit in Hindi", async ({ page }) => {
  test.setTimeout(180_000);
  mkdirSync("test-results/hindi", { recursive: true });
  await signedInApplicant(page, "hindi-pages-mobile");
  const [job] = await openJobsNotApplied(page.request, "developer");
  expect(job, "an open developer job").toBeTruthy();
  expect((await page.request.post("/api/users/language", { data: { language: "hi" } })).ok()).toBe(true);

  await page.goto("/discover");
  await expect(page.getByRole("heading", { level: 1, name: "नौकरियाँ खोजें" })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/hindi/discover-390.png" });
  await page.getByRole("button", { name: "फ़िल्टर", exact: true }).click();
  await expect(page.getByLabel("नौकरी का प्रकार")).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await englishOnScreen(page, KEPT_IN_ENGLISH)).toEqual([]);
  await page.screenshot({ path: "test-results/hindi/discover-filters-390.png", fullPage: true });

  await page.goto(`/jobs/${job!.Job_Id}`);
  await expect(page.getByRole("heading", { level: 1, name: job!.Job_Title })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await englishOnScreen(page, KEPT_IN_ENGLISH)).toEqual([]);
  await page.screenshot({ path: "test-results/hindi/job-390.png", fullPage: true });

  // The CV page (a CV is on file) and the profile popup, a bottom sheet on a phone.
  await page.goto("/cv");
  await expect(page.getByRole("heading", { level: 1, name: "मेरा CV" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "आपके CV से पढ़ा गया टेक्स्ट" })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await englishOnScreen(page, KEPT_IN_ENGLISH)).toEqual([]);
  await page.screenshot({ path: "test-results/hindi/cv-390.png", fullPage: true });

  await page.goto("/dashboard");
  await page.getByRole("button", { name: "प्रोफ़ाइल देखें" }).click();
  const profile = page.getByRole("dialog", { name: "मेरी प्रोफ़ाइल" });
  await expect(profile.getByTestId("profile-name")).toHaveText("Kiran Rao");
  await expect(profile.getByRole("button", { name: "मोबाइल नंबर बदलें" })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await englishOnScreen(page, KEPT_IN_ENGLISH, "dialog[open]")).toEqual([]);
  await page.screenshot({ path: "test-results/hindi/profile-390.png" });
  await profile.getByRole("heading", { name: "प्रोफ़ाइल वीडियो" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/hindi/profile-video-390.png" });
  await profile.getByRole("button", { name: "प्रोफ़ाइल बदलें" }).click();
  const editing = page.getByRole("dialog", { name: "प्रोफ़ाइल बदलें" });
  await expect(editing.getByLabel("पहला नाम")).toHaveValue("Kiran");
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/hindi/profile-edit-390.png" });
});

test("at 390 px the DISC test and its report fit in Hindi", async ({ page }) => {
  test.setTimeout(120_000);
  mkdirSync("test-results/hindi", { recursive: true });
  const candidate = await createCandidate("hindi-disc-mobile");
  expect((await page.request.post("/api/auth/login", { data: { email: candidate.email, password: candidate.password }, timeout: 60_000 })).status()).toBe(200);
  expect((await page.request.post("/api/users/language", { data: { language: "hi" } })).ok()).toBe(true);

  await page.goto("/test/disc");
  await expect(page.getByRole("heading", { level: 1, name: "DISC: काम करने का आपका तरीका" })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await englishOnScreen(page, KEPT_IN_ENGLISH)).toEqual([]);
  await page.screenshot({ path: "test-results/hindi/disc-intro-390.png", fullPage: true });
  await page.getByRole("button", { name: "टेस्ट शुरू करें" }).click();
  await expect(page.getByRole("heading", { name: "ब्लॉक 1 / 24" })).toBeFocused();
  await page.getByRole("group", { name: "मुझ पर सबसे ज़्यादा लागू" }).getByRole("radio").first().check();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await englishOnScreen(page, KEPT_IN_ENGLISH)).toEqual([]);
  await page.screenshot({ path: "test-results/hindi/disc-test-390.png", fullPage: true });

  const answers = DISC_BLOCKS.map((b) => ({
    blockId: b.id,
    most: b.statements.find((s) => s.style === "S")!.id,
    least: b.statements.find((s) => s.style === "D")!.id,
  }));
  expect((await pageFetch(page, "/api/disc/disc-test", "POST", { answers })).status).toBe(200);
  await page.goto("/test/disc?view=latest");
  await expect(page.getByRole("heading", { level: 1, name: "काम करने का आपका तरीका" })).toBeVisible();
  await expect(page.getByTestId("disc-blend")).toHaveText(/^ज़्यादातर Steadiness, साथ में /);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await englishOnScreen(page, KEPT_IN_ENGLISH)).toEqual([]);
  await page.screenshot({ path: "test-results/hindi/disc-report-390.png", fullPage: true });
});
