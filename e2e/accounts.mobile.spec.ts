import { expect, test, type Page } from "./support/test";
import { countMessages, freshEmail, nextCode } from "./support/accounts";

async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("sign-in, sign-up and the first profile step fit a 390 px phone", async ({ page }) => {
  for (const path of ["/auth", "/auth/login", "/auth/forgotpassword"]) {
    await page.goto(path);
    await expectNoSideways(page);
    if (path === "/auth") await page.screenshot({ path: "test-results/screens/auth-chooser-390.png" });
  }
  const email = freshEmail("phone");
  await page.goto("/auth/register");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Phone@2026!");
  const before = countMessages(email);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL(/steps=onboarding_two/);
  await expectNoSideways(page);
  await page.getByLabel("OTP Code").fill(await nextCode(email, before));
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL(/steps=onboarding_three/);
  await expect(page.getByLabel("First name")).toBeVisible();
  await expectNoSideways(page);
  await expect(page.getByTestId("country-flag")).toHaveAttribute("src", "/flags/IN.svg");
  await page.getByLabel("Mobile number").fill("9876543210");
  await page.getByRole("button", { name: "Send OTP" }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("button", { name: "Send OTP" })).toBeVisible();
  await expectNoSideways(page);
  await page.screenshot({ path: "test-results/screens/onboarding-three-390.png", fullPage: true });
});
