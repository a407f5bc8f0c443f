// Job alerts on a phone: the save button and the Settings sections fit 390 px.
import { expect, test } from "./support/test";
import { createCandidate, signInAs } from "./support/profile";
import { openSettings } from "./support/settings";

const sideways = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

test("at 390 px a search is saved from Discover and the e-mail switches work in Settings, nothing scrolling sideways", async ({ page }) => {
  const candidate = await createCandidate("alerts-mobile");
  await signInAs(page, candidate);
  await page.goto("/discover?q=designer&location=Pune");
  await expect(page.locator("[data-testid=save-search][data-ready]")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Save this search" }).click();
  await expect(page.getByText("Search saved")).toBeVisible();
  expect(await page.evaluate(sideways)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/job-alerts-discover-390.png" });

  await openSettings(page);
  await expect(page.getByTestId("saved-searches").getByRole("link", { name: "“designer” · Pune" })).toBeVisible();
  await expect(page.locator("[data-testid=email-preferences][data-ready]")).toBeVisible();
  await page.getByRole("switch", { name: "News and offers" }).click();
  await expect(page.getByText("Saved: News and offers on.")).toBeVisible();
  expect(await page.evaluate(sideways)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/job-alerts-settings-390.png", fullPage: true });
});
