// The `test` every spec uses: Playwright's, with a watch on Content-Security-Policy violations in
// every page of the test's browser context. A violation (a script the policy blocked, a nonce that
// did not match) fails the test that caused it.
import { expect, test as base } from "@playwright/test";

export { expect };
export type { APIRequestContext, BrowserContext, Locator, Page } from "@playwright/test";

export const test = base.extend<{ cspViolations: string[]; failureText: void }>({
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
        const text = await page
          .evaluate(() => (document.body ? document.body.innerText.slice(0, 2000) : ""))
          .catch(() => null);
        if (text) console.log(`[page at failure: ${page.url()}] ${text.replace(/\s+/g, " ")}`);
      }
    },
    { auto: true },
  ],
});
