import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { DEMO_CANDIDATE } from "@/lib/seed/demo";

export async function signInAsDemo(page: Page): Promise<void> {
  await page.goto("/auth/login");
  await page.waitForLoadState("networkidle"); // typing before hydration would be wiped
  await page.getByLabel(/e-?mail/i).fill(DEMO_CANDIDATE.email);
  await page.getByLabel(/^password/i).fill(DEMO_CANDIDATE.password);
  await page.getByRole("button", { name: /sign in|login|continue/i }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 }); // the password checked at its full cost on a busy machine
}
