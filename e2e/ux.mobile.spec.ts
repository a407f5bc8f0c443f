import { expect, test } from "@playwright/test";
import { withDatabase } from "./support/accounts";
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
  await withDatabase((client) =>
    client.query(`UPDATE candidates SET "firstName" = 'Venkatasubramanianarayanaswamy' WHERE id = $1`, [candidate.id]),
  );
  await signInAs(page, candidate);
  await expect(page.getByTestId("dashboard-greeting")).toContainText("Venkatasubramanianarayanaswamy");
  await expectNoHorizontalOverflow(page);
  await screenshot(page, "dashboard-long-name-390");

  await page.context().clearCookies();
  await signInAsDemo(page);
  const rows = page.getByRole("region", { name: "Recent applications" }).getByRole("listitem");
  await expect(rows.first()).toBeVisible();
  // A title beside its status chip wraps instead of shrinking to "Senior …".
  const clipped = await rows.locator("a").evaluateAll((links) =>
    links.filter((a) => a.scrollWidth > a.clientWidth + 1 || a.scrollHeight > a.clientHeight + 1).map((a) => a.textContent),
  );
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
  await expect.poll(async () => {
    const box = await photo.boundingBox();
    return box ? Math.abs(box.width - box.height) : 99;
  }).toBeLessThanOrEqual(1);
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
