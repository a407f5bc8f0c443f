import { expect, test } from "./support/test";
import { signInAsDemo } from "./support/auth";
import { createCandidate, signInAs } from "./support/profile";
import { brand } from "@/lib/brand";

test.describe("the app shell", () => {
  test("signed out, the landing offers both doors and a sign-in", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: /I'm looking for job/ })).toHaveAttribute("href", /\/auth\/register/);
    const hiring = page.getByRole("link", { name: /I'm hiring candidates/ });
    // Without EMPLOYER_LOGIN_URL there is no employer site: employers reach the contact form.
    await expect(hiring).toHaveAttribute("href", "/our-teams#contact");
    await expect(page.getByRole("link", { name: "Sign In / Up" }).first()).toBeVisible();
  });

  test("a broken URL links signed-out visitors to login", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: /login/i })).toBeVisible();
  });

  test("signed in, the sidebar, toggle and broken-URL page follow the candidate", async ({ page }) => {
    await signInAs(page, await createCandidate("toggle"));
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    for (const name of ["Home", "Jobs", "Discover"]) await expect(nav.getByRole("link", { name })).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" }).first()).toBeVisible();

    const toggle = page.getByRole("switch", { name: "Job hunting" });
    const before = await toggle.getAttribute("aria-checked");
    // The switch flips at once and saves in the background: wait for the save before reloading.
    await Promise.all([page.waitForResponse((r) => r.url().endsWith("/api/users/availability")), toggle.click()]);
    await expect(toggle).not.toHaveAttribute("aria-checked", before ?? "");
    await page.reload();
    await expect(page.getByRole("switch", { name: "Job hunting" })).not.toHaveAttribute("aria-checked", before ?? "");

    await page.goto("/no-such-page");
    await expect(page.getByRole("link", { name: /dashboard/i })).toBeVisible();
  });

  test("each candidate page is titled in its own words", async ({ page }) => {
    test.setTimeout(120_000); // four server-rendered pages in one test
    await signInAs(page, await createCandidate("titles"));
    const titles = { "/dashboard": "Dashboard", "/jobs": "Job Applications", "/discover": "Discover jobs", "/settings": "Settings" };
    for (const [path, title] of Object.entries(titles)) {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} · ${brand.name}`);
    }
  });

  test("a candidate reaches Settings and the DISC test from the sidebar", async ({ page }) => {
    await signInAsDemo(page);
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    await page.screenshot({ path: "test-results/screens/sidebar-1280.png" });
    await nav.getByRole("link", { name: "DISC personality test" }).click();
    await expect(page).toHaveURL(/\/test\/disc$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/working style/);
    // The test is a focused flow without the sidebar: back, and on to Settings.
    await page.goBack();
    await nav.getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings");
    await expect(nav.getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
    await page.screenshot({ path: "test-results/screens/sidebar-settings-1280.png" });
  });

  test("logging out ends the session for every copy of the cookie", async ({ page, browser }) => {
    await signInAsDemo(page);
    const cookies = await page.context().cookies();
    await page.getByRole("button", { name: "Logout" }).first().click();
    await expect(page).toHaveURL(/\/auth\/login/);

    const copy = await browser.newContext();
    await copy.addCookies(cookies);
    const stolen = await copy.newPage();
    await stolen.goto("/dashboard");
    await expect(stolen).toHaveURL(/\/auth\/login/);
    await copy.close();
  });

  test("the outbox page is not served in production", async ({ request }) => {
    expect((await request.get("/dev/outbox")).status()).toBe(404);
  });

  test("the health check reports the database", async ({ request }) => {
    const res = await request.get("/api/health");
    expect(await res.json()).toEqual({ status: "ok" });
  });
});
