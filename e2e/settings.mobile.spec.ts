// Settings on a phone: every section fits and the account can be closed and kept.
import { expect, test } from "./support/test";
import { signIn } from "./support/accounts";
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

test("at 390 px the account-closed page and a closed account's banner fit above the page and links to Settings", async ({ page }) => {
  const candidate = await createCandidate("settings-closed-mobile");
  await signInAs(page, candidate);
  await openSettings(page);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await page.getByLabel("Your password", { exact: true }).fill(candidate.password);
  await page.getByRole("button", { name: "Close and delete my account" }).click();
  await expect(page.getByRole("heading", { name: "Your account is closed" })).toBeVisible();
  const overflowClosed = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflowClosed).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/account-closed-390.png", fullPage: true });
  await page.getByRole("link", { name: "Sign in to cancel the deletion" }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await signIn(page, candidate.email, candidate.password);
  await expect(page).toHaveURL(/\/(dashboard|settings)/);
  await page.goto("/dashboard");
  const banner = page.getByTestId("closed-account-banner");
  await expect(banner).toContainText("Your account is closed");
  await expect(banner.getByRole("link", { name: "Cancel the deletion in Settings" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: "test-results/closed-account-banner-390.png" });
});
