// Job alerts: save a search from /discover, find it in Settings, and choose the e-mails you get.
import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "./support/test";
import { PgBoss } from "pg-boss";
import { jobData } from "@/test/factories";
import { e2eDatabaseUrl, withPrisma } from "./support/accounts";
import { readOutbox } from "./support/outbox";
import { createCandidate, signInAs } from "./support/profile";
import { openSettings } from "./support/settings";

async function openDiscover(page: Page, query = "") {
  await page.goto(`/discover${query}`);
  await expect(page.getByRole("heading", { name: "Discover jobs" })).toBeVisible();
  await expect(page.locator("[data-testid=save-search][data-ready]")).toBeVisible({ timeout: 30_000 });
}

test("save a search: set filters on Discover, save it, see it in Settings, and turn an e-mail off for good", async ({ page }) => {
  const candidate = await createCandidate("alerts");
  await signInAs(page, candidate);
  await openDiscover(page);

  // Nothing chosen yet: nothing to save, and the page says why.
  await expect(page.getByRole("button", { name: "Save this search" })).toBeDisabled();
  await expect(page.getByText("Type a keyword or choose a filter to save this search as a job alert.")).toBeVisible();

  await page.getByRole("searchbox", { name: "Search jobs" }).fill("developer");
  await expect(page).toHaveURL(/[?&]q=developer/, { timeout: 30_000 });
  await page.getByLabel("Work mode").selectOption("REMOTE");
  await expect(page).toHaveURL(/mode=REMOTE/, { timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Save this search" })).toBeEnabled();
  await page.getByRole("button", { name: "Save this search" }).click();
  await expect(page.getByText("Search saved")).toBeVisible();
  await expect(page.getByText("We will e-mail you new matches once a day.")).toBeVisible();
  await page.screenshot({ path: "test-results/job-alerts-discover-1280.png" });

  // The same search again is already saved.
  await page.reload();
  await expect(page.getByText("Search saved")).toBeVisible();

  await page.getByRole("link", { name: "Manage in Settings" }).click();
  await expect(page).toHaveURL(/\/settings/);
  await openSettings(page);
  const saved = page.getByTestId("saved-searches");
  await expect(saved.getByRole("link", { name: "“developer” · Remote" })).toHaveAttribute("href", "/discover?q=developer&mode=REMOTE");

  const prefs = page.locator("[data-testid=email-preferences][data-ready]");
  await expect(prefs).toBeVisible();
  await expect(page.getByRole("switch", { name: "Job alerts" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Application updates" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "News and offers" })).not.toBeChecked();
  await page.getByRole("switch", { name: "Job alerts" }).click();
  await expect(page.getByText("Saved: Job alerts off.")).toBeVisible();
  await expect(page.getByText("Job alerts are off: your saved searches are kept")).toBeVisible();
  await page.screenshot({ path: "test-results/job-alerts-settings-1280.png", fullPage: true });

  await page.reload();
  await openSettings(page);
  await expect(page.getByRole("switch", { name: "Job alerts" })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "Mock interview results" })).toBeChecked();

  // Deleting the search takes it off the list, and stays deleted.
  await page.getByRole("button", { name: "Delete the saved search “developer” · Remote" }).click();
  await expect(page.getByText("No saved searches yet.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("No saved searches yet.")).toBeVisible();
});

test("the daily alert e-mail lists a new matching job, and its link turns job alerts off without signing in", async ({ browser }) => {
  const candidate = await createCandidate("alerts-mail");
  const word = `zq${randomBytes(5)
    .toString("hex")
    .replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;
  const title = `Principal ${word} Engineer`;
  await withPrisma(async (client) => {
    await client.savedSearch.create({ data: { candidateId: candidate.id, query: `q=${word}`, checkedUntil: new Date(Date.now() - 60_000) } });
    const company = await client.company.findFirstOrThrow({ select: { id: true } });
    await client.job.createMany({ data: [jobData(company.id, { title }), jobData(company.id, { title: "Unrelated Gardener" })] });
  });
  // What the 06:00 UTC run does for each candidate: queue their digest for the app's worker.
  const boss = new PgBoss({ connectionString: e2eDatabaseUrl(), schema: "pgboss", supervise: false, schedule: false, migrate: false });
  await boss.start();
  await boss.send("alerts.digest", { candidateId: candidate.id });
  await boss.stop({ graceful: false });

  await expect.poll(() => readOutbox({ to: candidate.email })[0]?.subject ?? "", { timeout: 30_000 }).toBe("1 new job matching your saved search");
  const mail = readOutbox({ to: candidate.email })[0]!;
  expect(mail.text).toContain(title);
  expect(mail.text).not.toContain("Unrelated Gardener");
  const link = new URL(/https?:\/\/\S+\/job-alerts\/unsubscribe\?\S+/.exec(mail.text)![0]);

  const stranger = await browser.newContext();
  const page = await stranger.newPage();
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("heading", { name: "Job alerts are off" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("We will not send you job alert e-mails any more.")).toBeVisible();
  await page.screenshot({ path: "test-results/job-alerts-unsubscribed-1280.png" });
  const prefs = await withPrisma((client) => client.emailPreference.findUnique({ where: { candidateId: candidate.id } }));
  expect(prefs?.jobAlerts).toBe(false);
  await stranger.close();
});

test("an unsubscribe link that is not ours changes nothing and says so", async ({ page }) => {
  const id = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";
  await page.goto(`/job-alerts/unsubscribe?id=${id}&token=${randomBytes(32).toString("base64url")}`);
  await expect(page.getByRole("heading", { name: "Job alerts are still on" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/This unsubscribe link is not valid/)).toBeVisible();
  await page.goto("/job-alerts/unsubscribe?id=nope");
  await expect(page.getByRole("heading", { name: "This link is not complete" })).toBeVisible();
});
