import { expect, test } from "./support/test";
import { signInAsDemo } from "./support/auth";
import { createReadyMockE2E } from "./support/mock-interview";
import { createCandidate, signInAs } from "./support/profile";

test("on a phone, the demo candidate's review reads in one column and the progress shows on /mock", async ({ page }) => {
  await signInAsDemo(page);
  await page.goto("/mock");
  await expect(page.getByTestId("score-progress")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/mock-progress-390.png", fullPage: true });
  const card = page.getByTestId("mock-card").filter({ hasText: "Frontend Developer" }).first();
  await card.getByRole("link", { name: "View FeedBack" }).click();
  await expect(page).toHaveURL(/\/mock\/mock-review\?mock_id=/);
  await expect(page.getByTestId("total-score")).toContainText("/10");
  await expect(page.getByText("Scored by HireReady's rules from what you said").first()).toBeVisible();
  const cards = page.getByTestId("answer-card");
  await expect(cards).toHaveCount(3);
  await expect(cards.first().getByTestId("evidence").getByRole("listitem").first()).toBeVisible();
  await page.screenshot({ path: "test-results/screens/mock-review-390.png", fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("on a phone, the interview's declaration shows the camera check", async ({ page }) => {
  const candidate = await createCandidate("interview-phone");
  const mockId = await createReadyMockE2E(candidate.id, ["Tell me about a time you used SQL to save your team time."]);
  await signInAs(page, candidate);
  await page.goto(`/mock/mock-interview?mock_id=${mockId}`);
  await page.getByRole("button", { name: "Check camera and microphone" }).click();
  await expect(page.getByTestId("declaration")).toHaveAttribute("data-state", "ready");
  await page.screenshot({ path: "test-results/screens/mock-declaration-390.png", fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
