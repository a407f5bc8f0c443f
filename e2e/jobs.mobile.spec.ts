import { expect, test } from "./support/test";
import { signInAsDemo } from "./support/auth";

test("on a phone, filters open from their button and a card opens its job", async ({ page }) => {
  await signInAsDemo(page);
  await page.goto("/discover");
  const filters = page.getByRole("button", { name: /^Filters/ });
  await expect(page.getByLabel("Work mode")).toBeHidden();
  await filters.click();
  await expect(filters).toHaveAttribute("aria-expanded", "true");
  await page.getByLabel("Work mode").selectOption("REMOTE");
  await expect(page).toHaveURL(/mode=REMOTE/, { timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Filters (1)" })).toBeVisible();

  const card = page.locator("article").first();
  await expect(card.getByText("Remote").first()).toBeVisible();
  const box = await card.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  await card.locator("h3 a").click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByText("Work mode").locator("xpath=following-sibling::dd")).toHaveText("Remote");
});

test("on a phone, the applications tabs switch with a tap", async ({ page }) => {
  await signInAsDemo(page);
  await page.goto("/jobs");
  await expect(page.getByRole("heading", { name: /^Job Applications \(\d+\)$/ })).toBeVisible();
  await page.getByRole("tab", { name: /^Hired/ }).click();
  await expect(page.getByRole("tab", { name: /^Hired/ })).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/tab=hired/, { timeout: 30_000 });
});

test("on a phone, the search box shows its whole placeholder", async ({ page }) => {
  await signInAsDemo(page);
  await page.goto("/discover");
  const box = page.getByRole("searchbox", { name: "Search jobs" });
  await expect(box).toHaveAttribute("placeholder", "Job title, skill or company");
  // The placeholder typed in as text, at the placeholder's size, must not scroll the box.
  const overflow = await box.evaluate((input: HTMLInputElement) => {
    const probe = input.cloneNode() as HTMLInputElement;
    probe.removeAttribute("id");
    probe.value = input.placeholder;
    probe.style.fontSize = getComputedStyle(input, "::placeholder").fontSize;
    input.parentElement!.append(probe);
    const extra = probe.scrollWidth - probe.clientWidth;
    probe.remove();
    return extra;
  });
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/newcomer/discover-390.png" });
});
