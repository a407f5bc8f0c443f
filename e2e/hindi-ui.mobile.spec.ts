// The Hindi interface on a phone (390 px): the shell's bottom bar and menu, the dashboard and
// Settings fit, nothing scrolls sideways, and the switch sits in the menu.
import { mkdirSync } from "node:fs";
import { expect, test } from "./support/test";
import { htmlLang, languageSection, sidewaysOverflow } from "./support/hindi";
import { seriousViolations } from "./support/marketing-axe";
import { createCandidate, signInAs } from "./support/profile";
import { openSettings } from "./support/settings";

test("at 390 px the Hindi shell, dashboard and Settings fit, and the menu switches back to English", async ({ page }) => {
  test.setTimeout(180_000);
  mkdirSync("test-results/hindi", { recursive: true });
  const candidate = await createCandidate("hindi-ui-mobile");
  await signInAs(page, candidate);
  await openSettings(page);
  await languageSection(page).getByTestId("language-hi").click();
  await expect(page.getByRole("heading", { name: "सेटिंग्स", level: 1 })).toBeVisible({ timeout: 30_000 });
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/hindi/settings-390.png" });
  await page.locator("#settings-password").scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/hindi/settings-password-390.png" });
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto("/dashboard");
  await expect(page.getByTestId("dashboard-greeting")).toHaveText(/^(फिर से )?स्वागत है, Kiran$/);
  await expect(htmlLang(page)).toHaveAttribute("lang", "hi");
  const bottomBar = page.getByRole("navigation", { name: "मुख्य" });
  await expect(bottomBar.getByRole("link", { name: "होम" })).toBeVisible();
  await expect(bottomBar.getByRole("button", { name: "लॉग आउट" })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/hindi/dashboard-390.png" });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "मेन्यू खोलें" }).click();
  const menu = page.getByRole("dialog", { name: "मेन्यू" });
  await expect(menu.getByRole("link", { name: "सेटिंग्स" })).toBeVisible();
  await page.screenshot({ path: "test-results/hindi/menu-390.png" });
  await menu.getByTestId("language-en").click();
  await expect(page.getByTestId("dashboard-greeting")).toHaveText(/^Welcome( back)?, Kiran$/, { timeout: 30_000 });
  await expect(htmlLang(page)).toHaveAttribute("lang", "en");
});
