// Headers a browser enforces, checked in a real Chromium: the Content-Security-Policy must not
// break any page, and it must keep other sites from framing ours.
import { expect, test, type Page } from "@playwright/test";
import { signInAsDemo } from "./support/auth";

/** Every CSP violation the page reports, as console errors we can collect. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} at ${location.pathname} from ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`));
  });
  page.on("console", (message) => {
    if (/CSP violation|Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe("security headers", () => {
  test("the public and candidate pages run under the Content-Security-Policy without a violation", async ({ page }) => {
    test.setTimeout(120_000);
    const violations = await watchViolations(page);
    for (const path of ["/", "/auth/login"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    await signInAsDemo(page);
    for (const path of ["/dashboard", "/discover"]) {
      await page.goto(path);
      await page.waitForLoadState("load");
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    }
    expect(violations).toEqual([]);
  });

  test("refuses to be framed by another site, and allows Razorpay's checkout on the purchase page only", async ({ request }) => {
    const home = (await request.get("/")).headers();
    const csp = home["content-security-policy"] ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("'wasm-unsafe-eval'");
    expect(csp).not.toContain("razorpay");
    const purchase = (await request.get("/purchase?plan_type=mock&plan_name=Silver", { maxRedirects: 0 })).headers();
    expect(purchase["content-security-policy"]).toContain("script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval' https://checkout.razorpay.com");
    expect(purchase["content-security-policy"]).toContain("frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com");
    expect(home["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });

  test("a request from another site carrying the visitor's session cookie cannot change their data", async ({ page }) => {
    await signInAsDemo(page);
    const profile = async () => (await (await page.request.get("/api/users/get-profile")).json()) as { isOpenToWork: boolean };
    const before = (await profile()).isOpenToWork;
    // What a foreign page's form or no-cors fetch looks like: its Origin, a simple content type.
    const forged = await page.request.post("/api/users/availability", {
      data: JSON.stringify({ isOpenToWork: !before }),
      headers: { origin: "https://attacker.example", "content-type": "text/plain" },
    });
    expect(forged.status()).toBe(403);
    const plain = await page.request.post("/api/users/availability", {
      data: JSON.stringify({ isOpenToWork: !before }),
      headers: { "content-type": "text/plain" },
    });
    expect(plain.status()).toBe(415);
    expect((await profile()).isOpenToWork).toBe(before);
  });
});
