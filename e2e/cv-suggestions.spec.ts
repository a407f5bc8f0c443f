import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { withDatabase } from "./support/accounts";
import { createCandidate, openProfileFromDashboard, signInAs } from "./support/profile";
import { candidateAtStep, screenshot, signInTo } from "./support/ux";
import { drawCv } from "@/test/cv-fixtures";

const step = (name: string) => new RegExp(`/auth/register\\?steps=${name}$`);

/** A candidate on step six whose profile says "Student", with no skills or years yet, signed in. */
async function studentAtStepSix(page: Page, label: string) {
  const candidate = await candidateAtStep(label, "onboarding_six");
  await withDatabase((client) =>
    client.query(`UPDATE candidates SET designation = 'Student', skills = '{}', "experienceYears" = NULL WHERE id = $1`, [candidate.id]),
  );
  await signInTo(page, candidate, step("onboarding_six"));
  return candidate;
}

/** The panel passes the accessibility rules, and is pictured at 1280 and 390 px wide. */
async function checkPanel(page: Page, panel: Locator, name: string) {
  const { violations } = await new AxeBuilder({ page })
    .include('[data-testid="cv-suggestions"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await panel.scrollIntoViewIfNeeded();
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

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
  const candidate = await studentAtStepSix(page, "cv-suggest");

  await page.locator('input[type="file"]').setInputFiles({ name: "Kavya Rao CV.pdf", mimeType: "application/pdf", buffer: await drawCv(KAVYA_CV) });
  await expect(page.getByTestId("cv-name")).toHaveText("Kavya Rao CV.pdf");
  const found = page.getByRole("region", { name: "From your CV we found…" });
  await expect(found).toBeVisible();
  await expect(found.getByLabel("Designation")).toHaveValue("Frontend Developer");
  const skills = found.getByRole("list", { name: "Skills to save" });
  await expect(skills.getByRole("listitem")).toHaveText(["React", "TypeScript", "CSS", "Jest"]);
  await expect(found.getByLabel("Years of experience")).toHaveValue("4");

  // Nothing is saved before the candidate confirms.
  const before = await withDatabase(
    async (client) => (await client.query(`SELECT designation, skills, "experienceYears" FROM candidates WHERE id = $1`, [candidate.id])).rows[0],
  );
  expect(before).toEqual({ designation: "Student", skills: [], experienceYears: null });

  await checkPanel(page, found, "cv-suggestions");

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

/** Kavya's next CV: a new title, three more skills (one she has, in other letters), stated years. */
const KAVYA_NEXT_CV = [
  "Kavya Rao",
  "Full Stack Developer · Pune · kavya.rao@example.com",
  "6 years of experience building web products.",
  { heading: "Skills" },
  "Node.js, PostgreSQL, Docker, typescript",
  { heading: "Experience" },
  "Full Stack Developer, Cartwheel Labs    Jan 2025 – Present",
];

test("onboarding step six: a second CV adds its skills to the first one's and a hand-typed one, and the candidate chooses the title", async ({ page }) => {
  test.setTimeout(120_000);
  await studentAtStepSix(page, "cv-second");
  const cvInput = page.locator('input[type="file"]');
  const found = page.getByRole("region", { name: "From your CV we found…" });
  const skills = found.getByRole("list", { name: "Skills to save" });

  await cvInput.setInputFiles({ name: "Kavya Rao CV.pdf", mimeType: "application/pdf", buffer: await drawCv(KAVYA_CV) });
  await expect(skills.getByRole("listitem")).toHaveText(["React", "TypeScript", "CSS", "Jest"]);
  await found.getByRole("textbox", { name: "Skills" }).fill("Figma");
  await found.getByRole("textbox", { name: "Skills" }).press("Enter");
  await found.getByRole("button", { name: "Save to my profile" }).click();
  await expect(page.getByTestId("cv-suggestions-saved")).toBeVisible();

  await cvInput.setInputFiles({ name: "Kavya Rao CV 2026.pdf", mimeType: "application/pdf", buffer: await drawCv(KAVYA_NEXT_CV) });
  await expect(page.getByTestId("cv-name")).toHaveText("Kavya Rao CV 2026.pdf");
  await expect(skills.getByRole("listitem")).toHaveText(["React", "TypeScript", "CSS", "Jest", "Figma", "Node.js", "PostgreSQL", "Docker"]);
  await expect(found.getByTestId("cv-skills-origin")).toHaveText(
    "New from this CV: Node.js, PostgreSQL, Docker. Already on your profile: React, TypeScript, CSS, Jest, Figma.",
  );
  await expect(found.getByLabel("Designation")).toHaveValue("Full Stack Developer");
  await expect(found.getByText("Found in your CV: Full Stack Developer. On your profile now: Frontend Developer.")).toBeVisible();
  await expect(found.getByLabel("Years of experience")).toHaveValue("6");
  await expect(found.getByText("Found in your CV: 6 years. On your profile now: 4 years.")).toBeVisible();

  await checkPanel(page, found, "cv-suggestions-second");

  await found.getByRole("button", { name: "Keep Frontend Developer" }).click();
  await expect(found.getByLabel("Designation")).toHaveValue("Frontend Developer");
  await expect(found.getByRole("button", { name: "Use Full Stack Developer" })).toBeVisible();
  await found.getByRole("button", { name: "Save to my profile" }).click();
  await expect(page.getByTestId("cv-suggestions-saved")).toBeVisible();

  const profile = (await (await page.request.get("/api/users/get-profile")).json()) as Record<string, unknown>;
  expect({ Designation: profile.Designation, Skills: profile.Skills, ExperienceYears: profile.ExperienceYears }).toEqual({
    Designation: "Frontend Developer",
    Skills: ["React", "TypeScript", "CSS", "Jest", "Figma", "Node.js", "PostgreSQL", "Docker"],
    ExperienceYears: 6,
  });
  await page.getByRole("button", { name: "Complete registration" }).click();
  await page.getByRole("dialog", { name: "Your are almost done!" }).getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Go to dashboard" }).click();
  const dialog = await openProfileFromDashboard(page);
  await expect(dialog.getByRole("list", { name: "Skills" }).getByRole("listitem")).toHaveText([
    "React",
    "TypeScript",
    "CSS",
    "Jest",
    "Figma",
    "Node.js",
    "PostgreSQL",
    "Docker",
  ]);
});

test("skipping the suggestions saves nothing from them", async ({ page }) => {
  const candidate = await studentAtStepSix(page, "cv-skip");
  await page.locator('input[type="file"]').setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: await drawCv(KAVYA_CV) });
  const found = page.getByRole("region", { name: "From your CV we found…" });
  await found.getByRole("button", { name: "Skip these" }).click();
  await expect(found).toHaveCount(0);
  await page.getByRole("button", { name: "Complete registration" }).click();
  await expect(page).toHaveURL(step("onboarding_seven"));
  const row = await withDatabase(
    async (client) => (await client.query(`SELECT designation, skills, "experienceYears" FROM candidates WHERE id = $1`, [candidate.id])).rows[0],
  );
  expect(row).toEqual({ designation: "Student", skills: [], experienceYears: null });
});

test("on My CV, a new CV's suggestions keep the profile's own skills first and save through the profile", async ({ page }) => {
  const candidate = await createCandidate("cv-page-suggest");
  await withDatabase((client) => client.query(`UPDATE candidates SET skills = '{Figma}', "experienceYears" = 2 WHERE id = $1`, [candidate.id]));
  await signInAs(page, candidate);
  await page.goto("/cv");
  await page.locator('input[type="file"]').setInputFiles({ name: "Kavya Rao CV.pdf", mimeType: "application/pdf", buffer: await drawCv(KAVYA_CV) });
  await expect(page.getByTestId("cv-name")).toHaveText("Kavya Rao CV.pdf");
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

test("on a slow line, a CV chosen on My CV before the page's scripts arrive is uploaded once they do, and its suggestions shown", async ({ page }) => {
  const candidate = await createCandidate("cv-early-pick");
  await signInAs(page, candidate);
  // The page's scripts are held back until the CV has been chosen: the choice reaches the page before React does.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.+\.js/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/cv", { waitUntil: "domcontentloaded" });
  expect(await page.evaluate(() => "next" in window)).toBe(false);
  await page.locator('input[type="file"]').setInputFiles({ name: "Early Pick CV.pdf", mimeType: "application/pdf", buffer: await drawCv(KAVYA_CV) });
  release();
  await expect(page.getByTestId("cv-name")).toHaveText("Early Pick CV.pdf");
  const found = page.getByRole("region", { name: "From your CV we found…" });
  await expect(found.getByRole("list", { name: "Skills to save" }).getByRole("listitem")).toHaveText(["React", "TypeScript", "CSS", "Jest"]);
  const stored = await withDatabase(async (client) => (await client.query(`SELECT "resumeName" FROM candidates WHERE id = $1`, [candidate.id])).rows[0]);
  expect(stored).toEqual({ resumeName: "Early Pick CV.pdf" });
});
