import { expect, test } from "./support/test";
import { createCandidate, openProfileFromDashboard, signInAs } from "./support/profile";

test.describe("profile on a phone", () => {
  test("the popup opens as a full-width sheet, edits and saves", async ({ page }) => {
    await signInAs(page, await createCandidate("phone"));
    const dialog = await openProfileFromDashboard(page);
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    // Nothing inside is wider than the screen.
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    await dialog.getByRole("button", { name: "Edit Profile" }).click();
    await dialog.getByLabel("Designation").fill("Site Reliability Engineer");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByTestId("profile-notice")).toHaveText("Profile saved");
    await expect(dialog.getByText("Site Reliability Engineer")).toBeVisible();

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });
});
