import { expect, test, type Page } from "./support/test";
import { DEMO_CANDIDATE } from "@/lib/seed/demo";
import { signInAsDemo } from "./support/auth";
import { openJobsNotApplied, partner, SAMPLE_PDF, signedInApplicant, tabCount, type JobSummary } from "./support/jobs";
import { readOutbox } from "./support/outbox";

// The tests that apply, save or close a job do it as candidates (and on jobs) of their own; the
// demo candidate only searches and reads.

async function brightloomJob(page: Page): Promise<JobSummary> {
  const jobs = await openJobsNotApplied(page.request, "brightloom");
  const job = jobs.find((j) => j.Company_Details.Company_Name === "Brightloom Technologies");
  expect(job, "an open Brightloom job the candidate has not applied to").toBeTruthy();
  return job!;
}

test("search by keyword and filters, open a result, and come back to the same search", async ({ page }) => {
  await signInAsDemo(page);
  await page.goto("/discover");
  await expect(page.getByRole("heading", { name: "Discover jobs" })).toBeVisible();

  await page.getByRole("searchbox", { name: "Search jobs" }).fill("developer");
  await expect(page).toHaveURL(/[?&]q=developer/, { timeout: 30_000 });
  const count = page.getByText(/^\d[\d,]*\+? jobs? · showing/);
  await expect(count).toBeVisible();
  const before = await count.innerText();

  await page.getByLabel("Location").selectOption("Bengaluru");
  await expect(page).toHaveURL(/location=Bengaluru/, { timeout: 30_000 });
  await expect(page.getByRole("link", { name: "Remove filter Bengaluru" })).toBeVisible();
  await expect(count).not.toHaveText(before);
  const firstTitle = page.locator("article h3 a").first();
  const title = await firstTitle.innerText();
  expect(title.toLowerCase()).toContain("develop");
  // Every card says how long ago it was posted and when its employer last updated it.
  await expect(page.getByTestId("job-card-freshness").first()).toHaveText(
    /^(Posted|Reposted) (today|yesterday|\d+ days ago|on .+)( · first posted .+)? · updated (today|yesterday|\d+ days ago|on .+)$/,
  );

  await firstTitle.click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/^Posted at \d{1,2} \w{3,4} \d{4}$/)).toBeVisible();
  await expect(page.getByText("Monday to Friday")).toBeVisible();
  await expect(page.getByText(/^JB-[A-Z0-9]+$/).first()).toBeVisible();
  await expect(page.getByText(/ \/ Year$/).first()).toBeVisible();

  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page).toHaveURL(/q=developer.*location=Bengaluru|location=Bengaluru.*q=developer/, { timeout: 30_000 });
  await expect(page.getByLabel("Location")).toHaveValue("Bengaluru");
  await expect(page.getByRole("searchbox", { name: "Search jobs" })).toHaveValue(/developer/);
});

test("pressing Search with a trailing space keeps the results", async ({ page }) => {
  await signInAsDemo(page);
  await page.goto("/discover");
  const box = page.getByRole("searchbox", { name: "Search jobs" });
  const count = page.getByText(/^\d[\d,]*\+? jobs? · showing/);
  await box.fill("reac");
  await expect(page).toHaveURL(/[?&]q=reac$/, { timeout: 30_000 });
  await expect(count).toBeVisible();
  const typed = await count.innerText();
  const firstTitle = await page.locator("article h3 a").first().innerText();

  await box.fill("reac  ");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=reac$/, { timeout: 30_000 });
  await expect(box).toHaveValue("reac");
  await expect(count).toHaveText(typed);
  await expect(page.locator("article h3 a").first()).toHaveText(firstTitle);

  await box.fill("  reac ");
  await box.press("Enter");
  await expect(box).toHaveValue("reac");
  await expect(count).toHaveText(typed);
  await expect(page.getByText("No jobs found")).toHaveCount(0);

  // A link someone typed by hand reads the same.
  await page.goto("/discover?q=reac++");
  await expect(box).toHaveValue("reac");
  await expect(count).toHaveText(typed);
});

test("a shared search link opens the same page of results, with an empty state when nothing matches", async ({ page }) => {
  await signInAsDemo(page);
  await page.goto("/discover?q=engineer&sort=newest&page=2");
  await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByLabel("Sort by")).toHaveValue("newest");
  await page.goto("/discover?q=zzqxvv");
  await expect(page.getByRole("heading", { name: "No jobs match your search" })).toBeVisible();
  await page.getByRole("link", { name: "Clear the search" }).click();
  await expect(page).toHaveURL(/\/discover$/, { timeout: 30_000 });
});

test("apply, then the partner API shortlists and hires: tabs, bell and e-mail follow", async ({ page }) => {
  test.setTimeout(120_000);
  const candidate = await signedInApplicant(page, "applies");
  const job = await brightloomJob(page);

  await page.goto("/jobs");
  const inReview = await tabCount(page, "In Review");
  const shortlisted = await tabCount(page, "Shortlisted");
  const hired = await tabCount(page, "Hired");

  // The request is held until "Applying..." has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/jobs/apply", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/jobs/id?jid=${job.Job_Id}`);
  const candidates = page.getByText("Candidates applied").locator("xpath=following-sibling::dd");
  const applicantsBefore = Number(await candidates.innerText());
  await page.getByRole("button", { name: /^Apply Now/ }).click();
  await expect(page.getByText("Applying...")).toBeVisible();
  release();
  const popup = page.getByRole("dialog", { name: "You've successfully applied for this job!" });
  await expect(popup).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Applied on \d{1,2} \w{3} \d{4}$/ })).toBeVisible();
  await popup.getByRole("button", { name: "Close" }).first().click();
  await expect(popup).toBeHidden();
  await expect(candidates).toHaveText(String(applicantsBefore + 1));

  await page.goto("/jobs");
  await expect.poll(() => tabCount(page, "In Review")).toBe(inReview + 1);

  // The employer's site moves the application along.
  const api = partner(page.request);
  const list = await (await api.get(`/jobs/${job.Job_Id}/applications`)).json();
  const application = (list.data as { id: string; candidate: { email: string } }[]).find((a) => a.candidate.email === candidate.email);
  expect(application).toBeTruthy();
  expect((await api.patch(`/applications/${application!.id}`, { status: "ELIGIBLE" })).status()).toBe(200);

  await page.goto("/jobs?tab=shortlisted");
  await expect.poll(() => tabCount(page, "Shortlisted")).toBe(shortlisted + 1);
  expect(await tabCount(page, "In Review")).toBe(inReview);
  await expect(page.getByRole("tabpanel").getByRole("link", { name: job.Job_Title }).first()).toBeVisible();
  const bell = page.getByRole("button", { name: /^Notifications, \d+ unread$/ });
  await bell.click();
  await expect(page.getByRole("region", { name: "Notifications" }).getByText("You're shortlisted").first()).toBeVisible();
  await expect.poll(() => readOutbox({ to: candidate.email }).map((m) => m.subject), { timeout: 30_000 }).toContain(`You're shortlisted: ${job.Job_Title}`);

  expect((await api.patch(`/applications/${application!.id}`, { status: "HIRED" })).status()).toBe(200);
  await page.goto("/jobs?tab=hired");
  await expect.poll(() => tabCount(page, "Hired")).toBe(hired + 1);
  expect(await tabCount(page, "Shortlisted")).toBe(shortlisted);
  await expect(page.getByRole("tabpanel").getByRole("link", { name: job.Job_Title }).first()).toBeVisible();
  await page.getByRole("button", { name: /^Notifications/ }).click();
  await expect(page.getByRole("region", { name: "Notifications" }).getByText("Congratulations, you're hired!").first()).toBeVisible();
  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  await expect
    .poll(() => readOutbox({ to: candidate.email }).map((m) => m.subject), { timeout: 30_000 })
    .toContain(`Congratulations, you're hired!: ${job.Job_Title}`);
});

test("a job closed by its employer says so and cannot be applied to", async ({ page }) => {
  await signedInApplicant(page, "closed");
  const api = partner(page.request);
  const published = await api.post("/jobs", {
    title: "Night Shift Lighthouse Keeper",
    description: "Keep the light burning from dusk to dawn.",
    experienceMin: 1,
    salaryMin: 300_000,
    salaryMax: 400_000,
    jobType: "FULL_TIME",
    workMode: "ONSITE",
    skills: ["Maintenance"],
    locations: ["Kochi"],
  });
  expect(published.status()).toBe(201);
  const job = { Job_Id: ((await published.json()) as { id: string }).id };
  expect((await api.post(`/jobs/${job.Job_Id}/close`)).status()).toBe(200);
  await page.goto(`/jobs/${job.Job_Id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Night Shift Lighthouse Keeper" })).toBeVisible();
  await expect(page.getByText("This job is closed and no longer accepts applications.")).toBeVisible();
  await expect(page.getByRole("button", { name: /Apply Now/ })).toHaveCount(0);
  await expect(page.getByText("Applications closed")).toBeVisible();
  const res = await page.request.post("/api/jobs/apply", { data: { jobId: job.Job_Id } });
  expect(res.status()).toBe(409);
});

test("saving a job from a card lists it on the dashboard", async ({ page }) => {
  await signedInApplicant(page, "saves");
  const applied = await brightloomJob(page);
  expect((await page.request.post("/api/jobs/apply", { data: { jobId: applied.Job_Id } })).status()).toBeLessThan(300);
  const [job] = await openJobsNotApplied(page.request, "analyst");
  await page.goto(`/jobs/${job!.Job_Id}`);
  const save = page.getByRole("button", { name: `Save ${job!.Job_Title}` });
  // The button turns at once; the save itself must land before the page is left.
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith("/api/jobs/saved") && r.request().method() === "POST"), save.click()]);
  expect(response.status()).toBe(200);
  await expect(page.getByRole("button", { name: `Remove ${job!.Job_Title} from saved jobs` })).toHaveAttribute("aria-pressed", "true");
  await page.goto("/dashboard");
  const saved = page.getByRole("region", { name: "Saved jobs" });
  await expect(saved.getByRole("link", { name: job!.Job_Title })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Profile completeness" })).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Recent applications" })
      .getByText(/Applied on/)
      .first(),
  ).toBeVisible();
  // Every practice link on the dashboard leads to a screen that exists (SCREENS in components/layout/nav-items.ts).
  for (const href of await page.locator('main a[href^="/mock"], main a[href^="/test"]').evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
    expect((await page.request.get(href!)).status(), href!).toBe(200);
  }
  await expect(page.getByTestId("disc-dashboard-card").getByRole("link")).toHaveAttribute("href", "/test/disc");
});

test.describe("signed-out visitors", () => {
  test("from a professional network, quick apply creates the account and e-mails a verification link", async ({ page: anon, request }) => {
    const [job] = await openJobsNotApplied(request, "executive");
    await anon.goto(`/jobs/id?jid=${job!.Job_Id}&src=linkedin`);
    await anon.getByRole("button", { name: /^Apply Now/ }).click();
    const form = anon.getByRole("dialog", { name: "Join application" });
    await expect(form).toBeVisible();

    await form.getByRole("button", { name: "Apply Now" }).click();
    await expect(form.getByText("Resume is required")).toBeVisible();
    await expect(form.getByText("Email is required")).toBeVisible();
    await expect(form.getByText("Mobile number is required")).toBeVisible();

    const email = `quick-${Date.now()}@example.com`;
    await form.getByLabel("Resume").setInputFiles({ name: "resume.pdf", mimeType: "application/pdf", buffer: SAMPLE_PDF });
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("First name").fill("Kiran");
    await form.getByLabel("Last name").fill("Rao");
    await form.getByLabel("Mobile number").fill("+91 98450 12345");
    await form.getByLabel(/LinkedIn/).fill("https://www.linkedin.com/in/kiran-rao");
    await form.getByRole("button", { name: "Apply Now" }).click();

    const popup = anon.getByRole("dialog", { name: "You've successfully applied for this job!" });
    await expect(popup).toBeVisible();
    await expect(popup.getByText(/verification link/)).toContainText(email);
    await popup.getByRole("button", { name: "Close" }).first().click();
    await expect(anon.getByText(/^Applied on /).first()).toBeVisible();

    await expect.poll(() => readOutbox({ to: email }).length, { timeout: 30_000 }).toBe(1);
    const [mail] = readOutbox({ to: email });
    const verificationLink = mail!.text.match(/https?:\/\/\S*\/verify-account-small\?\S+/)?.[0] ?? "";
    const link = new URL(verificationLink);
    expect(link.searchParams.get("candidate")).toMatch(/^[0-9a-f-]{36}$/);
    expect(link.searchParams.get("email")).toBe(email);
    expect(link.searchParams.get("token")).toMatch(/^[\w-]{40,}$/);

    // The e-mailed link sets a password and lands on the applications list.
    await anon.goto(`${link.pathname}${link.search}`);
    await anon.getByLabel("New password", { exact: true }).fill("Quick@12345");
    await anon.getByLabel("Confirm password", { exact: true }).fill("Quick@12345");
    await anon.getByRole("button", { name: "Set Password" }).click();
    await expect(anon).toHaveURL(/\/jobs$/, { timeout: 30_000 });
    await expect(anon.getByRole("heading", { name: /Job Applications/ })).toContainText("1");
  });

  test("on a slow line, Apply Now pressed before the page's scripts arrive still opens the quick-apply popup", async ({ page: anon, request }) => {
    const [job] = await openJobsNotApplied(request, "executive");
    // The first page's scripts are held back, so the press reaches the page before React does.
    let hold = true;
    await anon.route(/\/_next\/static\/chunks\/.+\.js/, (route) => (hold ? route.abort() : route.continue()));
    await anon.goto(`/jobs/id?jid=${job!.Job_Id}&src=linkedin`, { waitUntil: "domcontentloaded" });
    expect(await anon.evaluate(() => "next" in window)).toBe(false);
    const asked = anon.waitForURL(/[?&]apply=1/);
    hold = false;
    await anon.getByRole("button", { name: /^Apply Now/ }).click();
    await asked;
    const form = anon.getByRole("dialog", { name: "Join application" });
    await expect(form).toBeVisible();
    await expect(form.getByText(job!.Job_Title)).toBeVisible();
    // Open once: a reload after closing it shows the job, not the popup again.
    await expect(anon).not.toHaveURL(/[?&]apply=1/);
    await form.getByRole("button", { name: "Close" }).first().click();
    await anon.reload();
    await expect(anon.getByRole("button", { name: /^Apply Now/ })).toBeVisible();
    await expect(form).toBeHidden();
  });

  test("quick apply with an address that has an account says so and offers Login", async ({ page: anon, request }) => {
    const [job] = await openJobsNotApplied(request, "executive");
    await anon.goto(`/jobs/id?jid=${job!.Job_Id}&src=linkedin`);
    await anon.getByRole("button", { name: /^Apply Now/ }).click();
    const form = anon.getByRole("dialog", { name: "Join application" });
    await form.getByLabel("Resume").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: SAMPLE_PDF });
    await form.getByLabel("E-mail").fill(DEMO_CANDIDATE.email);
    await form.getByLabel("First name").fill("Asha");
    await form.getByLabel("Last name").fill("Verma");
    await form.getByLabel("Mobile number").fill("9800000001");
    await form.getByRole("button", { name: "Apply Now" }).click();
    await expect(form.getByText("You already have an account with us")).toBeVisible();
    await expect(form.getByRole("link", { name: "Login" })).toHaveAttribute("href", /^\/auth\/login\?callbackUrl=/);
  });

  test("from anywhere else, a job page is public for search engines and Apply Now asks to sign in first", async ({ page: anon, request }) => {
    const [job] = await openJobsNotApplied(request, "manager");
    const response = await anon.goto(`/jobs/${job!.Job_Id}`);
    expect(response?.status()).toBe(200);
    const ld = JSON.parse((await anon.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(ld).toMatchObject({ "@type": "JobPosting", title: job!.Job_Title, hiringOrganization: { name: job!.Company_Details.Company_Name } });
    expect(ld.baseSalary.value.unitText).toBe("YEAR");

    const apply = anon.getByRole("link", { name: "Apply Now" });
    await expect(apply).toHaveAttribute("href", `/auth/login?callbackUrl=${encodeURIComponent(`/jobs/id?jid=${job!.Job_Id}`)}`);
    // Other candidate pages remember the visit (RedirectUrl) and go to login.
    await anon.goto("/discover?q=react");
    await expect(anon).toHaveURL(/\/auth\/login$/);
    expect(await anon.evaluate(() => sessionStorage.getItem("RedirectUrl"))).toBe("/discover?q=react");
  });
});
