import { expect, test } from "./support/test";
import { countMessages, freshEmail, freshMobile, nextCode, withDatabase } from "./support/accounts";
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
  const row = await withDatabase(
    async (client) => (await client.query(`SELECT city, state, "onboardingStep" FROM candidates WHERE id = $1`, [candidate.id])).rows[0],
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
  await expect(page.getByText('"Underwater Basket Weaver" is not a job title on our list: try another word, such as "developer" or "manager".')).toBeVisible();
  await expect(chosen.getByRole("listitem")).toHaveText([first]);
  await box.fill(first.slice(0, 5));
  await expect(suggestions.getByRole("option", { name: first, exact: true })).toHaveCount(0);
  await screenshot(page, "interest-picker-1280");
});

test("typing part of a title and pressing Enter adds nothing until a suggestion is picked, and the list never covers the CV box", async ({ page }) => {
  const candidate = await candidateAtStep("front", "onboarding_six");
  await signInTo(page, candidate, step("onboarding_six"));
  const box = page.getByRole("combobox", { name: /Interests/ });
  const suggestions = page.getByRole("listbox", { name: "Suggested job titles" });
  const chosen = page.getByRole("list", { name: "Your interests" });
  const cvBox = page.getByText("Upload your CV").first();

  await box.fill("front");
  await expect(suggestions).toBeVisible();
  await expect(suggestions.getByRole("option", { name: "Frontend Developer", exact: true })).toBeVisible();
  // Open suggestions sit above the CV box, never on top of it.
  const list = (await suggestions.boundingBox())!;
  const cv = (await cvBox.boundingBox())!;
  expect(list.y + list.height).toBeLessThanOrEqual(cv.y);
  await screenshot(page, "interest-suggestions-1280");

  await box.press("Enter");
  await expect(page.getByText('"front" is not a job title on our list: pick one of the suggestions.')).toBeVisible();
  await expect(chosen).toHaveCount(0);
  await expect(box).toHaveValue("front");

  const options = suggestions.getByRole("option");
  const count = await options.count();
  for (let i = 0; i < count; i++) {
    await box.press("ArrowDown");
    if ((await suggestions.locator('[aria-selected="true"]').textContent()) === "Frontend Developer") break;
  }
  await box.press("Enter");
  await expect(chosen.getByRole("listitem")).toHaveText(["Frontend Developer"]);
  await expect(box).toHaveValue("");
  await expect(suggestions).toBeHidden();
  await screenshot(page, "interest-picked-1280");

  // Saved as picked: the profile holds the title, not the fragment.
  await page.locator('input[type="file"]').setInputFiles(pdfFile("Front CV.pdf", ["Asha", "Frontend Developer"]));
  await expect(page.getByTestId("cv-name")).toHaveText("Front CV.pdf");
  await page.getByRole("button", { name: "Complete registration" }).click();
  await expect(page).toHaveURL(step("onboarding_seven"), { timeout: 30_000 });
  const row = await withDatabase(async (client) => (await client.query(`SELECT interests FROM candidates WHERE id = $1`, [candidate.id])).rows[0]);
  expect(row).toEqual({ interests: ["Frontend Developer"] });
});

test("typing the e-mail code: Continue looks disabled while the code is empty or short", async ({ page }) => {
  const email = freshEmail("codestep");
  await page.goto("/auth/register?steps=onboarding_one");
  await page.waitForLoadState("networkidle");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Sunrise@2026");
  const before = countMessages(email);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL(step("onboarding_two"));
  const code = await nextCode(email, before);
  const next = page.getByRole("button", { name: "Continue", exact: true });
  const box = page.getByLabel("OTP Code");
  await expect(next).toHaveAttribute("aria-disabled", "true");
  await expect(next).toHaveCSS("opacity", "0.55");
  await screenshot(page, "code-step-empty-1280");
  await box.fill(code.slice(0, 2));
  await expect(next).toHaveCSS("opacity", "0.55");
  await box.fill(code.slice(0, 5));
  await expect(next).toHaveCSS("opacity", "0.55");
  await box.fill(code);
  await expect(next).not.toHaveAttribute("aria-disabled", "true");
  await expect(next).toHaveCSS("opacity", "1");
  await screenshot(page, "code-step-full-1280");
  await next.click();
  await expect(page).toHaveURL(step("onboarding_three"));
});

test("sending the mobile code clears 'Mobile number is not verified yet'; it returns only on an unverified submit", async ({ page }) => {
  const candidate = await candidateAtStep("mobilemsg", "onboarding_three");
  await signInTo(page, candidate, step("onboarding_three"));
  const message = page.getByText("Mobile number is not verified yet");
  const continueButton = page.getByRole("button", { name: "Continue", exact: true });
  // A new number, not verified yet.
  await page.getByLabel("Mobile number").fill(freshMobile());
  await continueButton.click();
  await expect(message).toBeVisible();

  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByLabel("Mobile OTP")).toBeVisible();
  await expect(message).toBeHidden();
  await page.getByLabel("Mobile OTP").fill("12");
  await expect(message).toBeHidden();
  await screenshot(page, "mobile-code-sent-1280");

  await continueButton.click();
  await expect(message).toBeVisible();
});

test("applying without a CV asks for one ('Please update your resume'), takes it right there and applies", async ({ page }) => {
  const candidate = await createCandidate("nocv");
  await signInAs(page, candidate);
  const [job] = await openJobsNotApplied(page.request, "developer");
  const refused = await page.request.post("/api/jobs/apply", { data: { jobId: job!.Job_Id } });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({ message: "Please upload your resume before applying for a job", code: "RESUME_REQUIRED" });

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

test("a refused step puts the focus on its first field with a message, in the page's order, and the message goes once that field is edited", async ({
  page,
}) => {
  const candidate = await candidateAtStep("focus", "onboarding_three");
  await signInTo(page, candidate, step("onboarding_three"));
  // The first name is there; the last name, the gender and the state are not.
  await page.getByLabel("First name").fill("Meera");
  await page.getByLabel("Last name").fill("");
  await page.getByLabel("State").fill("");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Last name is required")).toBeVisible();
  await expect(page.getByText("State is required")).toBeVisible();
  await expect(page.getByLabel("Last name")).toBeFocused();
  await expect(page.getByLabel("Last name")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Last name").fill("Nair");
  await expect(page.getByText("Last name is required")).toBeHidden();
  await expect(page.getByLabel("Last name")).not.toHaveAttribute("aria-invalid", "true");
  // Only the edited field's message goes.
  await expect(page.getByText("State is required")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("radio", { name: "Male", exact: true })).toBeFocused();
});
