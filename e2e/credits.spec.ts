// Buying, sharing and redeeming mock interview credits, with the local test checkout.
import { expect, test, type Page } from "./support/test";
import { readOutbox } from "./support/outbox";
import { SHOTS, SIGN_IN_WAIT, signInAs } from "./support/credits";
import { createCandidate, type TestCandidate } from "./support/profile";
import { signIn } from "./support/accounts";

test.describe.configure({ timeout: 180_000 });

async function ledgerRows(page: Page) {
  await page.goto("/mock/ledger");
  return page.getByTestId("ledger").locator("tbody tr");
}

test("buy Copper with a coupon, share a credit, and a friend redeems it", async ({ page, browser }) => {
  const buyer: TestCandidate = await createCandidate("buyer");
  await signInAs(page, buyer);

  await page.goto("/mock/plans");
  await expect(page.getByText("Sorry You do not have any active plans right now")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Copper" })).toBeVisible();
  await expect(page.getByText("₹297")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/plans-1280.png`, fullPage: true });
  await page.getByRole("link", { name: "Buy Copper" }).click();

  await expect(page).toHaveURL(/\/purchase\?plan_type=MOCK&plan_name=COPPER/);
  await page.locator("form[data-hydrated=true]").waitFor();
  await page.getByLabel("Coupon code").fill("EXPIRED5");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("This coupon has expired")).toBeVisible();
  await page.getByLabel("Coupon code").fill("welcome10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Coupon applied successfully: ₹8.70 off")).toBeVisible();
  await expect(page.getByTestId("amount-to-pay")).toHaveText("₹78.30");
  await page.screenshot({ path: `${SHOTS}/purchase-1280.png`, fullPage: true });
  await page.getByRole("button", { name: "Pay ₹78.30" }).click();

  const checkout = page.getByRole("dialog", { name: "Test checkout" });
  await expect(checkout).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/test-checkout-1280.png` });
  await checkout.getByRole("button", { name: "Pay ₹78.30" }).click();
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  await expect(page.getByTestId("purchase-result")).toHaveText("You received 3 credits. You now have 3 credits.");
  await expect(page.getByRole("link", { name: "Go to dashboard" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/purchase-success-1280.png` });

  await expect.poll(() => readOutbox({ to: buyer.email }).filter((m) => m.subject === "Receipt for your Copper plan").length).toBe(1);
  const receipt = readOutbox({ to: buyer.email }).find((m) => m.subject === "Receipt for your Copper plan")!;
  expect(receipt.text).toContain("Amount paid: ₹78.30");
  expect(receipt.text).toContain("Discount: ₹8.70 (WELCOME10)");

  await page.goto("/mock/plans");
  await expect(page.getByTestId("credit-badge")).toHaveText("3");
  await expect(page.getByText("3 of 3 left")).toBeVisible();

  // Share one credit from the ledger page.
  await page.goto("/mock/ledger");
  await page.getByRole("button", { name: "Share Interview" }).click();
  const confirm = page.getByRole("dialog", { name: "Share a mock interview" });
  await expect(confirm).toContainText("deducts one token");
  await confirm.getByRole("button", { name: "Use 1 token and share" }).click();
  const share = page.getByRole("dialog", { name: "Share with a friend" });
  await expect(share.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);
  for (const name of ["X", "Facebook", "LinkedIn"]) await expect(share.getByRole("link", { name, exact: true })).toBeVisible();
  const shareUrl = await share.getByLabel("Your link (single use)").inputValue();
  expect(shareUrl).toMatch(/\/mock\/redeem\?token=[\w-]+$/);
  await share.getByRole("button", { name: "Copy" }).click();
  await expect(share.getByText("Link copied to clipboard!")).toBeVisible();
  await expect(page.getByTestId("credit-badge")).toHaveText("2");
  await page.screenshot({ path: `${SHOTS}/share-dialog-1280.png` });

  // A friend, signed out, follows the link: signs in and comes back to redeem it.
  const friend = await createCandidate("friend");
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  await friendPage.goto(new URL(shareUrl).pathname + new URL(shareUrl).search);
  await expect(friendPage).toHaveURL(/\/auth\/login/);
  await signIn(friendPage, friend.email, friend.password);
  await expect(friendPage).toHaveURL(/\/mock\/redeem\?token=/, SIGN_IN_WAIT);
  await expect(friendPage.getByRole("heading", { name: "Token redeemed successfully!" })).toBeVisible();
  await friendPage.screenshot({ path: `${SHOTS}/redeem-1280.png` });

  const friendRows = await ledgerRows(friendPage);
  await expect(friendRows).toHaveCount(1);
  // Labelled by what it is, not by the buyer's plan.
  await expect(friendRows.first()).toContainText("From a friend's share link");
  await expect(friendRows.first()).not.toContainText("Copper");
  await expect(friendRows.first()).toContainText("+1");

  // The same link again fails: single use.
  await friendPage.goto(new URL(shareUrl).pathname + new URL(shareUrl).search);
  await expect(friendPage.getByRole("heading", { name: "Failed to redeem token!" })).toBeVisible();
  await expect(friendPage.getByText("This link has already been used")).toBeVisible();
  await friendContext.close();

  const rows = await ledgerRows(page);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("Mock interview shared");
  await expect(rows.nth(0).locator("td").nth(3)).toHaveText("2");
  await expect(rows.nth(1)).toContainText("Plan purchased");
  await expect(rows.nth(1)).toContainText("Copper plan");
  await expect(rows.nth(1).locator("td").nth(3)).toHaveText("3");
  await page.screenshot({ path: `${SHOTS}/ledger-1280.png`, fullPage: true });
});

test("a 100% coupon takes the free-order path; a declined payment shows the failure page", async ({ page }) => {
  const candidate = await createCandidate("free");
  await signInAs(page, candidate);
  await page.goto("/purchase?plan_type=MOCK&plan_name=BASIC");
  await page.locator("form[data-hydrated=true]").waitFor();
  await page.getByRole("button", { name: "Pay ₹39" }).click();
  await page.getByRole("dialog", { name: "Test checkout" }).getByRole("button", { name: "Fail payment" }).click();
  await expect(page.getByRole("heading", { name: "Transaction failed" })).toBeVisible();
  await expect(page.getByText("Your transaction is failed, If any amount deducted from account we recomend you to contact our support team.")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/purchase-failed-1280.png` });
  await page.getByRole("button", { name: "Try again" }).click();

  await page.getByLabel("Coupon code").fill("FREEMOCK");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("amount-to-pay")).toHaveText("₹0");
  await page.getByRole("button", { name: "Get it free" }).click();
  await expect(page.getByTestId("purchase-result")).toHaveText("You received 1 credit. You now have 1 credit.");
  await expect.poll(() => readOutbox({ to: candidate.email }).filter((m) => m.subject === "Receipt for your Basic plan").length).toBe(1);
});

test("the redeem page without a token goes to /mock", async ({ page }) => {
  const candidate = await createCandidate("notoken");
  await signInAs(page, candidate);
  await page.goto("/mock/redeem");
  await expect(page).toHaveURL(/\/mock$/);
});
