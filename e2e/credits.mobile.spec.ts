// The plans, checkout and ledger screens at 390 px.
import { expect, test } from "./support/test";
import { SHOTS, signInAs } from "./support/credits";
import { createCandidate } from "./support/profile";

test.describe.configure({ timeout: 180_000 });

test("plans, checkout and ledger fit a phone", async ({ page }) => {
  const candidate = await createCandidate("phone");
  await signInAs(page, candidate);
  await page.goto("/mock/plans");
  await expect(page.getByRole("link", { name: "Buy Silver" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/plans-390.png`, fullPage: true });
  await page.getByRole("link", { name: "Buy Silver" }).click();
  await page.locator("form[data-hydrated=true]").waitFor();
  await page.getByLabel("Coupon code").fill("FLAT20");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("amount-to-pay")).toHaveText("₹75");
  await page.screenshot({ path: `${SHOTS}/purchase-390.png`, fullPage: true });
  await page.getByRole("button", { name: "Pay ₹75" }).click();
  await page.getByRole("dialog", { name: "Test checkout" }).getByRole("button", { name: "Pay ₹75" }).click();
  await expect(page.getByTestId("purchase-result")).toHaveText("You received 5 credits. You now have 5 credits.");
  await page.goto("/mock/ledger");
  await expect(page.getByTestId("ledger").locator("tbody tr")).toHaveCount(1);
  await page.getByRole("button", { name: "Share Interview" }).click();
  await page.getByRole("button", { name: "Use 1 token and share" }).click();
  await expect(page.getByRole("dialog", { name: "Share with a friend" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/share-dialog-390.png` });
  await page.keyboard.press("Escape");
  await page.screenshot({ path: `${SHOTS}/ledger-390.png`, fullPage: true });
});
