import { expect, test } from "@playwright/test";
import { withDatabase } from "./support/accounts";
import { signInAsDemo } from "./support/auth";
import { openJobsNotApplied, SAMPLE_PDF } from "./support/jobs";
import { createCandidate, pdfFile, signInAs } from "./support/profile";
import { candidateAtStep, screenshot, signInTo } from "./support/ux";

const step = (name: string) => new RegExp(`/auth/register\\?steps=${name}$`);

test("onboarding keeps step three over a reload, goes Back to edit earlier steps, and 'Not you? Sign out' leaves", async ({ page }) => {
  const candidate = await candidateAtStep("back", "onboarding_three");
  await signInTo(page, candidate, step("onboarding_three"));
  await expect(page.getByRole("button", { name: "Back" })).toHaveCount(0);
  await expect(page.getByText(candidate.email)).toBeVisible();

  await page.getByLabel("First name").fill("Lakshmi");
  await page.getByLabel("Last name").fill("Iyer");
  await page.getByLabel("City (optional)").fill("Kochi");
  await page.getByLabel("State").fill("Kerala");
  await page.reload();
  await expect(page.getByLabel("First name")).toHaveValue("Lakshmi");
  await expect(page.getByLabel("City (optional)")).toHaveValue("Kochi");
  await expect(page.getByLabel("State")).toHaveValue("Kerala");
  await page.getByText("Female", { exact: true }).click();
  await page.getByRole("button", { name: "Continue", exact: true }).click();

  await expect(page).toHaveURL(step("onboarding_four"));
  await page.getByLabel("Current designation").fill("Staff Nurse");
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL(step("onboarding_five"));
  await screenshot(page, "onboarding-step-five-1280");

  // Back twice: step four, then step three, each with what was saved; the stored step stays five.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByText("You are changing an earlier step. Your progress is kept.")).toBeVisible();
  await expect(page.getByLabel("Current designation")).toHaveValue("Staff Nurse");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("City (optional)")).toHaveValue("Kochi");
  await page.getByLabel("City (optional)").fill("Thrissur");
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByLabel("Current designation")).toBeVisible();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByRole("button", { name: "Skip for now" })).toBeVisible();
  await expect(page.getByText("You are changing an earlier step.")).toHaveCount(0);
  await expect(page).toHaveURL(step("onboarding_five"));
  const row = await withDatabase(async (client) =>
    (await client.query(`SELECT city, state, "onboardingStep" FROM candidates WHERE id = $1`, [candidate.id])).rows[0],
  );
  expect(row).toEqual({ city: "Thrissur", state: "Kerala", onboardingStep: "onboarding_five" });

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\/login/);
});

test("the interest picker suggests titles from the industry, refuses a duplicate with the reason and clears the box", async ({ page }) => {
  const candidate = await candidateAtStep("interests", "onboarding_six");
  await signInTo(page, candidate, step("onboarding_six"));
  await page.getByLabel("Industry").selectOption("Information Technology");
  const box = page.getByRole("combobox", { name: /Interests/ });
  await box.fill("develop");
  const suggestions = page.getByRole("listbox", { name: "Suggested job titles" });
  await expect(suggestions).toBeVisible();
  const first = (await suggestions.getByRole("option").first().textContent())!;
  expect(first.toLowerCase()).toContain("develop");
  await box.press("ArrowDown");
  await box.press("Enter");
  const chosen = page.getByRole("list", { name: "Your interests" });
  await expect(chosen.getByRole("listitem")).toHaveText([first]);
  await expect(box).toHaveValue("");

  await box.fill(first.toUpperCase());
  await box.press("Enter");
  await expect(page.getByText(`"${first}" is already one of your interests, so it was not added again.`)).toBeVisible();
  await expect(box).toHaveValue("");
  await box.fill("Underwater Basket Weaver");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(chosen.getByRole("listitem")).toHaveText([first, "Underwater Basket Weaver"]);
  await box.fill(first.slice(0, 5));
  await expect(suggestions.getByRole("option", { name: first, exact: true })).toHaveCount(0);
  await screenshot(page, "interest-picker-1280");
});

test("applying without a CV asks for one ('Please update your resume'), takes it right there and applies", async ({ page }) => {
  const candidate = await createCandidate("nocv");
  await signInAs(page, candidate);
  const [job] = await openJobsNotApplied(page.request, "developer");
  const refused = await page.request.post("/api/jobs/apply", { data: { jobId: job!.Job_Id } });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({ message: "Please upload your resume before applying for a job" });

  await page.goto(`/jobs/${job!.Job_Id}`);
  await page.getByRole("button", { name: /^Apply Now/ }).click();
  const dialog = page.getByRole("dialog", { name: "Please update your resume" });
  await expect(dialog).toBeVisible();
  await screenshot(page, "apply-needs-cv-1280");
  await dialog.getByLabel("Your CV").setInputFiles(pdfFile("Kiran Rao CV.pdf", ["Kiran Rao", "Backend Developer"]));
  await expect(page.getByRole("dialog", { name: "You've successfully applied for this job!" })).toBeVisible();
  await page.getByRole("dialog", { name: "You've successfully applied for this job!" }).getByRole("button", { name: "Close" }).first().click();
  await expect(page.getByText(/^Applied on /).first()).toBeVisible();
});

test("the job page's applicant count includes a quick apply", async ({ page, request }) => {
  const [job] = await openJobsNotApplied(request, "manager");
  await page.goto(`/jobs/id?jid=${job!.Job_Id}&src=linkedin`);
  const count = page.getByText("Candidates applied").locator("xpath=following-sibling::dd");
  const before = Number((await count.textContent())!.replace(/\D/g, ""));
  await page.getByRole("button", { name: /^Apply Now/ }).click();
  const form = page.getByRole("dialog", { name: "Join application" });
  await form.getByLabel("Resume").setInputFiles({ name: "resume.pdf", mimeType: "application/pdf", buffer: SAMPLE_PDF });
  await form.getByLabel("E-mail").fill(`count-${Date.now()}@example.com`);
  await form.getByLabel("First name").fill("Noor");
  await form.getByLabel("Last name").fill("Khan");
  await form.getByLabel("Mobile number").fill("+91 98450 22345");
  await form.getByRole("button", { name: "Apply Now" }).click();
  await expect(page.getByRole("dialog", { name: "You've successfully applied for this job!" })).toBeVisible();
  await expect(count).toHaveText((before + 1).toLocaleString("en-IN"));
});

test("on a desktop the dashboard's recommended job cards are wide enough to read, and every link leads to a screen that exists", async ({ page }) => {
  await signInAsDemo(page);
  const cards = page.getByRole("region", { name: "Recommended for you" }).locator("article");
  await expect(cards.first()).toBeVisible();
  const box = await cards.first().boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(300);
  const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")!))]);
  for (const href of hrefs) {
    expect((await page.request.get(href, { maxRedirects: 0 })).status(), href).toBeLessThan(400);
  }
  await screenshot(page, "dashboard-1280");
  await page.goto("/jobs");
  await screenshot(page, "jobs-1280");
});
