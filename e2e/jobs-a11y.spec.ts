import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";
import { signInAsDemo } from "./support/auth";
import { openJobsNotApplied } from "./support/jobs";

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`);
}

test("the jobs screens have no serious accessibility problems", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsDemo(page);
  const [job] = await openJobsNotApplied(page.request, "developer");
  for (const url of ["/dashboard", "/discover?q=developer", "/discover?q=zzqxvv", "/jobs", `/jobs/${job!.Job_Id}`]) {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), url).toEqual([]);
  }
  await page.getByRole("button", { name: /^Notifications/ }).click();
  await expect(page.getByRole("region", { name: "Notifications" })).toBeVisible();
  expect(await seriousViolations(page), "notifications").toEqual([]);
});

test("the quick-apply popup, with its errors showing, has no serious accessibility problems", async ({ page, request }) => {
  const [job] = await openJobsNotApplied(request, "developer");
  await page.goto(`/jobs/id?jid=${job!.Job_Id}&src=linkedin`);
  // The page's scripts must have arrived for Apply Now to open the popup.
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: /^Apply Now/ }).click();
  const form = page.getByRole("dialog", { name: "Join application" });
  await expect(form).toBeVisible();
  await form.getByRole("button", { name: "Apply Now" }).click();
  await expect(form.getByText("Resume is required")).toBeVisible();
  await expect(form.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
  expect(await seriousViolations(page)).toEqual([]);
});
