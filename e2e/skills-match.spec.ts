// A candidate lists their skills on the profile, then sees how they match on each job card, on
// the job page (matched and missing, with the reasons), and sorts /discover by best match.
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "./support/test";
import { withPrisma } from "./support/accounts";
import { seriousViolations } from "./support/marketing-axe";
import { createCandidate, signInAs } from "./support/profile";

const SHOTS = "test-results/skills-match";
const HOUR_MS = 3_600_000;

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Three open jobs under one made-up word, each with its own skills; the best match for our candidate is the oldest. */
async function jobsWithSkills() {
  const tag = `Skillsmatch${randomBytes(4)
    .toString("hex")
    .replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;
  const jobs = [
    { title: `${tag} Platform Engineer`, skills: ["Node.js", "PostgreSQL", "Docker", "Kubernetes", "GraphQL"], hoursAgo: 3 },
    { title: `${tag} Interface Developer`, skills: ["React", "TypeScript", "CSS"], hoursAgo: 1 },
    { title: `${tag} Data Engineer`, skills: ["Python", "SQL", "Airflow", "Spark"], hoursAgo: 2 },
  ];
  const ids = await withPrisma(async (client) => {
    const company = await client.company.findFirstOrThrow({ where: { slug: "brightloom" }, select: { id: true } });
    const made: string[] = [];
    for (const [i, job] of jobs.entries()) {
      const row = await client.job.create({
        data: {
          shortId: `JB-SM${randomBytes(3).toString("hex").toUpperCase()}${i}`,
          companyId: company.id,
          title: job.title,
          description: `Join the ${job.title} team. You will work with ${job.skills.join(", ")}.`,
          industry: "Information Technology",
          experienceMin: 2,
          salaryMin: 900_000,
          salaryMax: 1_500_000,
          jobType: "FULL_TIME",
          workMode: "HYBRID",
          skills: job.skills,
          locations: ["Pune"],
          createdAt: new Date(Date.now() - job.hoursAgo * HOUR_MS),
        },
        select: { id: true },
      });
      made.push(row.id);
    }
    return made;
  });
  return { tag, titles: jobs.map((j) => j.title), ids };
}

test("a candidate adds skills on the profile, sees the match on a card and the job page, and sorts by best match", async ({ page }) => {
  test.setTimeout(180_000);
  const { tag, titles, ids } = await jobsWithSkills();
  const [platform, iface, data] = titles as [string, string, string];
  await signInAs(page, await createCandidate("skills"));

  // No skills yet: sorting by best match says why it cannot, and the cards offer a way to add
  // them instead of "0 of 5".
  await page.goto(`/discover?q=${tag}&sort=match`);
  await expect(page.getByTestId("match-sort-needs-skills")).toContainText("your profile has no skills yet");
  const card = (title: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card(platform).getByTestId("skills-match")).toHaveText("Add your skills to see how you match");
  await card(platform).getByRole("link", { name: "Add your skills to see how you match" }).click();

  // The link opens the profile's edit form at the skills field.
  await expect(page).toHaveURL(/\/dashboard\?profile=skills/);
  const dialog = page.getByRole("dialog", { name: "Edit profile" });
  const skills = dialog.getByRole("textbox", { name: /^Skills/ });
  await expect(skills).toBeFocused();
  await skills.fill("nodejs");
  await skills.press("Enter");
  await skills.fill("Postgre SQL");
  await dialog.getByRole("button", { name: "Add to skills" }).click();
  for (const skill of ["docker", "Haskell", "python"]) {
    await skills.fill(skill);
    await skills.press("Enter");
  }
  // A repeat (any case) is refused by name; a skill over 40 characters stays in the box to be shortened.
  await skills.fill("NodeJS");
  await skills.press("Enter");
  await expect(dialog.getByText("nodejs is already added")).toBeVisible();
  await skills.fill("x".repeat(41));
  await skills.press("Enter");
  await expect(dialog.getByText("Keep each skill to 40 characters or fewer")).toBeVisible();
  await expect(skills).toHaveValue("x".repeat(41));
  await skills.fill("");
  await dialog.getByRole("button", { name: "Remove Haskell" }).click();
  await expect(skills).toBeFocused();
  const chosen = dialog.getByRole("list", { name: "Your skills" }).getByRole("listitem");
  await expect(chosen).toHaveText(["nodejs", "Postgre SQL", "docker", "python"]);
  await dialog.getByLabel("Years of experience").fill("6");
  expect(await seriousViolations(page), "profile skills editor").toEqual([]);
  await skills.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/profile-skills-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await skills.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/profile-skills-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  const view = page.getByRole("dialog", { name: "My profile" });
  await expect(view.getByTestId("profile-notice")).toHaveText("Profile saved");
  await expect(view.getByRole("list", { name: "Skills" }).getByRole("listitem")).toHaveText(["nodejs", "Postgre SQL", "docker", "python"]);
  await expect(view.getByText("6 years")).toBeVisible();
  await view.getByRole("button", { name: "Close" }).first().click();

  // Each card counts against its own job's skills.
  await page.goto(`/discover?q=${tag}`);
  await expect(card(platform).getByTestId("skills-match")).toHaveText("You match 3 of 5 skills");
  await expect(card(iface).getByTestId("skills-match")).toHaveText("You match 0 of 3 skills");
  await expect(card(data).getByTestId("skills-match")).toHaveText("You match 1 of 4 skills");
  // The default order is newest first: the best match is last.
  const order = () => page.getByRole("article").getByRole("heading", { level: 3 }).allInnerTexts();
  expect(await order()).toEqual([iface, data, platform]);
  await card(platform).screenshot({ path: `${SHOTS}/card-1280.png` });

  // Best match first, then the default order; the choice lives in the address.
  await page.getByLabel("Sort by").selectOption({ label: "Best match (your skills)" });
  await expect(page).toHaveURL(/sort=match/);
  await expect.poll(order).toEqual([platform, data, iface]);
  expect(await seriousViolations(page), "discover by match").toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await card(platform).screenshot({ path: `${SHOTS}/card-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The job page: what matched (and as what the candidate wrote it), and what is missing.
  await card(platform).getByRole("link", { name: platform }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${ids[0]}`));
  const panel = page.getByTestId("skills-match-panel");
  await expect(panel.getByRole("heading", { level: 2 })).toHaveText("You match 3 of 5 skills");
  const have = panel.getByRole("list", { name: "Skills you have", exact: true }).getByRole("listitem");
  await expect(have).toHaveText([/^Node\.jsOn your profile as “nodejs”/, /^PostgreSQLOn your profile as “Postgre SQL”/, /^DockerOn your profile as “docker”/]);
  const missing = panel.getByRole("list", { name: "Skills you have not listed" }).getByRole("listitem");
  await expect(missing).toHaveText([/^Kubernetes/, /^GraphQL/]);
  await expect(missing.first()).toContainText("your profile does not list it");
  expect(await seriousViolations(page), "job page").toEqual([]);
  await shot(page, "job-page-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "job-page-390");
});
