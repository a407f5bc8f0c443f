import { expect, test } from "./support/test";
import { withDatabase } from "./support/accounts";
import { signInAsDemo } from "./support/auth";
import { readOutbox } from "./support/outbox";
import { emailedLink, getToFirstQuestion, invitedCandidate, shot, switchTabAndBack } from "./support/interviews";
import { answerThenClick } from "./support/answer-clock";

const QUESTIONS = [
  "Tell us about a time you untangled a slow service.",
  "How do you decide what to test first?",
  "What would you improve in your last team's process?",
];

test("the demo candidate starts the interview the bell announces from the card, the job page and the e-mail", async ({ page }) => {
  await signInAsDemo(page);
  await page.getByRole("button", { name: /^Notifications/ }).click();
  const bell = page.getByRole("region", { name: "Notifications" });
  const row = bell.locator('a[href^="/interview?q="]').filter({ hasText: "Your recorded video interview is ready to start" });
  await expect(row.first()).toBeVisible();
  const href = (await row.first().getAttribute("href"))!;
  const interviewId = new URLSearchParams(href.split("?")[1]).get("q")!;

  // The application card in the Shortlisted tab.
  await page.goto("/jobs?tab=shortlisted");
  const start = page.locator(`a[href="${href}"]`).filter({ hasText: "Start interview" });
  await expect(start).toBeVisible();
  const card = page.locator("article").filter({ has: start });
  const title = await card.locator("h3").first().innerText();
  await shot(page, "demo-start-card-1280");

  // The job page.
  await card.locator("h3 a").first().click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("link", { name: "Start interview" }).first()).toHaveAttribute("href", href);
  await shot(page, "demo-start-job-1280");

  // The e-mail's link, with its token, opens the same interview.
  const mail = readOutbox({ to: "demo@hireready.local" }).find((m) => m.text.includes(`/interview?q=${interviewId}&token=`));
  expect(mail?.subject).toContain(title);
  const link = new URL(mail!.text.match(/https?:\/\/\S+\/interview\?q=[^\s)]+/)![0]);
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(new RegExp(`/interview\\?q=${interviewId}$`));
  await expect(page.getByRole("heading").filter({ hasText: title }).first()).toBeVisible();
  await shot(page, "demo-interview-consent-1280");
});

test("an employer invites, the candidate records every answer, and the employer reads them", async ({ page }) => {
  test.setTimeout(180_000);
  const { candidate, job, applicationId, interviewId, api } = await invitedCandidate(page, QUESTIONS, "rec");

  // The application card and the bell lead to the interview.
  await page.goto(`/jobs/${job.Job_Id}`);
  await expect(page.getByRole("link", { name: "Start interview" }).first()).toHaveAttribute("href", `/interview?q=${interviewId}`);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: /^Notifications/ }).click();
  const bell = page.getByRole("region", { name: "Notifications" });
  await expect(bell.getByText("Your recorded video interview is ready to start").first()).toBeVisible();
  await expect(bell.locator(`a[href="/interview?q=${interviewId}"]`).first()).toBeVisible();

  // The e-mailed link: its token moves to session storage and leaves the address bar.
  const link = await emailedLink(candidate.email, interviewId);
  expect(link).toContain("token=");
  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`/interview\\?q=${interviewId}$`));
  expect(await page.evaluate(() => sessionStorage.getItem("interviewAccessToken"))).toBeTruthy();

  await getToFirstQuestion(page, "1280");
  // The first question's voice is made on first use: allow for it.
  await expect(page.getByRole("heading", { name: QUESTIONS[0] })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Question 1 of 3", { exact: true })).toBeVisible();
  await expect(page.getByText("Recording in Progress")).toBeVisible();
  await expect(page.getByTestId("countdown")).toHaveText(/^[23]:\d\d$/);
  await expect(page.getByRole("list", { name: "Progress" }).getByRole("listitem")).toHaveCount(3);
  await shot(page, "question-1280");
  await switchTabAndBack(page);
  // The line drops as the next question is asked: the page asks again, and the interview goes on.
  let asked = 0;
  await page.route("**/api/users/question", (route) => (asked++ === 0 ? route.abort("internetdisconnected") : route.continue()));
  await page.getByRole("button", { name: "Next question" }).click();

  await expect(page.getByRole("heading", { name: QUESTIONS[1] })).toBeVisible();
  expect(asked).toBe(2);
  await page.unroute("**/api/users/question");
  // Submit Interview asks first; keeping on answering stays on the question.
  await page.getByRole("button", { name: "Submit Interview" }).click();
  const confirm = page.getByRole("dialog", { name: "Submit your interview now?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Keep answering" }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole("button", { name: "Next question" }).click();

  await expect(page.getByRole("heading", { name: QUESTIONS[2] })).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit Interview" })).toHaveCount(0);
  // Answered for 2 s by the page's clock before Finish: pressed the moment the question opens, the
  // recorder has nothing yet and the page rightly asks whether to submit it unanswered.
  await answerThenClick(page, 2, "Finish interview");
  const success = page.getByRole("dialog", { name: "Your interview has been submitted successfully!" });
  await expect(success).toBeVisible({ timeout: 60_000 });
  await shot(page, "success-1280");
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Recorded interviews" })).toBeVisible();
  await expect(page.getByTestId("interview-done").filter({ hasText: job.Job_Title })).toContainText("3 of 3 answered");
  await expect(page.getByTestId("interview-done").filter({ hasText: job.Job_Title })).toContainText("Consented on");
  await shot(page, "dashboard-1280");

  // The employer reads the answers, the tallies and the tab switch.
  const results = (await (await api.get(`/interviews/${interviewId}`)).json()) as {
    status: string;
    consent: { version: string } | null;
    questions: {
      position: number;
      text: string;
      answer: {
        videoUrl: string;
        emotionData: Record<string, number> | null;
        attention: Record<string, number>;
        tabSwitchTimings: number[];
        alarms: unknown[];
      } | null;
    }[];
  };
  expect(results.status).toBe("COMPLETED");
  expect(results.consent?.version).toBeTruthy();
  expect(results.questions.map((q) => q.text)).toEqual(QUESTIONS);
  for (const q of results.questions) {
    expect(q.answer, `answer ${q.position}`).not.toBeNull();
    expect(Object.keys(q.answer!.emotionData ?? {})).toEqual(
      expect.arrayContaining(["Angry", "Disgust", "Fear", "Happy", "Neutral", "Sad", "Surprise", "Attention"]),
    );
    expect(Array.isArray(q.answer!.alarms)).toBe(true);
  }
  expect(results.questions[0]!.answer!.tabSwitchTimings).toHaveLength(1);
  const video = await page.request.get(results.questions[0]!.answer!.videoUrl);
  expect(video.status()).toBe(200);
  expect((await video.body()).subarray(0, 4).toString("hex")).toBe("1a45dfa3");
  const application = (await (await api.get(`/applications/${applicationId}`)).json()) as { status: string };
  expect(application.status).toBe("INTERVIEW_DONE");
});

test("a link whose token is wrong gets a clear page", async ({ page }) => {
  const { interviewId } = await invitedCandidate(page, ["Only one?"], "recbad");
  await page.context().clearCookies();
  await page.goto(`/interview?q=${interviewId}&token=${"x".repeat(43)}`);
  await expect(page.getByRole("heading", { name: "This interview link is not valid" })).toBeVisible();
});

test("an expired link answers the expiry page and the application becomes Link Expired", async ({ page }) => {
  const { candidate, interviewId, applicationId, api } = await invitedCandidate(page, ["Still there?"], "recexp");
  const link = await emailedLink(candidate.email, interviewId);
  await withDatabase((db) => db.query(`UPDATE interviews SET "expiresAt" = now() - interval '1 minute' WHERE id = $1`, [interviewId]));
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "This interview link has expired" })).toBeVisible();
  await shot(page, "expired-1280");
  const application = (await (await api.get(`/applications/${applicationId}`)).json()) as { status: string };
  expect(application.status).toBe("LINK_EXPIRED");
});

test("a camera that answers after the candidate chose audio only is turned off, and the microphone alone goes on to practice", async ({ page }) => {
  // A slow phone: the camera's answer is held until the test lets it go, while the microphone answers at once.
  await page.addInitScript(() => {
    const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    const w = window as unknown as { __cameraHeld: boolean; __releaseCamera: () => void; __cameraTracks: MediaStreamTrack[] };
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    w.__cameraHeld = false;
    w.__releaseCamera = release;
    w.__cameraTracks = [];
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      if (constraints?.video) {
        w.__cameraHeld = true;
        await held;
        w.__cameraTracks.push(...stream.getVideoTracks());
      }
      return stream;
    };
  });
  const { candidate, interviewId } = await invitedCandidate(page, ["Only one?"], "reclate");
  await page.goto(await emailedLink(candidate.email, interviewId));
  await page.getByRole("checkbox", { name: /I agree to be recorded/ }).check();
  await page.getByRole("button", { name: "I agree, continue" }).click();
  await expect(page.getByRole("heading", { name: "Check your camera and microphone" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __cameraHeld: boolean }).__cameraHeld)).toBe(true);
  await page.getByTestId("audio-only").check();
  const next = page.getByRole("button", { name: "Continue to practice" });
  await expect(next).toBeEnabled();
  await expect(page.getByText("Camera: off (audio only)")).toBeVisible();
  // The camera answers now, late: it must not take the microphone's place.
  await page.evaluate(() => (window as unknown as { __releaseCamera: () => void }).__releaseCamera());
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __cameraTracks: MediaStreamTrack[] }).__cameraTracks.map((t) => t.readyState)))
    .toEqual(["ended"]);
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page.getByRole("heading", { name: "Practice question" })).toBeVisible();
  await expect(page.getByTestId("audio-only-device")).toBeVisible();
});
