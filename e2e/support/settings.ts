import { expect, type Page } from "@playwright/test";

/** Opens /settings and waits until its forms are hydrated (the candidate shell polls, so no network idle). */
export async function openSettings(page: Page): Promise<void> {
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await expect(page.locator("[data-hydrated]")).toBeVisible({ timeout: 30_000 });
}
