// Headers a browser enforces, checked in a real Chromium: the Content-Security-Policy must not
// break any page, and it must keep other sites from framing ours.
import { expect, test, type Page } from "./support/test";
import { signInAsDemo } from "./support/auth";

// Prerendered once (the documented exception); an unknown address gets the static page-not-found screen.
const PUBLIC_PRERENDERED = ["/", "/pricing", "/our-teams", "/privacy-policy", "/terms-and-conditions", "/no-such-page"];
const PUBLIC_PER_REQUEST = ["/auth", "/auth/login", "/auth/register?steps=onboarding_one", "/auth/forgotpassword"];
const CANDIDATE_PAGES = [
  "/dashboard",
  "/jobs",
  "/discover",
  "/cv",
  "/settings",
  "/test/disc",
  "/mock",
  "/mock/new-mock",
  "/mock/plans",
  "/mock/ledger",
  "/purchase?plan_type=MOCK&plan_name=COPPER",
];

const scriptSrc = (policy: string) =>
  policy
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src")) ?? "";

/** The page's policy and raw HTML: a page rendered per request has a nonce, and every script tag carries it. */
async function expectNonced(page: Page, path: string) {
  const res = await page.request.get(path);
  const policy = res.headers()["content-security-policy"] ?? "";
  const nonce = policy.match(/'nonce-([^']+)'/)?.[1];
  expect(scriptSrc(policy), path).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
  expect(scriptSrc(policy), path).not.toContain("'unsafe-inline'");
  const tags = (await res.text()).match(/<script\b[^>]*>/g) ?? [];
  expect(tags.length, path).toBeGreaterThan(0);
  expect(
    tags.filter((tag) => !tag.includes(`nonce="${nonce}"`) && !tag.includes('type="application/ld+json"')),
    path,
  ).toEqual([]);
}

test.describe("security headers", () => {
  // Violations fail any test (e2e/support/test.ts); this one visits every page.
  test("every page runs under the Content-Security-Policy without a violation, with a per-request nonce wherever it is rendered per request", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    for (const path of PUBLIC_PRERENDERED) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      // The documented exception: prerendered once, so no per-request nonce.
      expect(scriptSrc((await page.request.get(path)).headers()["content-security-policy"] ?? ""), path).toContain("'unsafe-inline'");
    }
    for (const path of PUBLIC_PER_REQUEST) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expectNonced(page, path);
    }
    await signInAsDemo(page);
    for (const path of CANDIDATE_PAGES) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expectNonced(page, path);
    }
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
    expect(purchase["content-security-policy"]).toMatch(
      /script-src 'self' 'nonce-[^']+' 'strict-dynamic' 'wasm-unsafe-eval' https:\/\/checkout\.razorpay\.com/,
    );
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
