import { expect, test } from "./support/test";
import { SECONDS_PER_QUESTION } from "@/lib/interviews/interview-rules";
import { MOCK_CAMERA_AWAY_MIN_SECONDS } from "@/lib/mocks/mock-rules";
import { answerFor } from "./support/answer-clock";
import { createReadyMockE2E, recordPreview } from "./support/mock-interview";
import { setSpeaking, speakingMicrophone } from "./support/mock-review";
import { createCandidate, signInAs } from "./support/profile";
import { withPrisma } from "./support/accounts";
import { openJobsNotApplied, partner } from "./support/jobs";
import type { CameraFigures } from "@/lib/mocks/answers/schema";

// The speaking measures here come from the neural voice detector, as on a phone with a fast line.
test.use({ neuralVoiceDetector: true });

const QUESTIONS = [
  "Tell me about a time you used SQL to save your team time.",
  "How do you check that an Excel model is right?",
  "Why do you want to be a data analyst?",
];

test("without a transcript, the review shows each answer's speaking and camera measures and a guide to tick; a silent answer says so and has no speaking score", async ({
  page,
}) => {
  test.setTimeout(360_000);
  const candidate = await createCandidate("review");
  const mockId = await createReadyMockE2E(candidate.id, QUESTIONS);
  await speakingMicrophone(page);
  await signInAs(page, candidate);
  // What the browser measured and sent with each answer, by question number.
  const sent = new Map<number, CameraFigures>();
  page.on("request", (request) => {
    if (!request.url().endsWith("/api/mock/add-mock-video")) return;
    const body = request.postDataBuffer()?.toString("latin1") ?? "";
    const field = (name: string) => body.match(new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`))?.[1];
    const camera = field("camera");
    if (camera) sent.set(Number(field("qnum")), JSON.parse(camera) as CameraFigures);
  });

  await page.goto(`/mock/mock-interview?mock_id=${mockId}`);
  // This mock has three questions: its own length is stated, not the standard six.
  await expect(page.getByTestId("mock-length")).toContainText("3 questions, up to 3 minutes each (9 minutes at most)");
  // Ticked while the camera is still opening: the figures must start all the same.
  await page.getByRole("button", { name: "Check camera and microphone" }).click();
  const optIn = page.getByTestId("camera-opt-in");
  await expect(optIn).toContainText("shown only to you");
  await expect(optIn).toContainText("Nothing about your expressions or feelings is read");
  await optIn.getByRole("checkbox").check();
  await expect(page.getByTestId("camera-figures-status")).toHaveAttribute("data-state", "ready", { timeout: 60_000 });
  await page.screenshot({ path: "test-results/screens/mock-declaration-camera-1280.png" });
  await recordPreview(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Start the interview" }).click();

  const interview = page.getByTestId("interview");
  await expect(interview).toHaveAttribute("data-camera-figures", "measuring");
  // The guide is for after the answer: no question screen shows it.
  await expect(interview).toHaveAttribute("data-question", "1");
  await expect(interview).toHaveAttribute("data-voice-detector", "neural", { timeout: 60_000 });
  await expect(page.getByText("What a strong answer covers")).toHaveCount(0);
  await answerFor(page, 9, SECONDS_PER_QUESTION);
  await setSpeaking(page, false);
  await answerFor(page, 11, SECONDS_PER_QUESTION);
  await page.getByRole("button", { name: "Next question" }).click();
  await expect(interview).toHaveAttribute("data-question", "2");
  await answerFor(page, 5, SECONDS_PER_QUESTION); // question 2: silence
  await page.getByRole("button", { name: "Next question" }).click();
  await expect(interview).toHaveAttribute("data-question", "3");
  await setSpeaking(page, true);
  await answerFor(page, 7, SECONDS_PER_QUESTION);
  await page.getByRole("button", { name: "Finish and submit" }).click();
  await expect(page.getByRole("heading", { name: "Your interview has been recorded" })).toBeVisible({ timeout: 60_000 });
  await page.getByRole("link", { name: "See the feedback" }).click();
  await expect(page.getByTestId("total-score")).toBeVisible({ timeout: 60_000 });

  await expect(page.getByText("Speaking measures only: we could not hear words").first()).toBeVisible();
  const cards = page.getByTestId("answer-card");
  await expect(cards).toHaveCount(3);

  // Question 1: spoken, on camera.
  const first = cards.nth(0);
  await expect(first.getByRole("heading", { level: 3 })).toContainText(QUESTIONS[0]!);
  await expect(first.getByTestId("answer-score")).toHaveText("Not scored");
  const speaking = first.getByTestId("delivery");
  await expect(speaking.getByRole("heading")).toHaveText(/How you spoke · \d+(\.\d)?\/10/);
  await expect(speaking.getByRole("img", { name: /Speaking timeline: \d+ stretch/ })).toBeVisible();
  await expect(speaking).toContainText(/First word after\s*\d+(\.\d+)? s/);
  await expect(speaking).toContainText(/Time speaking\s*\d+%/);
  await expect(speaking).toContainText(/Longest pause\s*\d+(\.\d+)? s/);
  await expect(speaking).toContainText(/aim for 60–120 s/);
  await expect(first.getByTestId("silent")).toHaveCount(0);

  // Camera figures: what the browser measured is what is stored and shown, under each question.
  // Chromium's fake camera shows no face, so the shares are honestly low; on a busy machine the
  // face model samples less often, so a short answer may have few samples (or none, said so).
  const stored = await page.request.get(`/api/mock/get-mock-data?mock_id=${mockId}`);
  const results = ((await stored.json()) as { evaluation_results: { qnum: number; camera: CameraFigures | null }[] }).evaluation_results;
  expect([...sent.keys()].sort()).toEqual([1, 2, 3]);
  for (const [k, result] of results.entries()) {
    const measured = sent.get(k + 1)!;
    expect(result.qnum).toBe(k + 1);
    expect(result.camera).toEqual(measured);
    const panel = cards.nth(k).getByTestId("camera");
    await expect(panel.getByRole("heading")).toHaveText("On camera");
    if (measured.samples === 0) {
      await expect(panel).toContainText("We could not measure the camera during this answer");
      continue;
    }
    await expect(panel).toContainText(new RegExp(`Face in view\\s*${Math.round(measured.face_share * 100)}%`));
    await expect(panel).toContainText(new RegExp(`Looking at the camera\\s*${Math.round(measured.looking_share * 100)}%`));
    const away = measured.away.length === 0 ? "never for long" : measured.away.length === 1 ? "once" : `${measured.away.length} times`;
    await expect(panel).toContainText(new RegExp(`Looked away\\s*${away}`));
  }
  // The first answer (the longest) was measured: sampled, and with no face in view, out of view.
  // A stretch out of view counts from the first sample; on a busy machine the face model's first
  // sample can come late in the answer, and a stretch shorter than the minimum is not one.
  const longest = sent.get(1)!;
  expect(longest.samples).toBeGreaterThan(0);
  expect(longest.face_share).toBeLessThan(0.5);
  expect(longest.looking_share).toBeLessThan(0.5);
  for (const stretch of longest.away) expect(stretch.end - stretch.start).toBeGreaterThanOrEqual(MOCK_CAMERA_AWAY_MIN_SECONDS);

  // Question 2: silence is said, and not scored.
  const silent = cards.nth(1);
  await expect(silent.getByRole("heading", { level: 3 })).toContainText(QUESTIONS[1]!);
  await expect(silent.getByTestId("silent")).toHaveText("We heard no speech in this answer. There is no speaking score for it.");
  await expect(silent.getByTestId("delivery").getByRole("heading")).toHaveText("How you spoke");
  await expect(silent).toContainText("We heard no speech in this answer.");

  // Question 3: spoken again, its own figures.
  const third = cards.nth(2);
  await expect(third.getByRole("heading", { level: 3 })).toContainText(QUESTIONS[2]!);
  await expect(third.getByTestId("delivery").getByRole("heading")).toHaveText(/How you spoke · \d+(\.\d)?\/10/);
  await expect(third.getByTestId("delivery")).toContainText(/aim for 45–90 s/);

  // The guide: 3–4 points after each answer, ticked and saved.
  const guide = first.getByTestId("guide");
  await expect(guide.getByRole("heading")).toHaveText("What a strong answer covers");
  const boxes = guide.getByRole("checkbox");
  expect(await boxes.count()).toBeGreaterThanOrEqual(3);
  await boxes.nth(1).check();
  await expect(guide.getByTestId("guide-status")).toHaveText("Saved");
  await page.screenshot({ path: "test-results/screens/mock-review-offline-1280.png", fullPage: true });

  await page.reload();
  const again = page.getByTestId("answer-card").nth(0).getByTestId("guide").getByRole("checkbox");
  await expect(again.nth(1)).toBeChecked();
  await expect(again.nth(0)).not.toBeChecked();
  await expect(page.getByTestId("answer-card").nth(2).getByTestId("guide").getByRole("checkbox").nth(1)).not.toBeChecked();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("total-score")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/mock-review-offline-390.png", fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The figures stay with the candidate: an employer reading their application sees none of them.
  await withPrisma((client) => client.candidate.update({ where: { id: candidate.id }, data: { resumeKey: "e2e/none" } }));
  const job = (await openJobsNotApplied(page.request, "brightloom")).find((j) => j.Company_Details.Company_Name === "Brightloom Technologies")!;
  const applied = await page.request.post("/api/jobs/apply", { data: { jobId: job.Job_Id } });
  expect(applied.status(), await applied.text()).toBe(201);
  const employer = partner(page.request);
  const list = await employer.get(`/jobs/${job.Job_Id}/applications`);
  const application = ((await list.json()) as { data: { id: string; candidate: { email: string } }[] }).data.find(
    (a) => a.candidate.email === candidate.email,
  )!;
  const single = await employer.get(`/applications/${application.id}`);
  for (const text of [await list.text(), await single.text()]) {
    expect(text).not.toMatch(/face_share|looking_share|camera|mock/i);
    expect(text).not.toContain(mockId);
  }
});
