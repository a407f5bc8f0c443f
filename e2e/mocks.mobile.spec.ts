import { expect, test } from "./support/test";
import { cvPdf, fillNewMockForm, giveCredits, newMockFormArriving, signInToMocks } from "./support/mocks";
import { createCandidate } from "./support/profile";
import { createReadyMockE2E } from "./support/mock-interview";

test("on a phone, the form fits and a created mock turns ready in the list", async ({ page }) => {
  test.setTimeout(240_000); // sign-in, the form, and waiting for generation on a busy machine
  const candidate = await createCandidate("mock-phone");
  await giveCredits(candidate.id, 2);
  await signInToMocks(page, candidate);
  await page.goto("/mock");
  await expect(page.getByRole("heading", { name: "No mock interviews yet" })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/mock-empty-390.png", fullPage: true });

  // Three mocks made before: the new one must still be the card brought into view.
  for (const question of ["Tell me about a report you built.", "How do you check your numbers?", "What did you learn last year?"])
    await createReadyMockE2E(candidate.id, [question]);
  await page.goto("/mock/new-mock");
  await expect(page.locator("form[data-hydrated]")).toBeVisible();
  await page.getByLabel("Upload your resume as a PDF").setInputFiles(cvPdf());
  await fillNewMockForm(page, { title: "Data Engineer", skills: ["Python"], value: "teamwork" });
  await page.screenshot({ path: "test-results/screens/new-mock-390.png", fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole("button", { name: "Ready? Let's go!" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, create it" }).click();
  // A confirmation on the new card, in view and focused (a screen reader reads it); a reload does not say it again.
  const created = page.getByTestId("created-mock");
  await expect(created).toContainText("Your mock interview “Data Engineer” is created. Your questions are ready within 2 minutes");
  await expect(created).toBeFocused();
  await expect(created).toBeInViewport();
  await expect(page).toHaveURL(/\/mock$/);
  const card = created.getByTestId("mock-card");
  await expect(card).toContainText("Data Engineer");
  await expect(page.getByTestId("mock-card")).toHaveCount(4);
  await page.screenshot({ path: "test-results/screens/mock-list-preparing-390.png", fullPage: true });
  await expect(card.getByRole("link", { name: "Start Mock Interview" })).toBeVisible({ timeout: 120_000 });
  await page.screenshot({ path: "test-results/screens/mock-list-390.png", fullPage: true });
  await page.reload();
  await expect(page.getByTestId("mock-card")).toHaveCount(4);
  await expect(page.getByTestId("created-mock")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("on a phone, the new-mock form's placeholder holds its place while it loads, and the form then refuses an empty submit in view", async ({ page }) => {
  test.setTimeout(120_000); // the page, its held scripts, then the form and axe, on a busy machine
  const candidate = await createCandidate("mock-island-phone");
  await giveCredits(candidate.id, 1);
  await signInToMocks(page, candidate);
  const { loading, loaded } = await newMockFormArriving(page, "test-results/screens/new-mock-loading-390.png");
  expect(Math.abs(loaded - loading)).toBeLessThanOrEqual(1);

  await page.getByRole("button", { name: "Ready? Let's go!" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Resume is required" })).toBeVisible();
  await expect(page.getByLabel("Upload your resume as a PDF")).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/screens/new-mock-error-390.png", fullPage: true });
});

test("on a phone, tabbing to Take mock test shows the your credits tooltip inside the screen", async ({ page }) => {
  const candidate = await createCandidate("tipm");
  await giveCredits(candidate.id, 2);
  await signInToMocks(page, candidate);
  await page.goto("/mock");
  const take = page.getByRole("link", { name: /Take mock test/ });
  await take.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  const tip = page.getByRole("tooltip", { name: "your credits" });
  await expect(tip).toHaveCSS("opacity", "1");
  const box = (await tip.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/screens/credits-tooltip-390.png" });
});
