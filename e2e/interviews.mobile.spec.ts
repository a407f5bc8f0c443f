import { expect, test } from "./support/test";
import { signInAsDemo } from "./support/auth";
import { emailedLink, getToFirstQuestion, invitedCandidate, shot } from "./support/interviews";

test("on a phone: the question screen fits, and Submit Interview ends early after confirming", async ({ page }) => {
  test.setTimeout(150_000);
  const { candidate, interviewId, api } = await invitedCandidate(page, ["Describe your ideal first week.", "Anything else?"], "recm");
  await page.goto(await emailedLink(candidate.email, interviewId));
  await getToFirstQuestion(page, "390");
  // The first question's voice is made at consent; a busy machine may still be making it.
  await expect(page.getByRole("heading", { name: "Describe your ideal first week." })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Recording in Progress")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, "question-390");
  await page.getByRole("button", { name: "Submit Interview" }).click();
  await page.getByRole("dialog", { name: "Submit your interview now?" }).getByRole("button", { name: "Yes, submit" }).click();
  await expect(page.getByRole("dialog", { name: "Your interview has been submitted successfully!" })).toBeVisible({ timeout: 60_000 });
  await shot(page, "success-390");
  const results = (await (await api.get(`/interviews/${interviewId}`)).json()) as { status: string; questions: { answer: unknown }[] };
  expect(results.status).toBe("COMPLETED");
  expect(results.questions[0]!.answer).not.toBeNull();
  expect(results.questions[1]!.answer).toBeNull();
});

test("on a phone, the demo candidate finds Start interview on the application card and the job page", async ({ page }) => {
  await signInAsDemo(page);
  await page.goto("/jobs?tab=shortlisted");
  const start = page.locator('a[href^="/interview?q="]').filter({ hasText: "Start interview" }).first();
  await expect(start).toBeVisible();
  const href = (await start.getAttribute("href"))!;
  const box = (await start.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await shot(page, "demo-start-card-390");
  await page.locator("article").filter({ has: start }).locator("h3 a").first().click();
  await expect(page.locator(`a[href="${href}"]`).filter({ hasText: "Start interview" }).first()).toBeVisible();
  await shot(page, "demo-start-job-390");
});
