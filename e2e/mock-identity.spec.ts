// Each answer stays with its own question, from the camera to the review: a mock made by the real
// generator, each question answered for a different length of time, and the review read back
// question by question. Then "Try this question again" on a reviewed mock.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { MOCK_RETAKES_PER_QUESTION, mockDurationText } from "@/lib/mocks/mock-rules";
import { SECONDS_PER_QUESTION } from "@/lib/interviews/interview-rules";
import { answerThenClick, recordFor } from "./support/answer-clock";
import { createReadyMockE2E, fakeSpeechRecognition, recordPreview } from "./support/mock-interview";
import { cvPdf, giveCredits, signInToMocks, waitForMock } from "./support/mocks";
import { createCandidate } from "./support/profile";

/** Seconds spent on each answer: neighbours at least 4 s apart, so an answer filed under the next or the previous question shows a length far from its own. */
const LENGTHS = [2, 8, 4, 11, 6, 14];
/**
 * How far a shown length may stand from the time spent: the recording may run a little long (the
 * click that stops it waits for a busy page), hardly ever short. Both stay below the 4 s between
 * neighbours, so a shifted answer still fails.
 */
const SHORTER_BY = 1.5;
const LONGER_BY = 3.5;

/** The declaration states this mock's own length: `questions` questions at the standard answer time. */
async function passDeclaration(page: Page, questions: number) {
  await expect(page.getByTestId("mock-length")).toContainText(mockDurationText(questions));
  await page.getByRole("button", { name: "Check camera and microphone" }).click();
  await expect(page.getByTestId("declaration")).toHaveAttribute("data-state", "ready");
  await recordPreview(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Start the interview" }).click();
}

/** Answers each question for its seconds by the answer clock; returns the seconds the clock counted for each. */
async function answer(page: Page, seconds: number[]): Promise<number[]> {
  const interview = page.getByTestId("interview");
  const counted: number[] = [];
  for (const [i, s] of seconds.entries()) {
    await expect(interview).toHaveAttribute("data-question", String(i + 1));
    counted.push(await answerThenClick(page, s, i === seconds.length - 1 ? "Finish and submit" : "Next question", SECONDS_PER_QUESTION));
  }
  await expect(page.getByRole("heading", { name: "Your interview has been recorded" })).toBeVisible({ timeout: 60_000 });
  await page.getByRole("link", { name: "See the feedback" }).click();
  return counted;
}

test("every answer, the last one included, is reviewed under the question that was on screen, with its own length", async ({ page }) => {
  test.setTimeout(300_000);
  const candidate = await createCandidate("identity");
  await giveCredits(candidate.id, 1);
  await signInToMocks(page, candidate);

  // Made by the real generator, as a candidate's mock is.
  const created = await page.request.post("/api/mock/create", {
    multipart: {
      resume: cvPdf(),
      title: "Backend Developer",
      job_industry: "Information Technology",
      experience: "3",
      question_preference: "Medium",
      // The main questions alone, in order: follow-ups (on by default for Medium) have their own spec.
      follow_ups: "false",
      values: "teamwork",
      skills: JSON.stringify(["Node.js", "PostgreSQL"]),
    },
  });
  expect(created.status()).toBe(201);
  const mockId = ((await created.json()) as { mock_id: string }).mock_id;
  const generated = await waitForMock<{ Status: string; questions: { question: string }[] }>(page.request, mockId, "Question Generated");
  const questions = generated.questions.map((q) => q.question);
  expect(questions).toHaveLength(LENGTHS.length);

  await page.goto(`/mock/mock-interview?mock_id=${mockId}`);
  // The test itself: a neighbour's length always falls outside an answer's allowed range.
  for (const [i, seconds] of LENGTHS.entries()) {
    for (const other of [LENGTHS[i - 1], LENGTHS[i + 1]])
      if (other !== undefined) expect(other < seconds - SHORTER_BY || other > seconds + LONGER_BY).toBe(true);
  }
  await passDeclaration(page, LENGTHS.length);
  const counted = await answer(page, LENGTHS);

  const cards = page.getByTestId("answer-card");
  await expect(cards).toHaveCount(LENGTHS.length, { timeout: 90_000 });
  for (const [i, seconds] of LENGTHS.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole("heading", { level: 3 })).toContainText(`Q${i + 1}.`);
    await expect(card.getByRole("heading", { level: 3 })).toContainText(questions[i]!);
    const delivery = await card.getByTestId("delivery").innerText();
    const measured = Number(/Answer length\s*(\d+)\s*s/.exec(delivery)?.[1]);
    // A page too busy to tick shows the lost seconds at once: the answer is as long as the clock counted.
    const spent = counted[i]!;
    const label = `answer ${i + 1}: ${seconds} s planned, ${spent} s by the answer clock, ${measured} s shown`;
    expect(measured, label).toBeGreaterThanOrEqual(spent - SHORTER_BY);
    expect(measured, label).toBeLessThanOrEqual(spent + LONGER_BY);
  }
  await page.screenshot({ path: "test-results/screens/mock-identity-review-1280.png", fullPage: true });

  // The last answer was stored, and plays back from the owner's link.
  const last = await page.request.get(`/api/mock/answer-video?mock_id=${mockId}&qnum=${LENGTHS.length}`);
  expect(last.status()).toBe(200);
  expect((await last.body()).subarray(0, 4).toString("hex")).toBe("1a45dfa3");
  const lastCard = cards.nth(LENGTHS.length - 1);
  await lastCard.getByRole("button", { name: "Watch your answer" }).click();
  const playable = await lastCard
    .locator("video")
    .evaluate(
      (video: HTMLVideoElement) =>
        new Promise<boolean>((resolve) =>
          video.readyState >= 1 ? resolve(true) : video.addEventListener("loadedmetadata", () => resolve(true), { once: true }),
        ),
    );
  expect(playable).toBe(true);
});

test("a reviewed question is tried again: both takes side by side with the change, and a fourth retake is refused", async ({ page }) => {
  test.setTimeout(240_000);
  const candidate = await createCandidate("retake");
  const mockId = await createReadyMockE2E(candidate.id, [
    "Tell me about a time you used SQL to save your team time.",
    "How do you check that an Excel model is right?",
  ]);
  await fakeSpeechRecognition(page);
  await signInToMocks(page, candidate);
  await page.goto(`/mock/mock-interview?mock_id=${mockId}`);
  await passDeclaration(page, 2);
  // The second answer and its retake last long enough to say the words the fake recognition hears.
  await answer(page, [2, 9]);

  const cards = page.getByTestId("answer-card");
  await expect(cards).toHaveCount(2, { timeout: 90_000 });
  const second = cards.nth(1);
  // A take's recorder loads as its row nears the screen, as the candidate scrolls to it.
  await second.getByTestId("takes").scrollIntoViewIfNeeded();
  await second.getByRole("button", { name: "Try this question again" }).click();
  await expect(second.getByText(/Recording \d+ s of 180/)).toBeVisible();
  await recordFor(second, 9);
  await second.getByRole("button", { name: "Stop and send this take" }).click();

  const takes = second.getByTestId("take");
  await expect(takes).toHaveCount(2, { timeout: 30_000 });
  await expect(takes.nth(0)).toContainText("Take 1 (interview)");
  await expect(takes.nth(1)).toContainText("Take 2");
  await expect(takes.nth(1).getByTestId("take-score")).toContainText("/10", { timeout: 60_000 });
  await expect(takes.nth(1).getByTestId("take-change")).toHaveText(/^[+−±][\d.]+ on take 1$/);
  await expect(takes.nth(1)).toContainText(/Length: \d+ s \([+−±]\d+(\.\d)? s\)/);
  await expect(cards.nth(0).getByTestId("take")).toHaveCount(0);
  await second.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screens/mock-retake-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/screens/mock-retake-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Two more takes, then the fourth is refused.
  const video = readFileSync(path.join(process.cwd(), "test/fixtures/media/answer-3s.webm"));
  const send = () =>
    page.request.post("/api/mock/retry-answer", {
      multipart: { mock_id: mockId, qnum: "2", duration_ms: "3000", answer: { name: "take.webm", mimeType: "video/webm", buffer: video } },
    });
  expect(((await (await send()).json()) as { take: number }).take).toBe(3);
  expect(((await (await send()).json()) as { take: number }).take).toBe(4);
  const refused = await send();
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: string }).error).toContain(`${MOCK_RETAKES_PER_QUESTION} times`);
  await page.reload();
  await expect(cards.nth(1).getByTestId("take")).toHaveCount(MOCK_RETAKES_PER_QUESTION + 1, { timeout: 30_000 });
  await expect(cards.nth(1).getByRole("button", { name: "Try this question again" })).toHaveCount(0);
  await expect(cards.nth(1)).toContainText(`You have tried this question again ${MOCK_RETAKES_PER_QUESTION} times`);
});
