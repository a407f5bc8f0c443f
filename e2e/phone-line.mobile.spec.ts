// A cut answer on a phone on mobile data (390 px, 1.6 Mbps down, 400 kbps up, 150 ms): a reload in
// the middle of an answer, in a mock and in an employer's interview. The resume screen says which
// question was cut and what happens to it; what the server keeps is measured, answer by answer.
import { expect, test, type Page } from "./support/test";
import { SECONDS_PER_QUESTION } from "@/lib/interviews/interview-rules";
import { containerDurationMs } from "@/lib/media/container-duration";
import { answerFor, answerThenClick } from "./support/answer-clock";
import { emailedLink, getToFirstQuestion, invitedCandidate, shot } from "./support/interviews";
import { questionAnswerSeconds } from "@/lib/mocks/follow-ups/follow-up-rules";
import { createReadyMockE2E, expectLength, fakeSpeechRecognitionHearing, hear, passPreviewAndStart, storedMockAnswer } from "./support/mock-interview";
import { createCandidate, signInAs } from "./support/profile";
import { onSlowLine } from "./support/slow-line";

/** Answers `s` seconds of the question on screen, then reloads the page as a crash or a swipe-away would. */
async function reloadAfter(page: Page, s: number, limit?: number): Promise<number> {
  const spent = await answerFor(page, s, limit);
  await page.reload();
  return spent;
}

test("a mock answer cut by a reload on a slow phone line is kept or recorded again, as the candidate chooses", async ({ page, context }) => {
  test.setTimeout(360_000);
  const candidate = await createCandidate("phonecut");
  const mockId = await createReadyMockE2E(candidate.id, ["Tell me about the last report you built.", "How do you plan a busy week?"]);
  await signInAs(page, candidate);
  await onSlowLine(context, page);
  page.on("dialog", (dialog) => void dialog.accept());
  await page.goto(`/mock/mock-interview?mock_id=${mockId}`);
  await page.getByRole("button", { name: "Check camera and microphone" }).click();
  await passPreviewAndStart(page);
  const interview = page.getByTestId("interview");

  /** Back from a reload: the camera again, without a second preview. */
  const backFromReload = async () => {
    await page.getByRole("button", { name: "Check camera and microphone" }).click();
    await expect(page.getByTestId("declaration")).toContainText("You checked your camera and microphone earlier in this interview", { timeout: 60_000 });
    await page.getByRole("button", { name: "Continue" }).click();
  };
  const choice = page.getByTestId("cut-answer");
  const go = page.getByRole("button", { name: "Continue the interview" });

  // Cut 4 s into question 1 and kept as it was.
  const first = await reloadAfter(page, 4, SECONDS_PER_QUESTION);
  await backFromReload();
  await expect(choice).toContainText(/^Question 1 was cut off after about \d+ seconds?\. What was recorded is kept on this phone\./);
  await expect(go).toBeDisabled();
  await page.screenshot({ path: "test-results/screens/phone-line-mock-cut-390.png", fullPage: true });
  await choice.getByRole("button", { name: "Keep what was recorded" }).click();
  await expect(choice).toContainText("You kept it: it is sent as your answer.");
  await go.click();
  await expect(interview).toHaveAttribute("data-question", "2", { timeout: 60_000 });

  // Cut 2 s into question 2 and recorded again, on what is left of its time.
  await reloadAfter(page, 2, SECONDS_PER_QUESTION);
  await backFromReload();
  await expect(choice).toContainText(/^Question 2 was cut off after about \d+ seconds?\./);
  await choice.getByRole("button", { name: "Record question 2 again" }).click();
  await expect(choice).toContainText(/You will record question 2 again, with \d+ seconds left of its time\. The cut part is deleted\./);
  await page.screenshot({ path: "test-results/screens/phone-line-mock-again-390.png", fullPage: true });
  const opened = page.waitForResponse((r) => r.url().endsWith("/api/mock/open-question"));
  await go.click();
  await expect(interview).toHaveAttribute("data-question", "2", { timeout: 60_000 });
  const left = ((await (await opened).json()) as { seconds_left: number }).seconds_left;
  const second = await answerThenClick(page, 7, "Finish and submit", left);
  await expect(page.getByRole("heading", { name: "Your interview has been recorded" })).toBeVisible({ timeout: 180_000 });

  // The server holds the cut first answer as it was and the second question's new take, not its cut one.
  expectLength(await storedMockAnswer(page, mockId, 1), first, "answer 1 (kept as cut)");
  expectLength(await storedMockAnswer(page, mockId, 2), second, "answer 2 (recorded again)");
});

test("an interview answer cut by a reload on a slow phone line stands, in the employer's words, and the interview goes on", async ({ page, context }) => {
  test.setTimeout(360_000);
  const questions = ["Which tool do you reach for first when a sale stalls?", "How do you keep a customer informed of a delay?"];
  const { candidate, interviewId, api } = await invitedCandidate(page, questions, "phonecutinterview");
  await onSlowLine(context, page);
  page.on("dialog", (dialog) => void dialog.accept());
  await page.goto(await emailedLink(candidate.email, interviewId));
  await getToFirstQuestion(page, null);
  await expect(page.getByRole("heading", { name: questions[0] })).toBeVisible({ timeout: 60_000 });
  const cut = await reloadAfter(page, 4);

  // No retakes declared: the cut answer is the answer, and the screen says so in the format's words.
  const note = page.getByTestId("cut-answer");
  await expect(note).toContainText(
    /^Question 1 was cut off after about \d+ seconds?\. What was recorded is kept on this phone and sent as your answer to it\./,
    { timeout: 60_000 },
  );
  await expect(note).toContainText(
    "Brightloom Technologies' interview takes one answer per question, so question 1 is not asked again: you go on at the next question.",
  );
  await expect(note.getByRole("radio")).toHaveCount(0);
  await shot(page, "phone-line-cut-kept-390");
  const go = page.getByRole("button", { name: "Continue the interview" });
  await expect(go).toBeEnabled({ timeout: 60_000 });
  await go.click();
  await expect(page.getByRole("heading", { name: questions[1] })).toBeVisible({ timeout: 60_000 });
  const second = await answerThenClick(page, 5, "Finish interview");
  await expect(page.getByRole("dialog", { name: "Your interview has been submitted successfully!" })).toBeVisible({ timeout: 180_000 });

  // The employer holds each question's own answer: the cut one at its cut length, the second whole.
  const results = (await (await api.get(`/interviews/${interviewId}`)).json()) as {
    questions: { position: number; answer: { take: number; videoUrl: string } | null }[];
  };
  for (const [position, spent] of [
    [1, cut],
    [2, second],
  ] as const) {
    const answer = results.questions.find((q) => q.position === position)!.answer;
    expect(answer, `answer ${position}`).not.toBeNull();
    expect(answer!.take).toBe(1);
    const seconds = (containerDurationMs(await (await page.request.get(answer!.videoUrl)).body()) ?? 0) / 1000;
    expectLength(seconds, spent, `interview answer ${position}`);
  }
});

test("on a slow phone line a follow-up reads as one wherever it shows, and the review's total says what it rests on", async ({ page, context }) => {
  test.setTimeout(360_000);
  const candidate = await createCandidate("phonefollowup");
  const mockId = await createReadyMockE2E(candidate.id, ["Tell me about a stock count you improved.", "How do you hand over work before a holiday?"], {
    followUps: true,
  });
  // What was done, and no result: a follow-up is asked. The follow-up's answer is heard as nothing.
  await fakeSpeechRecognitionHearing(
    page,
    "At the warehouse the monthly stock count took three days. I made a barcode sheet in Excel that the team filled in on their phones.",
  );
  await signInAs(page, candidate);
  await onSlowLine(context, page);
  await page.goto(`/mock/mock-interview?mock_id=${mockId}`);
  await page.getByRole("button", { name: "Check camera and microphone" }).click();
  await passPreviewAndStart(page);
  const interview = page.getByTestId("interview");
  await answerFor(page, 11, SECONDS_PER_QUESTION);
  await hear(page, "");
  await page.getByRole("button", { name: "Next question" }).click();

  // The follow-up is named by the question it follows, never by its own number (3, the API's).
  await expect(interview).toHaveAttribute("data-follow-up-of", "1", { timeout: 60_000 });
  await expect(interview).toContainText("Question 1 of 2 · follow-up");
  await expect(interview).toContainText("Follow-up to question 1");
  await expect(interview).not.toContainText(/Question 3\b/);
  await page.screenshot({ path: "test-results/screens/phone-line-follow-up-390.png", fullPage: true });
  await answerFor(page, 5, questionAnswerSeconds(0, true));
  // Own part, a result and a figure: nothing to follow up, and the mock ends after it.
  await hear(page, "Before my leave I wrote a one-page list of open orders for my colleague, and as a result not one of the 40 orders was late.");
  await page.getByRole("button", { name: "Next question" }).click();
  await expect(interview).toHaveAttribute("data-question", "2", { timeout: 60_000 });
  await expect(page.getByTestId("send-status").locator('li[data-qnum="3"]')).toContainText("Answer 1 · follow-up");
  await expect(page.getByTestId("send-status")).not.toContainText("Answer 3");
  await answerThenClick(page, 11, "Next question", SECONDS_PER_QUESTION);
  await expect(page.getByRole("heading", { name: "Your interview has been recorded" })).toBeVisible({ timeout: 180_000 });
  await page.getByRole("link", { name: "See the feedback" }).click();

  // The total says it rests on the two answers with words, of the three answered; the follow-up sits under question 1.
  const total = page.getByTestId("total-score");
  await expect(total).toBeVisible({ timeout: 120_000 });
  await expect(total.getByTestId("score-basis")).toHaveText("from 2 of 3 answers");
  await expect(total.getByTestId("answered-count")).toHaveText("3 of 3 questions answered");
  const cards = page.getByTestId("answer-card");
  expect(await cards.evaluateAll((all) => all.map((c) => c.getAttribute("data-qnum")))).toEqual(["1", "3", "2"]);
  await expect(cards.nth(1).getByTestId("follow-up-label")).toHaveText("Follow-up to question 1");
  await expect(page.getByRole("navigation", { name: "Questions" })).toContainText("Follow-up to question 1");
  await expect(page.getByRole("navigation", { name: "Questions" })).not.toContainText(/\b3\. /);
  await page.screenshot({ path: "test-results/screens/phone-line-review-390.png" });
  await cards.nth(1).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screens/phone-line-review-follow-up-390.png" });
});
