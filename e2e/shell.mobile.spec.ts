import { expect, test } from "./support/test";
import { signInAsDemo } from "./support/auth";

test.describe("the app shell on a phone", () => {
  test("the sidebar becomes a bottom bar and the menu overlay opens and closes", async ({ page }) => {
    await signInAsDemo(page);
    const bottom = page.locator("nav[aria-label='Main']:visible");
    await expect(bottom).toHaveCount(1);
    const box = await bottom.boundingBox();
    expect(box && box.y + box.height).toBeGreaterThan(800); // pinned to the bottom of an 844 px screen

    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    const menu = page.getByRole("dialog");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
  });

  test("on a phone a candidate reaches Settings and the DISC test from the menu", async ({ page }) => {
    await signInAsDemo(page);
    for (const [name, url, heading] of [
      ["DISC personality test", /\/test\/disc$/, /working style/],
      ["Settings", /\/settings$/, /^Settings$/],
    ] as const) {
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("navigation", { name: "Menu" });
      await expect(menu).toBeVisible();
      if (name === "Settings") await page.screenshot({ path: "test-results/screens/menu-390.png" });
      await menu.getByRole("link", { name }).click();
      await expect(page).toHaveURL(url);
      await expect(menu).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    }
  });

  test("the skip link stays out of sight until a keyboard user reaches it, then takes them to the page's content", async ({ page }) => {
    await signInAsDemo(page);
    // A fresh load, so the keyboard starts from the top of the page.
    await page.goto("/dashboard");
    const skip = page.getByRole("link", { name: "Skip to content" });
    const box = await skip.boundingBox();
    expect(box === null || box.width <= 1 || box.height <= 1).toBe(true);
    await page.keyboard.press("Tab");
    await expect(skip).toBeFocused();
    const shown = await skip.boundingBox();
    expect(shown && shown.width > 40 && shown.y >= 0 && shown.y < 60).toBe(true);
    await page.screenshot({ path: "test-results/screens/skip-link-390.png" });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main-content$/);
    await expect(skip).not.toBeFocused();
  });
});
