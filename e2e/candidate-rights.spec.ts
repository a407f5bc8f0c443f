// Both sides of a recorded interview's rights: the employer declares how it uses AI when scheduling,
// the candidate reads it on "How this interview works", asks for another way to be assessed, the
// employer's endpoint receives the signed event, answers through the API, and the candidate reads
// the answer on the interview page and the application's timeline.
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { expect, test } from "./support/test";
import { openJobsNotApplied, partner } from "./support/jobs";
import { emailedLink, shot } from "./support/interviews";
import { seriousViolations } from "./support/marketing-axe";
import { cvPdf } from "./support/mocks";
import { createCandidate } from "./support/profile";

type Delivery = { headers: Record<string, string>; body: string };

/** The employer's own server: keeps what it receives and says when something arrived. */
async function employerReceiver() {
  const received: Delivery[] = [];
  const waiting: Array<() => void> = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      received.push({ headers: req.headers as Record<string, string>, body });
      res.writeHead(204).end();
      waiting.splice(0).forEach((wake) => wake());
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const arrival = () => new Promise<void>((resolve) => waiting.push(resolve));
  return { received, arrival, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hireready-events`, close: () => server.close() };
}

test("the candidate reads how the interview works, asks for another way, and reads the employer's answer", async ({ page }) => {
  test.setTimeout(120_000);
  const receiver = await employerReceiver();
  try {
    const api = partner(page.request);
    const hook = await api.post("/webhooks", { url: receiver.url, events: ["interview.alternative_requested"] });
    expect(hook.status()).toBe(201);
    const { secret, id: webhookId } = (await hook.json()) as { secret: string; id: string };

    const candidate = await createCandidate("rights");
    const login = await page.request.post("/api/auth/login", { data: { email: candidate.email, password: candidate.password } });
    expect(login.status()).toBe(200);
    expect((await page.request.post("/api/users/resume", { multipart: { resume: cvPdf() } })).status()).toBeLessThan(300);
    const job = (await openJobsNotApplied(page.request, "brightloom")).find((j) => j.Company_Details.Company_Name === "Brightloom Technologies")!;
    expect((await page.request.post("/api/jobs/apply", { data: { jobId: job.Job_Id } })).status()).toBeLessThan(300);
    const list = (await (await api.get(`/jobs/${job.Job_Id}/applications?limit=100`)).json()) as { data: { id: string; candidate: { email: string } }[] };
    const applicationId = list.data.find((a) => a.candidate.email === candidate.email)!.id;
    const scheduled = await api.post(`/applications/${applicationId}/interview`, {
      questions: ["Tell us about a release you rolled back.", "How do you explain a delay to a client?"],
      aiUse: { scoring: "assists-reviewers", factors: ["how the answer is structured"], humanReview: true },
      retentionDays: 60,
      feedbackWithinDays: 10,
    });
    expect(scheduled.status()).toBe(201);
    const { interviewId } = (await scheduled.json()) as { interviewId: string };

    // The candidate, from the e-mailed link: the declaration in plain words, before any consent.
    await page.goto(await emailedLink(candidate.email, interviewId));
    const how = page.getByTestId("how-it-works");
    await expect(how.getByRole("heading", { name: "How this interview works" })).toBeVisible();
    await expect(how).toContainText("Brightloom Technologies uses AI to help its reviewers. It looks at: how the answer is structured. A person decides.");
    await expect(how).toContainText("Your answer videos are deleted 60 days after you record them.");
    await expect(how).toContainText("Brightloom Technologies has promised to reply within 10 days of your interview.");
    // Step one of three, and the two documents' versions in one line that names each.
    await expect(page.getByText("Step 1 of 3 · Consent", { exact: true })).toBeVisible();
    await expect(page.getByTestId("versions")).toHaveText(
      /^Kept with your consent: how this interview works, version \S+; the consent wording, version \S+\.$/,
    );
    await expect(page.getByText(/Version \d/)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "how-it-works-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "how-it-works-390");
    await page.setViewportSize({ width: 1280, height: 800 });

    // Another way to be assessed: asked once, and the employer's server hears of it, signed.
    const panel = page.getByRole("region", { name: "Another way to be assessed" });
    await panel.getByLabel("Why, or what would work for you (optional)").fill("I lip-read, so a live call with captions would suit me better.");
    const arrived = receiver.arrival();
    await panel.getByRole("button", { name: "Ask for another way" }).click();
    await expect(panel.getByTestId("another-way-status")).toHaveText(
      "You asked Brightloom Technologies for another way to be assessed. The interview waits for their answer; you will see it here and in your notifications.",
    );
    await arrived;
    const [delivery] = receiver.received;
    const event = new Webhook(secret).verify(delivery!.body, delivery!.headers) as {
      type: string;
      data: { applicationId: string; interviewId: string; requestId: string };
    };
    expect(event).toMatchObject({ type: "interview.alternative_requested", data: { applicationId, interviewId } });

    // The employer reads the candidate's own words on the application, and answers.
    const application = (await (await api.get(`/applications/${applicationId}`)).json()) as {
      requests: Array<{ id: string; message: string; status: string }>;
    };
    expect(application.requests).toEqual([
      expect.objectContaining({ id: event.data.requestId, status: "PENDING", message: "I lip-read, so a live call with captions would suit me better." }),
    ]);
    const answered = await api.post(`/applications/${applicationId}/requests/${event.data.requestId}`, {
      decision: "accepted",
      message: "Of course. Our recruiter will call you on Tuesday at 11:00 with live captions.",
    });
    expect(answered.status()).toBe(200);
    const log = (await (await api.get(`/webhooks/${webhookId}/deliveries`)).json()) as { data: Array<{ status: string; attempts: number }> };
    expect(log.data[0]).toMatchObject({ status: "delivered", attempts: 1 });

    // The candidate sees the answer where they asked, and on the application's timeline.
    await panel.getByRole("button", { name: "Check for an answer" }).click();
    await expect(panel.getByTestId("another-way-status")).toHaveText(
      "Brightloom Technologies agreed: “Of course. Our recruiter will call you on Tuesday at 11:00 with live captions.”",
    );
    await page.goto(`/jobs/${job.Job_Id}`);
    // The application no longer offers to start the interview: it says what was agreed and what happens next.
    const agreed =
      "Brightloom Technologies agreed to assess you another way, so the recorded interview is not needed. What happens next: “Of course. Our recruiter will call you on Tuesday at 11:00 with live captions.”";
    const header = page.locator("header").filter({ has: page.getByRole("heading", { name: job.Job_Title }) });
    await expect(header.getByTestId("alternative-chip")).toHaveText("Status: Assessed another way");
    await expect(header.getByTestId("alternative-note")).toHaveText(agreed);
    await expect(page.getByRole("link", { name: "Start interview" })).toHaveCount(0);
    const timeline = page.getByTestId("application-timeline");
    await expect(timeline.getByRole("heading", { name: "Brightloom Technologies answered your request" })).toBeVisible();
    await expect(timeline).toContainText("Brightloom Technologies agreed: “Of course. Our recruiter will call you on Tuesday at 11:00 with live captions.”");
    await expect(timeline.getByRole("heading", { name: "You asked for another way to be assessed" })).toBeVisible();
    await expect(timeline).toContainText("I lip-read, so a live call with captions would suit me better.");
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "request-answered-timeline-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "request-answered-timeline-390");
    await page.setViewportSize({ width: 1280, height: 800 });

    // The dashboard's cards say the same.
    await page.goto("/dashboard");
    const upcoming = page.getByTestId("interview-upcoming").filter({ hasText: job.Job_Title });
    await expect(upcoming.getByTestId("interview-alternative")).toHaveText(agreed);
    await expect(upcoming.getByRole("link", { name: "Start interview" })).toHaveCount(0);
    // This candidate's one application, among the recent ones.
    await expect(page.getByTestId("alternative-chip")).toHaveText("Status: Assessed another way");
    await shot(page, "alternative-accepted-dashboard-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "alternative-accepted-dashboard-390");
  } finally {
    receiver.close();
  }
});
