// Both sides of an application: the employer's site reads the CV, invites, reads the answers and
// writes feedback through the partner API; the candidate follows it on the job page's timeline,
// the applications card and the bell. A second candidate's feedback on the same job stays theirs.
import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "./support/test";
import { openJobsNotApplied, partner, type JobSummary } from "./support/jobs";
import { seriousViolations } from "./support/marketing-axe";
import { cvPdf } from "./support/mocks";
import { readOutbox } from "./support/outbox";
import { createCandidate, type TestCandidate } from "./support/profile";

const SHOTS = "test-results/application-timeline";
const COMPANY = "Brightloom Technologies";
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(4000, 3)]);
const json = { "content-type": "application/json" };

/** Signs a new candidate in on `page` (API cookies), uploads a CV and applies to `job` (or the last open Brightloom job). */
async function applied(page: Page, label: string, job?: JobSummary) {
  const candidate: TestCandidate = await createCandidate(label);
  const login = await page.request.post("/api/auth/login", { data: { email: candidate.email, password: candidate.password }, headers: json, timeout: 60_000 });
  expect(login.status()).toBe(200);
  expect((await page.request.post("/api/users/resume", { multipart: { resume: cvPdf() } })).status()).toBeLessThan(300);
  // The last of them: other specs take the first, and their reads of its applicants would land on this timeline.
  const target = job ?? (await openJobsNotApplied(page.request, "brightloom")).filter((j) => j.Company_Details.Company_Name === COMPANY).at(-1);
  expect(target, "an open Brightloom job").toBeTruthy();
  expect((await page.request.post("/api/jobs/apply", { data: { jobId: target!.Job_Id }, headers: json })).status()).toBeLessThan(300);
  return { candidate, job: target! };
}

async function applicationOf(page: Page, jobId: string, email: string): Promise<string> {
  const list = (await (await partner(page.request).get(`/jobs/${jobId}/applications?limit=100`)).json()) as {
    data: { id: string; candidate: { email: string } }[];
  };
  return list.data.find((a) => a.candidate.email === email)!.id;
}

/** Consents, answers the first question and submits, as the signed-in owner. */
async function answerAndSubmit(page: Page, interviewId: string) {
  const open = await page.request.post("/api/interviews/open", { data: { id: interviewId }, headers: json });
  expect(open.status()).toBe(200);
  const { consent } = (await open.json()) as { consent: { version: string } };
  expect(
    (await page.request.post("/api/interviews/consent", { data: { id: interviewId, version: consent.version, agree: true }, headers: json })).status(),
  ).toBe(200);
  expect((await page.request.post("/api/users/question", { data: { id: interviewId, ques_no: 1 }, headers: json })).status()).toBe(200);
  const upload = await page.request.post("/api/users/videoUpload", {
    multipart: { id: interviewId, question_no: "1", file: { name: "answer.webm", mimeType: "video/webm", buffer: WEBM } },
  });
  expect(upload.status()).toBe(200);
  expect((await page.request.post("/api/users/dbupdate", { data: { id: interviewId }, headers: json })).status()).toBe(200);
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test("feedback, a CV view and an answers view reach the candidate's timeline, card and bell, and nobody else's", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const api = partner(page.request);

  // Another candidate on the same job, with feedback of their own.
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  const me = await applied(page, "timeline");
  const other = await applied(otherPage, "timeline-other", me.job);
  const otherApplication = await applicationOf(otherPage, me.job.Job_Id, other.candidate.email);
  expect((await api.post(`/applications/${otherApplication}/feedback`, { message: "A note for the other candidate only." })).status()).toBe(201);
  await otherContext.close();

  // The employer's site: it lists the applicants (a CV read), invites, reads the answers, writes.
  const applicationId = await applicationOf(page, me.job.Job_Id, me.candidate.email);
  const scheduled = await api.post(`/applications/${applicationId}/interview`, {
    questions: ["Tell us about a launch you led."],
    expiresInDays: 7,
    extraTimePercent: 0,
  });
  expect(scheduled.status()).toBe(201);
  const { interviewId } = (await scheduled.json()) as { interviewId: string };
  await answerAndSubmit(page, interviewId);
  expect((await api.get(`/interviews/${interviewId}`)).status()).toBe(200);
  const message = "Thank you, Kiran. Your launch story stood out.\nWe will write again by Friday.";
  const sent = await api.post(`/applications/${applicationId}/feedback`, { message });
  expect(sent.status()).toBe(201);
  const { feedbackId } = (await sent.json()) as { feedbackId: string };
  // A double click on the employer's side sends nothing new.
  const again = await api.post(`/applications/${applicationId}/feedback`, { message });
  expect(again.status()).toBe(200);
  expect(((await again.json()) as { feedbackId: string }).feedbackId).toBe(feedbackId);

  // The job page's timeline, newest first.
  await page.goto(`/jobs/${me.job.Job_Id}`);
  const timeline = page.getByTestId("application-timeline");
  await expect(timeline.getByRole("heading", { name: "Your application" })).toBeVisible();
  const titles = timeline.getByRole("listitem").getByRole("heading");
  await expect(titles.first()).toHaveText(`Feedback from ${COMPANY}`);
  const all = await titles.allInnerTexts();
  expect(all.filter((t) => !t.startsWith("CV viewed"))).toEqual([
    `Feedback from ${COMPANY}`,
    `Answers viewed by ${COMPANY}`,
    "Interview done",
    "Interview scheduled",
    "Applied",
  ]);
  expect(all).toContain(`CV viewed by ${COMPANY}`);
  const feedback = timeline.getByRole("listitem").filter({ hasText: `Feedback from ${COMPANY}` });
  await expect(feedback.locator("blockquote")).toHaveText(message);
  await expect(feedback.locator("time")).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} (am|pm)$/);
  await expect(timeline).not.toContainText("other candidate");
  await expect(timeline.getByRole("listitem").filter({ hasText: "Applied" })).toContainText(`You applied for ${me.job.Job_Title} at ${COMPANY}.`);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "job-page-1280");

  // The applications card's one line.
  await page.goto("/jobs?tab=shortlisted");
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: me.job.Job_Title }) });
  await expect(card.getByTestId("application-latest")).toHaveText(`Feedback from ${COMPANY} · Just now`);
  await shot(page, "applications-1280");

  // The bell.
  await page.getByRole("button", { name: /^Notifications/ }).click();
  const bell = page.getByRole("region", { name: "Notifications" });
  await expect(bell.getByText(`Feedback from ${COMPANY}`).first()).toBeVisible();
  await expect(bell.getByText(`On ${me.job.Job_Title}: “Thank you, Kiran. Your launch story stood out. We will write again by Friday.”`)).toBeVisible();
  await expect(bell).not.toContainText("other candidate");
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/bell-1280.png` });

  // And the e-mail, in plain words.
  await expect
    .poll(() => readOutbox({ to: me.candidate.email }).map((m) => m.subject), { timeout: 30_000 })
    .toContain(`Feedback from ${COMPANY}: ${me.job.Job_Title}`);
  const mail = readOutbox({ to: me.candidate.email }).find((m) => m.subject.startsWith("Feedback from"))!;
  expect(mail.text).toContain("> Thank you, Kiran. Your launch story stood out.\n> We will write again by Friday.");
  expect(mail.text.replaceAll(me.job.Job_Title, "")).not.toMatch(/\b(server|provider|engine)\b/i);

  // The same screens on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/jobs/${me.job.Job_Id}`);
  await expect(page.getByTestId("application-timeline").getByRole("heading", { name: `Feedback from ${COMPANY}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "job-page-390");
  await page.goto("/jobs?tab=shortlisted");
  await expect(
    page
      .getByRole("article")
      .filter({ has: page.getByRole("link", { name: me.job.Job_Title }) })
      .getByTestId("application-latest"),
  ).toBeVisible();
  await shot(page, "applications-390");
});
