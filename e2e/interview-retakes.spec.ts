// Retakes in a recorded interview, across both sides: the employer declares one retake per answer,
// the candidate reads it on "How this interview works", records an answer, records it again (a
// double click starts one retake), is offered no third take, and the server refuses one with 409;
// the employer receives the last take, byte for byte. One more retake is asked for and granted.
import { createHash } from "node:crypto";
import { expect, test, type Page } from "./support/test";
import { emailedLink, getToFirstQuestion, invitedCandidate, shot, switchTabAndBack } from "./support/interviews";
import { seriousViolations } from "./support/marketing-axe";

const QUESTIONS = ["Tell us about a release you rolled back.", "How do you explain a delay to a client?"];

type SentTake = { question: number; take: number; sha256: string };

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
/**
 * Each answer upload the page sends: its question, its take and a digest of its video, taken in the
 * page as the form leaves (a file-backed request body is not visible from outside the browser).
 */
async function watchUploads(page: Page): Promise<() => Promise<SentTake[]>> {
  await page.addInitScript(() => {
    const sent: { question: number; take: number; sha256: Promise<string> }[] = [];
    (window as unknown as { sentTakes: typeof sent }).sentTakes = sent;
    const open = XMLHttpRequest.prototype.open;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest & { url?: string }, method: string, url: string | URL, ...rest: unknown[]) {
      this.url = String(url);
      return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
    } as typeof XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest & { url?: string }, body?: Document | XMLHttpRequestBodyInit | null) {
      if (this.url?.endsWith("/api/users/videoUpload") && body instanceof FormData) {
        const file = body.get("file") as Blob;
        const digest = file
          .arrayBuffer()
          .then((bytes) => crypto.subtle.digest("SHA-256", bytes))
          .then((hash) => [...new Uint8Array(hash)].map((b) => b.toString(16).padStart(2, "0")).join(""));
        sent.push({ question: Number(body.get("question_no")), take: Number(body.get("take") ?? 1), sha256: digest });
      }
      return send.call(this, body);
    };
  });
  return () =>
    page.evaluate(async () => {
      const sent = (window as unknown as { sentTakes: { question: number; take: number; sha256: Promise<string> }[] }).sentTakes;
      return Promise.all(sent.map(async (s) => ({ question: s.question, take: s.take, sha256: await s.sha256 })));
    });
}

test("one declared retake: the candidate records an answer again once, no third take is offered or kept, and the employer gets the last take", async ({ page }) => {
  test.setTimeout(240_000);
  const { candidate, interviewId, api } = await invitedCandidate(page, QUESTIONS, "retakes", { retakes: 1 });
  const sentTakes = await watchUploads(page);
  await page.goto(await emailedLink(candidate.email, interviewId));

  const how = page.getByTestId("how-it-works");
  await expect(how).toContainText("1 retake allowed for each answer: while a question is open you can record your answer again once. The last take counts; earlier takes are deleted.");
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

  // A double click starts one retake, and the first take goes to the server.
  await again.dblclick();
  await expect(page.getByTestId("take")).toHaveText(" · Take 2 of 2");
  await expect(page.getByRole("button", { name: /Record again/ })).toHaveCount(0);
  await expect(page.getByTestId("retake-note")).toHaveText("No retakes left for this answer: this take counts.");
  await expect(page.getByTestId("announcement")).toHaveText("Recording again: take 2 of 2. This take replaces your previous one.");
  await expect(page.locator('[data-testid="send-status"] li[data-qnum="1"][data-state="sent"]')).toHaveCount(1, { timeout: 30_000 });
  await shot(page, "retake-recording-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "retake-recording-390");
  await page.setViewportSize({ width: 1280, height: 800 });

  // Question 2 starts again at take 1; the interview ends with every answer sent.
  await page.getByRole("button", { name: "Next question" }).click();
  await expect(page.getByRole("heading", { name: QUESTIONS[1] })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("take")).toHaveText(" · Take 1 of 2");
  await page.getByRole("button", { name: "Finish interview" }).click();
  await expect(page.getByRole("dialog", { name: "Your interview has been submitted successfully!" })).toBeVisible({ timeout: 60_000 });

  // Exactly one retake was sent, and no third take.
  const sent = await sentTakes();
  expect(sent.map(({ question, take }) => ({ question, take }))).toEqual([
    { question: 1, take: 1 },
    { question: 1, take: 2 },
    { question: 2, take: 1 },
  ]);
  const [take1, take2] = sent;
  expect(take1!.sha256).not.toBe(take2!.sha256);

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
  expect(await third.json()).toEqual({ error: "This answer has already been recorded again once, the most this interview allows" });

  // The employer receives the second take: its bytes, its number, and no trace of the first take's tab switch.
  const results = (await (await api.get(`/interviews/${interviewId}`)).json()) as {
    retakes: number;
    questions: { position: number; answer: { take: number; videoUrl: string; tabSwitchTimings: number[] } | null }[];
  };
  expect(results.retakes).toBe(1);
  const kept = results.questions[0]!.answer!;
  expect(kept.take).toBe(2);
  expect(kept.tabSwitchTimings).toEqual([]);
  const video = await page.request.get(kept.videoUrl);
  expect(video.status()).toBe(200);
  expect(sha256(await video.body())).toBe(take2!.sha256);
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
