// Waiting on a recording by the page's own clocks, never by a timer of the test's: the answer
// clock ("Time left m:ss") of an interview or a mock, and a retake's "Recording N s of M".
import { expect, type Locator, type Page } from "@playwright/test";

function clockSeconds(clock: string): number {
  const [m, s] = clock.split(":").map(Number);
  return m! * 60 + s!;
}

/**
 * Answers for `s` seconds by the answer clock on screen: until it shows `s` seconds fewer than
 * `limit` (the answer's time, when the test knows it: `s` seconds of this answer's recording), or
 * than it showed when called.
 */
export async function answerFor(page: Page, s: number, limit?: number): Promise<void> {
  const clock = page.locator('[aria-label^="Time left"]').first();
  const from = limit ?? clockSeconds((await clock.getAttribute("aria-label"))!.replace("Time left ", ""));
  const target = from - s;
  await page.waitForFunction(
    (t) => {
      const text = document.querySelector('[aria-label^="Time left"]')?.getAttribute("aria-label")?.replace("Time left ", "") ?? "";
      const [m, sec] = text.split(":").map(Number);
      return m !== undefined && sec !== undefined && m * 60 + sec <= t;
    },
    target,
    { timeout: (s + 30) * 1000 },
  );
}

/** Waits until a take's own counter ("Recording N s of M") has reached `s` seconds. */
export async function recordFor(take: Locator, s: number): Promise<void> {
  const counter = take.getByText(/Recording \d+ s of \d+/);
  await expect
    .poll(async () => Number(/Recording (\d+) s/.exec(await counter.innerText())?.[1] ?? 0), { timeout: (s + 30) * 1000 })
    .toBeGreaterThanOrEqual(s);
}
