// The `test` every spec uses: Playwright's, with a watch on Content-Security-Policy violations in
// every page of the test's browser context. A violation (a script the policy blocked, a nonce that
// did not match) fails the test that caused it.
import { expect, test as base } from "@playwright/test";

export { expect };
export type { APIRequestContext, BrowserContext, Locator, Page } from "@playwright/test";

export const test = base.extend<{ cspViolations: string[] }>({
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
});
