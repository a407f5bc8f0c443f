// A mock with follow-up questions, in Chromium with the fake camera and a fake speech recognition:
// an answer that tells what was done but no result gets a follow-up that quotes it, read aloud and
// timed at half the answer time, numbered after the main questions; a complete answer gets none;
// the review shows the follow-up, reviewed, right under its main question.
import type { Route } from "@playwright/test";
import { expect, test } from "./support/test";
import { createReadyMockE2E, fakeSpeechRecognitionHearing, hear, recordPreview } from "./support/mock-interview";
import { createCandidate, signInAs } from "./support/profile";
import { answerFor } from "./support/answer-clock";
import { SECONDS_PER_QUESTION } from "@/lib/interviews/interview-rules";
import { questionAnswerSeconds } from "@/lib/mocks/follow-ups/follow-up-rules";

/** A follow-up's time: half a main answer's. */
const FOLLOW_UP_SECONDS = questionAnswerSeconds(0, true);

const QUESTIONS = ["Tell me about a problem you solved with SQL.", "How do you check that an Excel model is right?"];
/** What was done, and no result. */
const FIRST = "At my last job the weekly sales report took a whole day. I wrote SQL queries that built the report by itself.";
const FOLLOW_UP = "You said “I wrote SQL queries that built the report by itself”. You described what you did; what was the result, in numbers?";
const FOLLOW_UP_ANSWER = "As a result the report took ten minutes instead of a whole day.";
/** Own part, a result and a figure: nothing to follow up. */
const SECOND = "At my last job I checked every Excel model against last month's totals, and as a result we caught 3 errors before the board met.";

/** Waits until the answer clock reads `clock` or less (the recording is long enough for the words heard). */

test("a follow-up quotes what the answer said, is asked right after it, and is reviewed under its main question", async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const candidate = await createCandidate("follow-ups");
  const mockId = await createReadyMockE2E(candidate.id, QUESTIONS, { followUps: true });
  await fakeSpeechRecognitionHearing(page, FIRST);
  await signInAs(page, candidate);
  const audioPlayed: string[] = [];
  await page.exposeFunction("__audioPlayed", (src: string) => audioPlayed.push(src));
  await page.addInitScript(() => {
    document.addEventListener(
      "playing",
      (e) => {
        const el = e.target as HTMLMediaElement;
        if (el.tagName === "AUDIO") void (window as unknown as { __audioPlayed: (src: string) => void }).__audioPlayed(el.currentSrc);
      },
      true,
    );
  });

  await page.goto(`/mock/mock-interview?mock_id=${mockId}`);
  await page.getByRole("button", { name: "Check camera and microphone" }).click();
  await expect(page.getByTestId("declaration")).toHaveAttribute("data-state", "ready");
  await recordPreview(page);
  await page.getByRole("button", { name: "Continue" }).click();
  const instructions = page.getByTestId("instructions");
  await expect(instructions).toContainText("2 questions");
  await expect(instructions).toContainText("a follow-up question about what you just said");
  await expect(instructions).toContainText("90 seconds to answer it");
  await page.getByRole("button", { name: "Start the interview" }).click();

  const interview = page.getByTestId("interview");
  await expect(interview).toHaveAttribute("data-question", "1");
  await expect(page.getByText("Question 1 of 2")).toBeVisible();
  await answerFor(page, 11, SECONDS_PER_QUESTION); // ten seconds: room for the words heard
  await hear(page, FOLLOW_UP_ANSWER);
  const fetched = page.waitForResponse((r) => r.url().includes("/api/mock/next-question"));
  await page.getByRole("button", { name: "Next question" }).click();
  await expect(page.getByRole("status").filter({ hasText: "We are fetching next question" })).toBeVisible();
  expect((await fetched).status()).toBe(200);

  // The follow-up: number 3 (after the two main questions), its own words, half the time, read aloud.
  await expect(interview).toHaveAttribute("data-question", "3");
  await expect(interview).toHaveAttribute("data-follow-up-of", "1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(FOLLOW_UP);
  await expect(interview).toContainText("Follow-up to question 1");
  await expect(interview.getByLabel(/^Time left/)).toHaveText(/^1:[23]\d$/);
  await expect.poll(() => audioPlayed.some((src) => src.includes("follow-up-1-"))).toBe(true);
  await page.screenshot({ path: "test-results/screens/mock-follow-up-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/screens/mock-follow-up-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await answerFor(page, 6, FOLLOW_UP_SECONDS); // six seconds: room for the words heard
  await hear(page, SECOND);
  await page.getByRole("button", { name: "Next question" }).click();

  // The second main answer lacks nothing: no follow-up, and the interview ends with it. It is
  // the last main question, but a follow-up may still come after it: the button says Next.
  await expect(interview).toHaveAttribute("data-question", "2");
  await expect(page.getByText("Question 2 of 2")).toBeVisible();
  await answerFor(page, 11, SECONDS_PER_QUESTION);
  await page.getByRole("button", { name: "Next question" }).click();
  await expect(page.getByRole("heading", { name: "Your interview has been recorded" })).toBeVisible({ timeout: 60_000 });
  await page.getByRole("link", { name: "See the feedback" }).click();
  await expect(page.getByTestId("total-score")).toBeVisible({ timeout: 60_000 });

  // In the review: 1, its follow-up 3 right under it, then 2.
  const cards = page.getByTestId("answer-card");
  await expect(cards).toHaveCount(3);
  expect(await cards.evaluateAll((all) => all.map((c) => c.getAttribute("data-qnum")))).toEqual(["1", "3", "2"]);
  const followUp = cards.nth(1);
  await expect(followUp.getByTestId("follow-up-label")).toHaveText("Follow-up to question 1");
  // Named by the question it follows: its own number (3) is the API's, never shown.
  await expect(followUp.getByRole("heading", { level: 3 })).toHaveText(`Follow-up to question 1: ${FOLLOW_UP}`);
  await expect(followUp.getByRole("heading", { level: 3 })).not.toContainText("Q3");
  await expect(page.getByRole("navigation", { name: "Questions" })).not.toContainText(/\b3\. /);
  await expect(followUp).toContainText(FOLLOW_UP_ANSWER);
  await expect(followUp.getByTestId("answer-score")).toHaveText(/\d+(\.\d)?\/10/);
  await expect(followUp.getByRole("button", { name: "Try this question again" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Questions" })).toContainText("Follow-up to question 1");
  const data = (await (await page.request.get(`/api/mock/get-mock-data?mock_id=${mockId}`)).json()) as {
    evaluation_results: { qnum: number; follow_up_of: number | null }[];
  };
  expect(data.evaluation_results.map((r) => [r.qnum, r.follow_up_of])).toEqual([
    [1, null],
    [2, null],
    [3, 1],
  ]);
  await page.screenshot({ path: "test-results/screens/mock-review-follow-up-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await followUp.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screens/mock-review-follow-up-390.png" });
  testInfo.annotations.push({ type: "mock", description: mockId });
});

test("a reload after a main answer is sent, before its follow-up is fetched, still asks the follow-up, once", async ({ page }) => {
  test.setTimeout(240_000);
  const candidate = await createCandidate("follow-up-reload");
  const mockId = await createReadyMockE2E(candidate.id, QUESTIONS, { followUps: true });
  await fakeSpeechRecognitionHearing(page, FIRST);
  await signInAs(page, candidate);
  page.on("dialog", (dialog) => void dialog.accept());
  const passDeclaration = async () => {
    await page.getByRole("button", { name: "Check camera and microphone" }).click();
    await expect(page.getByTestId("declaration")).toHaveAttribute("data-state", "ready");
    await recordPreview(page);
    await page.getByRole("button", { name: "Continue" }).click();
  };
  await page.goto(`/mock/mock-interview?mock_id=${mockId}`);
  await passDeclaration();
  await page.getByRole("button", { name: "Start the interview" }).click();
  const interview = page.getByTestId("interview");
  await expect(interview).toHaveAttribute("data-question", "1");
  await answerFor(page, 11, SECONDS_PER_QUESTION);

  // The answer reaches the server; the wizard's first ask for the next question is held until the reload.
  let held: Route | null = null;
  await page.route("**/api/mock/next-question**", (route) => {
    if (held) return route.fallback();
    held = route;
  });
  const stored = page.waitForResponse((r) => r.url().includes("/api/mock/add-mock-video") && r.request().method() === "POST");
  const asking = page.waitForRequest((r) => r.url().includes("/api/mock/next-question"));
  await page.getByRole("button", { name: "Next question" }).click();
  expect((await stored).status()).toBe(200);
  await asking;
  const before = (await (await page.request.get(`/api/mock/get-mock-data?mock_id=${mockId}`)).json()) as { questions: { qnum: number }[] };
  expect(before.questions.map((q) => q.qnum)).toEqual([1, 2]);
  await page.reload();
  await (held as Route | null)?.abort().catch(() => undefined);

  // Back in: the server's record says question 1's follow-up is due, and it is asked before question 2.
  await passDeclaration();
  await hear(page, FOLLOW_UP_ANSWER);
  await page.getByRole("button", { name: "Continue the interview" }).click();
  await expect(interview).toHaveAttribute("data-question", "3");
  await expect(interview).toHaveAttribute("data-follow-up-of", "1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(FOLLOW_UP);
  await answerFor(page, 6, FOLLOW_UP_SECONDS);
  await hear(page, SECOND);
  await page.getByRole("button", { name: "Next question" }).click();
  await expect(interview).toHaveAttribute("data-question", "2");
  await answerFor(page, 11, SECONDS_PER_QUESTION);
  await page.getByRole("button", { name: "Next question" }).click();
  await expect(page.getByRole("heading", { name: "Your interview has been recorded" })).toBeVisible({ timeout: 60_000 });

  // Asked once: one follow-up, answered, after the two main questions.
  const data = (await (await page.request.get(`/api/mock/get-mock-data?mock_id=${mockId}`)).json()) as {
    questions: { qnum: number; follow_up_of: number | null }[];
  };
  expect(data.questions.map((q) => [q.qnum, q.follow_up_of])).toEqual([
    [1, null],
    [2, null],
    [3, 1],
  ]);
});
