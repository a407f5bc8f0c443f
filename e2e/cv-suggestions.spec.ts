import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import { withDatabase } from "./support/accounts";
import { createCandidate, openProfileFromDashboard, signInAs } from "./support/profile";
import { candidateAtStep, screenshot, signInTo } from "./support/ux";
import { drawCv } from "@/test/cv-fixtures";

const step = (name: string) => new RegExp(`/auth/register\\?steps=${name}$`);

/** A frontend developer's CV in the words of the seeded jobs: one title, four skills, four dated years. */
const KAVYA_CV = [
  "Kavya Rao",
  "Frontend Developer · Pune · kavya.rao@example.com",
  { heading: "Skills" },
  "React, TypeScript, CSS, Jest",
  { heading: "Experience" },
  "Frontend Developer, Pixel Works    Jan 2021 – Dec 2024",
  "• Rebuilt the checkout pages in React with TypeScript.",
];

test("onboarding step six: the CV's suggestions are shown, one skill is removed, and the profile holds exactly what was confirmed", async ({ page }) => {
  test.setTimeout(120_000);
  const candidate = await candidateAtStep("cv-suggest", "onboarding_six");
  await withDatabase((client) => client.query(`UPDATE candidates SET designation = 'Student', skills = '{}', "experienceYears" = NULL WHERE id = $1`, [candidate.id]));
  await signInTo(page, candidate, step("onboarding_six"));

  await page.locator('input[type="file"]').setInputFiles({ name: "Kavya Rao CV.pdf", mimeType: "application/pdf", buffer: await drawCv(KAVYA_CV) });
  await expect(page.getByTestId("cv-name")).toHaveText("Kavya Rao CV.pdf");
  const found = page.getByRole("region", { name: "From your CV we found…" });
  await expect(found).toBeVisible();
  await expect(found.getByLabel("Designation")).toHaveValue("Frontend Developer");
  const skills = found.getByRole("list", { name: "Skills to save" });
  await expect(skills.getByRole("listitem")).toHaveText(["React", "TypeScript", "CSS", "Jest"]);
  await expect(found.getByLabel("Years of experience")).toHaveValue("4");

  // Nothing is saved before the candidate confirms.
  const before = await withDatabase(async (client) => (await client.query(`SELECT designation, skills, "experienceYears" FROM candidates WHERE id = $1`, [candidate.id])).rows[0]);
  expect(before).toEqual({ designation: "Student", skills: [], experienceYears: null });

  const { violations } = await new AxeBuilder({ page }).include('[data-testid="cv-suggestions"]').withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await found.scrollIntoViewIfNeeded();
  await screenshot(page, "cv-suggestions-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await found.scrollIntoViewIfNeeded();
  await screenshot(page, "cv-suggestions-390");
  await page.setViewportSize({ width: 1280, height: 800 });

  // By keyboard: remove CSS, then save from the years box with Enter.
  await found.getByRole("button", { name: "Remove CSS" }).focus();
  await page.keyboard.press("Enter");
  await expect(skills.getByRole("listitem")).toHaveText(["React", "TypeScript", "Jest"]);
  await found.getByLabel("Years of experience").press("Enter");
  await expect(page.getByTestId("cv-suggestions-saved")).toHaveText("Saved to your profile.");
  await expect(page).toHaveURL(step("onboarding_six"));
  await screenshot(page, "cv-suggestions-saved-1280");

  await page.getByRole("button", { name: "Complete registration" }).click();
  await page.getByRole("dialog", { name: "Your are almost done!" }).getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Go to dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const profile = (await (await page.request.get("/api/users/get-profile")).json()) as Record<string, unknown>;
  expect({ Designation: profile.Designation, Skills: profile.Skills, ExperienceYears: profile.ExperienceYears }).toEqual({
    Designation: "Frontend Developer",
    Skills: ["React", "TypeScript", "Jest"],
    ExperienceYears: 4,
  });
  // What the candidate sees on their profile is exactly what they confirmed.
  const dialog = await openProfileFromDashboard(page);
  await expect(dialog.getByText("Frontend Developer", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("list", { name: "Skills" }).getByRole("listitem")).toHaveText(["React", "TypeScript", "Jest"]);
  await expect(dialog.getByText("4 years", { exact: true })).toBeVisible();
});

test("skipping the suggestions saves nothing from them", async ({ page }) => {
  const candidate = await candidateAtStep("cv-skip", "onboarding_six");
  await withDatabase((client) => client.query(`UPDATE candidates SET designation = 'Student', skills = '{}', "experienceYears" = NULL WHERE id = $1`, [candidate.id]));
  await signInTo(page, candidate, step("onboarding_six"));
  await page.locator('input[type="file"]').setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: await drawCv(KAVYA_CV) });
  const found = page.getByRole("region", { name: "From your CV we found…" });
  await found.getByRole("button", { name: "Skip these" }).click();
  await expect(found).toHaveCount(0);
  await page.getByRole("button", { name: "Complete registration" }).click();
  await expect(page).toHaveURL(step("onboarding_seven"));
  const row = await withDatabase(async (client) => (await client.query(`SELECT designation, skills, "experienceYears" FROM candidates WHERE id = $1`, [candidate.id])).rows[0]);
  expect(row).toEqual({ designation: "Student", skills: [], experienceYears: null });
});

test("on My CV, a new CV's suggestions keep the profile's own skills first and save through the profile", async ({ page }) => {
  const candidate = await createCandidate("cv-page-suggest");
  await withDatabase((client) => client.query(`UPDATE candidates SET skills = '{Figma}', "experienceYears" = 2 WHERE id = $1`, [candidate.id]));
  await signInAs(page, candidate);
  await page.goto("/cv");
  await page.locator('input[type="file"]').setInputFiles({ name: "Kavya Rao CV.pdf", mimeType: "application/pdf", buffer: await drawCv(KAVYA_CV) });
  const found = page.getByRole("region", { name: "From your CV we found…" });
  await expect(found.getByRole("list", { name: "Skills to save" }).getByRole("listitem")).toHaveText(["Figma", "React", "TypeScript", "CSS", "Jest"]);
  await expect(found.getByLabel("Years of experience")).toHaveValue("4");
  await found.getByLabel("Years of experience").fill("5");
  await found.getByRole("button", { name: "Save to my profile" }).click();
  await expect(page.getByTestId("cv-suggestions-saved")).toBeVisible();
  const profile = (await (await page.request.get("/api/users/get-profile")).json()) as Record<string, unknown>;
  expect({ Designation: profile.Designation, Skills: profile.Skills, ExperienceYears: profile.ExperienceYears }).toEqual({
    Designation: "Frontend Developer",
    Skills: ["Figma", "React", "TypeScript", "CSS", "Jest"],
    ExperienceYears: 5,
  });
});
