// Waiting on a recording by the page's own clocks, never by a timer of the test's: the answer
// clock ("Time left m:ss") of an interview or a mock, and a retake's "Recording N s of M".
import { expect, type Locator, type Page } from "@playwright/test";
import { findScript } from "../engines/driver";

/**
 * Answers for `s` seconds by the answer clock on screen: until it shows `s` seconds fewer than
 * `limit` (the answer's time, when the test knows it), or than it showed when called. Returns the
 * seconds the clock had counted by then (more than `s` when a busy page skipped ticks).
 */
export async function answerFor(page: Page, s: number, limit?: number): Promise<number> {
  return page.evaluate<number>(clickOnClockScript(s, null, limit));
}

/** Waits until a take's own counter ("Recording N s of M") has reached `s` seconds. */
export async function recordFor(take: Locator, s: number): Promise<void> {
  const counter = take.getByText(/Recording \d+ s of \d+/);
  await expect.poll(async () => Number(/Recording (\d+) s/.exec(await counter.innerText())?.[1] ?? 0), { timeout: (s + 30) * 1000 }).toBeGreaterThanOrEqual(s);
}

/**
 * The in-page script behind `answerFor` and `answerThenClick` (here and in the engine specs): waits
 * for the answer clock to show `s` seconds gone of `limit` (or of what it showed when the script
 * began), then clicks the enabled button named `button` (if any) on that same tick and resolves the
 * seconds the clock had counted. A page too busy to tick for a while shows the lost seconds at once, and the answer
 * is as long as the clock counted, not as the test planned: the counted seconds are what its
 * stored length is compared with.
 */
export function clickOnClockScript(s: number, button: string | null, limit?: number): string {
  return `new Promise((resolve, reject) => {
    const clock = () => {
      const text = document.querySelector('[aria-label^="Time left"]')?.getAttribute("aria-label")?.replace("Time left ", "") ?? "";
      const [m, sec] = text.split(":").map(Number);
      return m === undefined || sec === undefined || Number.isNaN(sec) ? null : m * 60 + sec;
    };
    let from = ${limit === undefined ? "null" : String(limit)};
    const gaveUp = setTimeout(() => { clearInterval(timer); reject(new Error("the answer clock never showed ${s} s gone")); }, ${(s + 30) * 1000});
    const timer = setInterval(() => {
      const left = clock();
      if (left === null) return;
      from ??= left;
      if (left > from - ${s}) return;
      const target = ${button === null ? "null" : findScript({ role: "button", name: button }, true)};
      if (${button === null ? "false" : "!target"}) return;
      clearInterval(timer);
      clearTimeout(gaveUp);
      target?.click();
      resolve(from - left);
    }, 50);
  })`;
}

/**
 * Answers for `s` seconds by the answer clock (counting down from `limit`, or from what it shows
 * now), then clicks `button` inside the page on the clock's own tick. Returns the seconds the clock
 * had counted at the click: the length the stored answer should have.
 */
export async function answerThenClick(page: Page, s: number, button: string, limit?: number): Promise<number> {
  return page.evaluate<number>(clickOnClockScript(s, button, limit));
}
