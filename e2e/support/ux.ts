// Helpers for the first-use specs: candidates parked at an onboarding step, the no-overflow check
// for phone layouts, and screenshots kept for a person to look at.
import { expect, type Page } from "@playwright/test";
import { signInThroughApi, withDatabase } from "./accounts";
import { createCandidate, type TestCandidate } from "./profile";

/** A verified candidate (mobile included) sent back to `step` with that step's answers and later ones cleared. */
export async function candidateAtStep(label: string, step: "onboarding_three" | "onboarding_six"): Promise<TestCandidate> {
  const candidate = await createCandidate(label);
  await withDatabase((client) =>
    client.query(
      step === "onboarding_three"
        ? `UPDATE candidates SET "onboardingStep" = 'onboarding_three', "firstName" = NULL, "lastName" = NULL, gender = NULL,
             city = NULL, state = NULL, designation = NULL, "expectedCtc" = NULL, "currentCtc" = NULL, interests = '{}' WHERE id = $1`
        : `UPDATE candidates SET "onboardingStep" = 'onboarding_six', interests = '{}', "jobIndustry" = NULL WHERE id = $1`,
      [candidate.id],
    ),
  );
  return candidate;
}

export async function signInTo(page: Page, candidate: TestCandidate, url: RegExp): Promise<void> {
  await signInThroughApi(page, candidate.email, candidate.password, url);
}

/** Nothing on the page is wider than the window: no sideways scrolling, nothing cut off at the edge. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        // Content a scroll container holds on purpose does not count; the container itself does.
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const style = getComputedStyle(p);
          if (/(auto|scroll|hidden|clip)/.test(style.overflowX)) return false;
        }
        return box.right > width + 1 || box.left < -1;
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 60)} (${Math.round(el.getBoundingClientRect().right)}px)`);
    return { scroll: document.documentElement.scrollWidth - width, wide };
  });
  expect(overflow.wide).toEqual([]);
  expect(overflow.scroll).toBeLessThanOrEqual(0);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}
