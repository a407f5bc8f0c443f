import { expect, test } from "./support/test";
import { MARKETING_PAGES } from "@/components/marketing/pages";
import { seriousViolations } from "./support/marketing-axe";

const PAGES = Object.values(MARKETING_PAGES);

test.describe("the public marketing site on a phone", () => {
  for (const entry of PAGES) {
    test(`fits 390 px without sideways scrolling and has no serious accessibility violation: ${entry.path}`, async ({ page }) => {
      await page.goto(entry.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("the menu lists the public pages and Sign In / Up, closes on Escape and after a link is followed", async ({ page }) => {
    await page.goto("/");
    const open = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("navigation", { name: "Menu" });
    await expect(menu).toBeHidden();
    await open.click();
    await expect(menu).toBeVisible();
    for (const name of ["About", "Pricing", "Our team"]) await expect(menu.getByRole("link", { name })).toBeVisible();
    await expect(menu.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Sign In / Up" }).last()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await menu.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Hire faster");
    await expect(menu).toBeHidden();
  });

  test("the privacy policy's folded contents open and jump to section 12", async ({ page }) => {
    await page.goto("/privacy-policy");
    await page.getByText("Contents · 17 sections").click();
    await page
      .getByRole("navigation", { name: "Contents" })
      .getByRole("link", { name: /^12\.\s*How long we keep/ })
      .click();
    await expect(page).toHaveURL(/#data-retention$/);
    await expect(page.getByRole("heading", { name: "12. How long we keep your information" })).toBeInViewport();
  });
});
