import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";
import { answerBlocks, leastGroup, mostGroup } from "./support/disc";
import { createCandidate, signInAs } from "./support/profile";

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`);
}

const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("the DISC test on a phone: one block per screen, then a report that fits", async ({ page }) => {
  test.setTimeout(150_000);
  await signInAs(page, await createCandidate("disc-phone"));
  await page.goto("/test/disc");
  await page.getByRole("button", { name: "Start the test" }).click();

  // One block on the screen, its two lists stacked, nothing wider than the phone.
  await expect(page.getByRole("heading", { name: "Block 1 of 24" })).toBeVisible();
  await expect(page.getByRole("radio")).toHaveCount(8);
  const most = await mostGroup(page).boundingBox();
  const least = await leastGroup(page).boundingBox();
  expect(least!.y).toBeGreaterThan(most!.y + most!.height - 1);
  expect(await fitsTheScreen(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/disc-block-390.png", fullPage: true });

  // Touch taps work like clicks.
  await mostGroup(page).getByRole("radio").nth(2).tap();
  await expect(mostGroup(page).getByRole("radio").nth(2)).toBeChecked();

  await answerBlocks(
    page,
    0,
    24,
    (k) => (k % 2 ? "D" : "S"),
    () => "I",
  );
  await page.getByRole("button", { name: "See my results" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your working style" })).toBeVisible();
  await expect(page.getByTestId("disc-blend")).toHaveText(/^Mostly (Steadiness|Dominance)/);
  expect(await fitsTheScreen(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/disc-report-390.png", fullPage: true });

  await page.goto("/dashboard");
  await expect(page.getByTestId("disc-dashboard-card")).toContainText("Mostly");
  await page.getByTestId("disc-dashboard-card").screenshot({ path: "test-results/disc-card-390.png" });
  expect(await fitsTheScreen(page)).toBe(true);
});
