// The `test` every spec uses: Playwright's, with a watch on Content-Security-Policy violations in
// every page of the test's browser context. A violation (a script the policy blocked, a nonce that
// did not match) fails the test that caused it.
import { expect, test as base, type Page, type Response } from "@playwright/test";

export { expect };
export type { APIRequestContext, BrowserContext, Locator, Page } from "@playwright/test";

/**
 * Resolves once React has taken over every control on the page: each button, field and list
 * has its handlers attached (React keeps them on the element under a `__reactProps$` key). Until
 * then a press is lost, as it would be on a phone on a slow line, where the person waits for the
 * page to respond; so does a test. Bounded: a page that never finishes is left to the test's own
 * waits to report.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.readyState === "complete" &&
        [...document.querySelectorAll("button, input, select, textarea")].every((control) =>
          Object.keys(control).some((key) => key.startsWith("__reactProps$")),
        ),
      undefined,
      { timeout: 15_000, polling: 100 },
    )
    .catch(() => undefined); // the page moved on by itself, or never hydrates: whatever the test waits for next decides
}

/**
 * A page loaded with `goto` or `reload` (the default wait, "load") is handed back once React has
 * taken it over. A test that looks at the page before its scripts run passes its own `waitUntil`.
 */
async function settled(page: Page, response: Response | null, waitUntil: string | undefined): Promise<void> {
  if (waitUntil || !response || !/text\/html/.test(response.headers()["content-type"] ?? "")) return;
  await untilHydrated(page);
}

export const test = base.extend<{ neuralVoiceDetector: boolean; voiceDetectorFiles: void; cspViolations: string[]; failureText: void }>({
  // The neural voice detector's 16 MB runtime costs a page about 12 s of CPU to load and a sixth of
  // a core while it listens: on a 2-core machine that is most of what makes the suite slow. A page
  // that cannot fetch its files does what a phone on a slow line does and measures speech with the
  // light detector (components/mocks/interview/voice-detector-choice.ts), so that is what specs get
  // unless they ask for the neural one with `test.use({ neuralVoiceDetector: true })`.
  neuralVoiceDetector: [false, { option: true }],
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await settled(page, response, options?.waitUntil);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await settled(page, response, options?.waitUntil);
      return response;
    };
    await use(page);
  },
  voiceDetectorFiles: [
    async ({ context, neuralVoiceDetector }, use) => {
      if (!neuralVoiceDetector) await context.route("**/vad/**", (route) => route.abort());
      await use(undefined);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (e) =>
          console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || "inline"} at ${location.pathname} (${e.sourceFile}:${e.lineNumber})`),
        );
      });
      context.on("console", (message) => {
        if (/CSP violation|Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
  failureText: [
    // A failed test prints what its pages showed, in words: a run read only as a log still says where it stood.
    async ({ context }, use, testInfo) => {
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus) return;
      for (const page of context.pages()) {
        const text = await page.evaluate(() => (document.body ? document.body.innerText.slice(0, 2000) : "")).catch(() => null);
        if (text) console.log(`[page at failure: ${page.url()}] ${text.replace(/\s+/g, " ")}`);
      }
    },
    { auto: true },
  ],
});
