// Helpers for the credits specs.
import { expect, type Page } from "@playwright/test";
import { signIn } from "./accounts";
import type { TestCandidate } from "./profile";

export const SHOTS = process.env.SCREENSHOT_DIR ?? "test-results/screens";
/** Sign-in hashes a password; on a busy machine it takes longer than the default wait. */
export const SIGN_IN_WAIT = { timeout: 45_000 };

export async function signInAs(page: Page, candidate: TestCandidate): Promise<void> {
  await page.goto("/auth/login");
  await signIn(page, candidate.email, candidate.password);
  await expect(page).toHaveURL(/\/dashboard/, SIGN_IN_WAIT);
}
