import { expect, test } from "./support/test";
import { countMessages, freshEmail, freshMobile, nextCode, withDatabase } from "./support/accounts";
import { signInAsDemo } from "./support/auth";
import { createCandidate, openProfileFromDashboard, pngFile, signInAs } from "./support/profile";
import { candidateAtStep, expectNoHorizontalOverflow, screenshot, signInTo } from "./support/ux";

test("on a phone, every applications tab fits, Hired included, and the page never scrolls sideways", async ({ page }) => {
  await signInAsDemo(page);
  await page.goto("/jobs");
  const hired = page.getByRole("tab", { name: /^Hired/ });
  await expect(hired).toBeVisible();
  const box = await hired.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await expect(hired).toContainText("Hired");
  await expectNoHorizontalOverflow(page);
  await screenshot(page, "jobs-390");
});

test("on a phone, the dashboard keeps a long first name and full job titles beside their status inside the screen", async ({ page }) => {
  const candidate = await createCandidate("longname");
  await withDatabase((client) => client.query(`UPDATE candidates SET "firstName" = 'Venkatasubramanianarayanaswamy' WHERE id = $1`, [candidate.id]));
  await signInAs(page, candidate);
  await expect(page.getByTestId("dashboard-greeting")).toContainText("Venkatasubramanianarayanaswamy");
  await expectNoHorizontalOverflow(page);
  await screenshot(page, "dashboard-long-name-390");

  await page.context().clearCookies();
  await signInAsDemo(page);
  const rows = page.getByRole("region", { name: "Recent applications" }).getByRole("listitem");
  await expect(rows.first()).toBeVisible();
  // A title beside its status chip wraps instead of shrinking to "Senior …".
  const clipped = await rows
    .locator("a")
    .evaluateAll((links) => links.filter((a) => a.scrollWidth > a.clientWidth + 1 || a.scrollHeight > a.clientHeight + 1).map((a) => a.textContent));
  expect(clipped).toEqual([]);
  await expectNoHorizontalOverflow(page);
  await screenshot(page, "dashboard-demo-390");
});

test("on a phone, the profile photo stays round in edit mode and the profile and CV pages fit", async ({ page }) => {
  await signInAs(page, await createCandidate("photo"));
  const dialog = await openProfileFromDashboard(page);
  await dialog.getByRole("button", { name: "Edit Profile" }).click();
  await dialog.getByTestId("photo-input").setInputFiles(await pngFile());
  const photo = dialog.locator("img").first();
  await expect(photo).toBeVisible();
  await expect
    .poll(async () => {
      const box = await photo.boundingBox();
      return box ? Math.abs(box.width - box.height) : 99;
    })
    .toBeLessThanOrEqual(1);
  await expectNoHorizontalOverflow(page);
  await screenshot(page, "profile-edit-390");
  await page.goto("/cv");
  await expectNoHorizontalOverflow(page);
  await page.goto("/discover");
  await expectNoHorizontalOverflow(page);
});

test("on a phone, onboarding's Back and sign-out fit beside the step", async ({ page }) => {
  const candidate = await candidateAtStep("phone-onboarding", "onboarding_six");
  await signInTo(page, candidate, /steps=onboarding_six$/);
  await expect(page.getByRole("button", { name: "Back" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await screenshot(page, "onboarding-step-six-390");
});

test("on a phone, picking an interest from the suggestions keeps the CV box in view and the list closes after the pick", async ({ page }) => {
  const candidate = await candidateAtStep("frontphone", "onboarding_six");
  await signInTo(page, candidate, /steps=onboarding_six$/);
  const box = page.getByRole("combobox", { name: /Interests/ });
  const suggestions = page.getByRole("listbox", { name: "Suggested job titles" });
  await box.fill("front");
  await expect(suggestions).toBeVisible();
  const list = (await suggestions.boundingBox())!;
  const cv = (await page.getByText("Upload your CV").first().boundingBox())!;
  expect(list.y + list.height).toBeLessThanOrEqual(cv.y);
  await expectNoHorizontalOverflow(page);
  await screenshot(page, "interest-suggestions-390");
  await suggestions.getByRole("option", { name: "Frontend Developer", exact: true }).click();
  await expect(page.getByRole("list", { name: "Your interests" }).getByRole("listitem")).toHaveText(["Frontend Developer"]);
  await expect(suggestions).toBeHidden();
  await screenshot(page, "interest-picked-390");
});

test("on a phone, the mobile code box shows without 'Mobile number is not verified yet'", async ({ page }) => {
  const candidate = await candidateAtStep("mobilephone", "onboarding_three");
  await signInTo(page, candidate, /steps=onboarding_three$/);
  await page.getByLabel("Mobile number").fill(freshMobile());
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByText("Mobile number is not verified yet")).toBeVisible();
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByLabel("Mobile OTP")).toBeVisible();
  await expect(page.getByText("Mobile number is not verified yet")).toBeHidden();
  await expectNoHorizontalOverflow(page);
  await screenshot(page, "mobile-code-sent-390");
});

test("on a phone, the e-mail code step's Continue looks disabled until the whole code is in", async ({ page }) => {
  const email = freshEmail("codephone");
  await page.goto("/auth/register?steps=onboarding_one");
  await page.waitForLoadState("networkidle");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Sunrise@2026");
  const before = countMessages(email);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL(/steps=onboarding_two$/);
  const code = await nextCode(email, before);
  const next = page.getByRole("button", { name: "Continue", exact: true });
  await page.getByLabel("OTP Code").fill(code.slice(0, 3));
  await expect(next).toHaveCSS("opacity", "0.55");
  await screenshot(page, "code-step-short-390");
  await page.getByLabel("OTP Code").fill(code);
  await expect(next).toHaveCSS("opacity", "1");
  await screenshot(page, "code-step-full-390");
});
