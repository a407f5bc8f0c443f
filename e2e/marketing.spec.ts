import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./support/test";
import pg from "pg";
import { MARKETING_PAGES } from "@/components/marketing/pages";
import { signInAsDemo } from "./support/auth";
import { seriousViolations } from "./support/marketing-axe";
import { readOutbox } from "./support/outbox";

const PAGES = Object.values(MARKETING_PAGES);

async function queryE2eDatabase<T>(sql: string, params: unknown[]): Promise<T[]> {
  const client = new pg.Client({
    connectionString: `postgresql://postgres:postgres@localhost:${process.env.E2E_PG_PORT ?? "54339"}/hireready`,
  });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

test.describe("the public marketing site", () => {
  test("is prerendered at build time, page by page", () => {
    const manifest = JSON.parse(readFileSync(path.resolve(".next/prerender-manifest.json"), "utf8")) as { routes: Record<string, unknown> };
    for (const page of [...PAGES.map((p) => p.path), "/sitemap.xml", "/robots.txt", "/opengraph-image"]) {
      expect(Object.keys(manifest.routes), page).toContain(page);
    }
  });

  test("gives each page a unique title and description, a canonical URL and social cards", async ({ page }) => {
    const titles = new Set<string>();
    for (const entry of PAGES) {
      await page.goto(entry.path);
      const title = await page.title();
      expect(title, entry.path).toContain("HireReady");
      titles.add(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", entry.description);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical ?? "").pathname).toBe(entry.path);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical ?? "");
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      const image = await page.locator('meta[property="og:image"]').getAttribute("content");
      const picture = await page.request.get(new URL(image ?? "").pathname);
      expect(picture.headers()["content-type"]).toBe("image/png");
    }
    expect(titles.size).toBe(PAGES.length);
  });

  test("describes the organisation to search engines on the landing page", async ({ page }) => {
    await page.goto("/");
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(data).toMatchObject({ "@context": "https://schema.org", "@type": "Organization", name: "HireReady" });
    expect(data.sameAs).toEqual(expect.arrayContaining([expect.stringContaining("linkedin.com")]));
  });

  test("lists every page in the sitemap and keeps crawlers out of the candidate area and the API", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const entry of PAGES) expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${entry.path === "/" ? "/" : entry.path}</loc>`));
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Allow: /\n");
    for (const path of ["/api/", "/dashboard", "/jobs", "/mock", "/interview"]) expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  });

  test('a visitor choosing "I\'m hiring candidates" gets the employer door in a new window, on the landing page and on /auth', async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Walk into every interview");
    await expect(page.getByRole("heading", { name: "Interview practice should not be a privilege" })).toBeVisible();
    await expect(page.getByRole("link", { name: /I'm looking for job/ })).toHaveAttribute("href", "/auth/register");

    for (const path of ["/", "/auth"]) {
      await page.goto(path);
      // EMPLOYER_LOGIN_URL is unset in this run: no link may point at a site that does not exist.
      const hiring = page.getByRole("link", { name: /I'm hiring candidates/ });
      await expect(hiring).toHaveAttribute("href", "/our-teams#contact");
      await expect(hiring).toHaveAttribute("target", "_blank");
      await expect(hiring).toHaveAttribute("rel", "noopener");
      await expect(hiring).toContainText("(opens in a new window)");
      const [popup] = await Promise.all([page.waitForEvent("popup"), hiring.click()]);
      await expect(popup).toHaveURL(/\/our-teams#contact$/);
      await expect(popup.getByRole("heading", { name: "Send us a message" })).toBeVisible();
      // The opener is cut: the employer's window cannot reach back into ours.
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      await popup.close();
      await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/" : "/auth"}$`));
    }
  });

  test("the header shows Sign In / Up, or the signed-in candidate's first name", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In / Up" })).toHaveAttribute("href", "/auth");
    await signInAsDemo(page);
    await page.goto("/pricing");
    const account = page.getByRole("banner").getByRole("link", { name: /^Asha/ });
    await expect(account).toHaveAttribute("href", "/dashboard");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In / Up" })).toHaveCount(0);
  });

  test("pricing shows both plan tables, add-ons and the feature accordion in Indian rupees", async ({ page }) => {
    await page.goto("/pricing");
    const hiring = page.locator("#hiring");
    await expect(hiring.getByRole("heading", { name: "Hiring", exact: true })).toBeVisible();
    for (const price of ["₹9,999", "₹29,550", "₹48,750", "₹94,990", "₹4,49,950"]) await expect(hiring.getByText(price, { exact: true })).toBeVisible();
    await expect(hiring.getByRole("listitem").filter({ hasText: "Basic" }).first()).toContainText("1 job post");
    await expect(hiring.getByRole("listitem").filter({ hasText: "Recommended" })).toContainText("Silver");
    await expect(hiring.getByRole("listitem").filter({ hasText: "Enterprise" }).first()).toContainText("Let’s talk");

    const service = page.locator("#interview-as-a-service");
    await expect(service.getByRole("heading", { name: "Interview As A Service" })).toBeVisible();
    for (const price of ["₹15,001", "₹1,20,000", "₹5,00,500", "₹8,49,000"]) await expect(service.getByText(price, { exact: true })).toBeVisible();
    await expect(service.getByRole("listitem").filter({ hasText: "Recommended" })).toContainText("Small");
    await expect(service.getByText("for 10 interviews")).toBeVisible();
    await expect(service.getByRole("heading", { name: "White labelling" })).toBeVisible();

    const addons = page.locator("#add-ons");
    await expect(addons.getByRole("listitem").filter({ hasText: "DISC" })).toContainText(/₹49\s*was ₹99/);
    await expect(addons.getByText("₹7,500")).toBeVisible();
    await expect(addons.getByText("₹15,000")).toBeVisible();
    await expect(addons.getByRole("listitem").filter({ hasText: "Soft-skills" })).toContainText("Coming soon");

    const storage = page.locator("details").filter({ hasText: "Video storage" });
    await expect(storage.getByText(/60 GB/)).toBeHidden();
    await storage.getByText("Video storage").click();
    await expect(storage.getByText(/100 candidates, with 60 GB/)).toBeVisible();

    // No employer site is configured in this run: buying starts with the contact form.
    const buy = page.getByRole("link", { name: /Choose Silver/ });
    await expect(buy).toHaveAttribute("href", "/our-teams#contact");
    await expect(buy).not.toHaveAttribute("target", "_blank");
  });

  test("the team page introduces the founders and the contact block", async ({ page }) => {
    await page.goto("/our-teams");
    await expect(page.getByRole("heading", { level: 1, name: "Meet Our Team" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Ananya Rao" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Vikram Menon" })).toBeVisible();
    await expect(page.locator("#contact").getByRole("link", { name: "hello@hireready.example" })).toBeVisible();
  });

  test("the contact form shows what is wrong, field by field, and sends nothing until it is right", async ({ page }) => {
    await page.goto("/our-teams");
    const form = page.getByRole("form", { name: "Contact us" });
    await form.getByLabel("E-mail").fill("not-an-address");
    await form.getByLabel("How can we help?").fill("Hi");
    let posted = false;
    page.on("request", (req) => (posted ||= req.url().endsWith("/api/contact")));
    await form.getByRole("button", { name: "Send message" }).click();

    await expect(form.getByLabel("Your name")).toHaveAccessibleDescription("Please tell us your name");
    await expect(form.getByLabel("E-mail")).toHaveAccessibleDescription("Please enter a valid e-mail address");
    await expect(form.getByLabel("How can we help?")).toHaveAccessibleDescription("Please write at least 10 characters");
    await expect(form.getByLabel("Your name")).toBeFocused();
    await expect(form.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByLabel("Your name").fill("Farah Khan");
    await form.getByLabel("Your name").blur();
    await expect(form.getByText("Please tell us your name")).toHaveCount(0);
    expect(posted).toBe(false);
  });

  test("the contact form stores the message and e-mails it to the team", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "x-forwarded-for": "203.0.113.50" });
    const email = `contact-${Date.now()}@example.com`;
    await page.goto("/our-teams#contact");
    const form = page.getByRole("form", { name: "Contact us" });
    await form.getByLabel("Your name").fill("Farah Khan");
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Company").fill("Kaveri Bank");
    await form.getByLabel("Phone").fill("+91 98450 12345");
    await form.getByLabel("How can we help?").fill("We would like a demo of Interview As A Service for 200 branch roles.");
    await form.getByRole("button", { name: "Send message" }).click();

    await expect(page.getByRole("status").filter({ hasText: "Thank you, Farah Khan" })).toBeFocused();
    const rows = await queryE2eDatabase<{ name: string; company: string; phone: string; message: string; ip: string }>(
      "select name, company, phone, message, ip from contact_messages where email = $1",
      [email],
    );
    expect(rows).toEqual([
      {
        name: "Farah Khan",
        company: "Kaveri Bank",
        phone: "+91 98450 12345",
        ip: "203.0.113.50",
        message: "We would like a demo of Interview As A Service for 200 branch roles.",
      },
    ]);
    await expect
      .poll(() => readOutbox({ to: "team@hireready.local" }).find((m) => m.text.includes(email))?.subject ?? "")
      .toBe("Contact form: Farah Khan (Kaveri Bank)");
  });

  test("the contact API refuses a sixth message from one address within the hour", async ({ request }) => {
    const headers = { "x-forwarded-for": "203.0.113.99" };
    const data = { name: "Burst", email: "burst@example.com", message: "Testing the limit of messages." };
    for (let i = 0; i < 5; i++) expect((await request.post("/api/contact", { data, headers })).status()).toBe(201);
    const refused = await request.post("/api/contact", { data, headers });
    expect(refused.status()).toBe(429);
    expect(refused.headers()["retry-after"]).toBeTruthy();
  });

  test("the privacy policy has 17 numbered sections, dated 12 January 2025, and its contents jump to section 12", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByText("Last updated 12 January 2025")).toBeVisible();
    const sections = page.locator("article h2");
    await expect(sections).toHaveCount(17);
    await expect(sections.nth(11)).toHaveText("12. How long we keep your information");

    const heading = page.getByRole("heading", { name: "12. How long we keep your information" });
    await expect(heading).not.toBeInViewport();
    await page
      .getByRole("navigation", { name: "Contents" })
      .getByRole("link", { name: /^12\.\s*How long we keep/ })
      .click();
    await expect(page).toHaveURL(/#data-retention$/);
    await expect(heading).toBeInViewport();
    for (const topic of ["Video and audio recordings", "Emotion and attention analysis", "How AI processes your CV and answers", "Payments and credits"]) {
      await expect(page.getByRole("heading", { name: topic })).toBeAttached();
    }
    await expect(page.getByRole("heading", { name: /Your rights: access, export, correction and deletion/ })).toBeAttached();
  });

  test("the terms and conditions cover recordings, AI feedback, credits and refunds", async ({ page }) => {
    await page.goto("/terms-and-conditions");
    await expect(page.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeVisible();
    for (const topic of ["Recorded interviews and monitoring", "Mock interviews and AI feedback", "Plans and credits", "Payments and refunds"]) {
      await expect(page.getByRole("heading", { name: topic })).toBeAttached();
    }
  });

  test("the footer links to social profiles, White Label and the legal pages", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: /on LinkedIn/ })).toHaveAttribute("target", "_blank");
    await expect(footer.getByRole("list", { name: "Social media" }).getByRole("link")).toHaveCount(4);
    await expect(footer.getByRole("link", { name: "White Label" })).toHaveAttribute("href", "/our-teams#contact");
    await footer.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms and Conditions" }).click();
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
  });

  for (const entry of PAGES) {
    test(`has no serious or critical accessibility violation at 1280 px: ${entry.path}`, async ({ page }) => {
      await page.goto(entry.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
