// Retakes in a recorded interview, across both sides: the employer declares one retake per answer,
// the candidate reads it on "How this interview works", records an answer, records it again (a
// double click starts one retake), is offered no third take, and the server refuses one with 409;
// the employer receives the last take. One more retake is asked for and granted.
import { expect, test, type Page } from "./support/test";
import { emailedLink, getToFirstQuestion, invitedCandidate, shot, switchTabAndBack } from "./support/interviews";
import { seriousViolations } from "./support/marketing-axe";
import { answerFor, answerThenClick } from "./support/answer-clock";
import { containerDurationMs } from "@/lib/media/container-duration";

const QUESTIONS = ["Tell us about a release you rolled back.", "How do you explain a delay to a client?"];

type SentTake = { question: number; take: number; bytes: number };

/**
 * Each answer the page sends: its question and take (from the answer's form) and the size of its
 * video (the resumable upload's Upload-Length, matched by the upload's id the form names).
 */
function watchUploads(page: Page): SentTake[] {
  const lengths = new Map<string, number>();
  const sent: SentTake[] = [];
  page.on("response", (response) => {
    const request = response.request();
    if (request.method() !== "POST" || !request.url().endsWith("/api/uploads/resumable")) return;
    const id = (response.headers()["location"] ?? "").split("/").pop() ?? "";
    lengths.set(id, Number(request.headers()["upload-length"]));
  });
  page.on("request", (request) => {
    if (!request.url().endsWith("/api/users/videoUpload")) return;
    const body = request.postDataBuffer()?.toString("latin1") ?? "";
    const field = (name: string) => body.match(new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`))?.[1];
    sent.push({ question: Number(field("question_no")), take: Number(field("take") ?? 1), bytes: lengths.get(field("upload_id") ?? "") ?? -1 });
  });
  return sent;
}

test("one declared retake: the candidate records an answer again once, no third take is offered or kept, and the employer gets the last take", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { candidate, interviewId, api } = await invitedCandidate(page, QUESTIONS, "retakes", { retakes: 1 });
  const sent = watchUploads(page);
  await page.goto(await emailedLink(candidate.email, interviewId));

  const how = page.getByTestId("how-it-works");
  await expect(how).toContainText(
    "1 retake allowed for each answer: while a question is open you can record your answer again once. The last take counts; earlier takes are deleted.",
  );
  await expect(page.getByRole("region", { name: "One more retake" })).toContainText("This interview allows 1 retake of each answer.");
  await getToFirstQuestion(page, null);

  // Take 1 of question 1, with a tab switch the second take will not have.
  await expect(page.getByRole("heading", { name: QUESTIONS[0] })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("take")).toHaveText(" · Take 1 of 2");
  const again = page.getByRole("button", { name: "Record again (1 left)" });
  await expect(again).toBeEnabled();
  await switchTabAndBack(page);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "retake-offered-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "retake-offered-390");
  await page.setViewportSize({ width: 1280, height: 800 });

  // A double click starts one retake, and the first take goes to the server. A person's double click
  // is slower than a script's: its second click may come once the page has redrawn, at the same place,
  // where no other action (Submit Interview) may have moved in.
  await answerFor(page, 2);
  const box = (await again.boundingBox())!;
  await again.dblclick();
  await expect(page.getByTestId("take")).toHaveText(" · Take 2 of 2");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(page.getByRole("dialog", { name: "Submit your interview now?" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Record again/ })).toHaveCount(0);
  await expect(page.getByTestId("retake-note")).toHaveText("No retakes left for this answer: this take counts.");
  await expect(page.getByTestId("announcement")).toHaveText("Recording again: take 2 of 2. This take replaces your previous one.");
  await expect(page.locator('[data-testid="send-status"] li[data-qnum="1"][data-state="sent"]')).toHaveCount(1, { timeout: 30_000 });
  await shot(page, "retake-recording-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "retake-recording-390");
  await page.setViewportSize({ width: 1280, height: 800 });

  // Take 2 answered for 2 s more by the page's own clock (a take ended before the recorder has
  // anything is rightly "Nothing was recorded"); question 2 starts again at take 1, and the
  // interview ends with every answer sent.
  await answerThenClick(page, 2, "Next question");
  await expect(page.getByRole("heading", { name: QUESTIONS[1] })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("take")).toHaveText(" · Take 1 of 2");
  // Answered for 2 s by the page's own clock, as a person would: Finish pressed the moment the
  // question opens, before the recorder has any sound, rightly asks whether to submit unanswered.
  await answerThenClick(page, 2, "Finish interview");
  await expect(page.getByRole("dialog", { name: "Your interview has been submitted successfully!" })).toBeVisible({ timeout: 60_000 });

  // Exactly one retake was sent, and no third take.
  expect(sent.map(({ question, take }) => ({ question, take }))).toEqual([
    { question: 1, take: 1 },
    { question: 1, take: 2 },
    { question: 2, take: 1 },
  ]);
  const [take1, take2] = sent;
  expect(take2!.bytes).toBeGreaterThan(0);
  expect(take1!.bytes).not.toBe(take2!.bytes);

  // The API refuses a third take of question 1.
  const third = await page.request.post("/api/users/videoUpload", {
    multipart: {
      id: interviewId,
      question_no: "1",
      take: "3",
      file: { name: "answer.webm", mimeType: "video/webm", buffer: Buffer.concat([Buffer.from("1a45dfa3", "hex"), Buffer.alloc(2048, 7)]) },
    },
  });
  expect(third.status()).toBe(409);
  expect(await third.json()).toEqual({ error: "This answer has already been recorded again once, the most this interview allows", code: "RETAKES_USED_UP" });

  // The employer receives the second take: its video, its number, and no trace of the first take's tab switch.
  const results = (await (await api.get(`/interviews/${interviewId}`)).json()) as {
    retakes: number;
    questions: { position: number; answer: { take: number; videoUrl: string; sizeBytes: number; tabSwitchTimings: number[] } | null }[];
  };
  expect(results.retakes).toBe(1);
  const kept = results.questions[0]!.answer!;
  expect(kept.take).toBe(2);
  expect(kept.tabSwitchTimings).toEqual([]);
  const video = await page.request.get(kept.videoUrl);
  expect(video.status()).toBe(200);
  expect(kept.sizeBytes).toBe(take2!.bytes);
  expect((await video.body()).length).toBe(take2!.bytes);
  expect(results.questions[1]!.answer!.take).toBe(1);
});

test("one more retake, asked for before the first question and granted by the employer, is offered on every answer", async ({ page }) => {
  test.setTimeout(180_000);
  const { candidate, interviewId, api } = await invitedCandidate(page, QUESTIONS.slice(0, 1), "retake-ask");
  await page.goto(await emailedLink(candidate.email, interviewId));
  await expect(page.getByTestId("how-it-works")).toContainText("One take for each answer: an answer cannot be recorded again once it is sent.");
  const panel = page.getByRole("region", { name: "One more retake" });
  await expect(panel).toContainText("This interview allows one take of each answer.");
  await panel.getByRole("textbox", { name: /Note for Brightloom/ }).fill("I stammer when nervous and may need to start over.");
  await panel.getByRole("button", { name: "Ask for one more retake" }).click();
  await expect(panel.getByTestId("retake-status")).toHaveText(
    "You asked for one more retake. Brightloom Technologies will decide; you will see the answer here and in your notifications. You can wait before you start.",
  );
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "retake-asked-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "retake-asked-390");
  await page.setViewportSize({ width: 1280, height: 800 });

  const read = (await (await api.get(`/interviews/${interviewId}`)).json()) as { extraRetake: unknown; retakesAllowed: number };
  expect(read).toMatchObject({ extraRetake: { note: "I stammer when nervous and may need to start over.", status: "PENDING" }, retakesAllowed: 0 });
  expect((await api.post(`/interviews/${interviewId}/accommodation`, { approve: true, kind: "extra-retake" })).status()).toBe(200);

  await panel.getByRole("button", { name: "Check for an answer" }).click();
  await expect(panel.getByTestId("retake-status")).toHaveText("Approved: you have 1 retake of each answer.");
  await expect(page.getByTestId("how-it-works")).toContainText("1 retake allowed for each answer");
  await getToFirstQuestion(page, null);
  await expect(page.getByRole("heading", { name: QUESTIONS[0] })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Record again (1 left)" })).toBeEnabled();
});

test("with a retake declared, an answer cut by a reload can be recorded again: the new take replaces it, on the question's own clock", async ({ page }) => {
  test.setTimeout(240_000);
  const { candidate, interviewId, api } = await invitedCandidate(page, QUESTIONS, "cutretake", { retakes: 1 });
  const sent = watchUploads(page);
  await page.goto(await emailedLink(candidate.email, interviewId));
  await getToFirstQuestion(page, null);
  await expect(page.getByRole("heading", { name: QUESTIONS[0] })).toBeVisible({ timeout: 30_000 });
  await answerFor(page, 3);
  page.on("dialog", (dialog) => void dialog.accept());
  await page.reload();

  // The resume screen names the cut answer and offers its retake; the practice is not asked again.
  const note = page.getByTestId("cut-answer");
  await expect(note).toContainText(/Question 1 was cut off after about \d+ seconds?\./);
  await expect(note).toContainText(
    "Brightloom Technologies' interview allows one retake while a question's time runs, so you can record question 1 again now (take 2 of 2)",
  );
  await note.getByRole("radio", { name: "Record question 1 again" }).check();
  await shot(page, "cut-retake-offered-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "cut-retake-offered-390");
  await page.setViewportSize({ width: 1280, height: 800 });
  const go = page.getByRole("button", { name: "Continue the interview" });
  await expect(go).toBeEnabled({ timeout: 30_000 });
  await go.click();

  // The same question, take 2 of 2, with what is left of its clock.
  await expect(page.getByRole("heading", { name: QUESTIONS[0] })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("take")).toHaveText(" · Take 2 of 2");
  await expect(page.getByTestId("announcement")).toContainText("Question 1 of 2 again: take 2 of 2, which replaces the answer that was cut.");
  await expect(page.getByRole("button", { name: /Record again/ })).toHaveCount(0);
  const retaken = await answerThenClick(page, 6, "Next question");
  await expect(page.getByRole("heading", { name: QUESTIONS[1] })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("take")).toHaveText(" · Take 1 of 2");
  await answerThenClick(page, 2, "Finish interview");
  await expect(page.getByRole("dialog", { name: "Your interview has been submitted successfully!" })).toBeVisible({ timeout: 60_000 });

  // Take 2 of question 1 was sent and is the one kept: its own length, not the cut take's.
  expect(sent.filter((t) => t.question === 1).map((t) => t.take)).toContain(2);
  const results = (await (await api.get(`/interviews/${interviewId}`)).json()) as {
    questions: { position: number; answer: { take: number; videoUrl: string } | null }[];
  };
  const first = results.questions.find((q) => q.position === 1)!.answer!;
  expect(first.take).toBe(2);
  const seconds = (containerDurationMs(await (await page.request.get(first.videoUrl)).body()) ?? 0) / 1000;
  expect(Math.abs(seconds - retaken), `the kept take's ${seconds} s against the ${retaken} s its clock counted`).toBeLessThanOrEqual(2);
});
