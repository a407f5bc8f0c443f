// A candidate on a slow connection answers with the microphone alone, and each audio answer is
// reviewed as a full, scored answer under its own question. The device check measures the upload
// (fast at first, then slowed with Chromium's network emulation and checked again), says the
// connection is slow and offers audio only; the answers record sound alone and are sent over the
// slow connection; the review labels each "Audio answer", with a player, a score and its evidence.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { createReadyMockE2E, fakeSpeechRecognition, HEARD_ANSWER, recordPreview } from "./support/mock-interview";
import { answerFor, recordFor } from "./support/answer-clock";
import { createCandidate, signInAs } from "./support/profile";
import { emailedLink, invitedCandidate } from "./support/interviews";

const SHOTS = "test-results/screens";
const QUESTIONS = ["Tell me about a time you used SQL to save your team time.", "How do you check that an Excel model is right?"];
/** 600 kbps up, under the 1 Mbps the device check calls slow (in bytes a second, as CDP takes it). */
const SLOW_UPLOAD_BYTES_PER_SECOND = 75_000;

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A phone with 30 MB left: less than the answers may take while they wait to be sent. */
async function almostFullDevice(page: Page) {
  await page.addInitScript(() => {
    navigator.storage.estimate = async () => ({ quota: 64 * 1024 * 1024, usage: 34 * 1024 * 1024 });
  });
}

/** Answers until the answer clock shows `clock` or less (the time it takes to say the heard words, without a sleep). */
async function answerUntil(page: Page, clock: string, button: string) {
  const [m, s] = clock.split(":").map(Number);
  await answerFor(page, 180 - (m! * 60 + s!), 180);
  await page.getByRole("button", { name: button }).click();
}

test("on a slow connection the device check offers audio only, and each audio answer is reviewed as a full, scored answer under its own question", async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const candidate = await createCandidate("audio-only");
  const mockId = await createReadyMockE2E(candidate.id, QUESTIONS);
  await fakeSpeechRecognition(page);
  await almostFullDevice(page);
  await signInAs(page, candidate);
  await page.goto(`/mock/mock-interview?mock_id=${mockId}`);

  // A fast connection: video answers, nothing offered.
  const check = page.getByTestId("connection-check");
  await expect(check).toHaveAttribute("data-state", "measured", { timeout: 30_000 });
  await expect(page.getByTestId("connection-status")).toContainText("enough for video answers");
  await expect(page.getByTestId("slow-connection")).toHaveCount(0);
  await expect(page.getByTestId("audio-only")).not.toBeChecked();
  await shoot(page, "device-check-fast");

  // The same check on a slow uplink says so and offers audio only.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: -1, uploadThroughput: SLOW_UPLOAD_BYTES_PER_SECOND });
  await check.getByRole("button", { name: "Check again" }).click();
  await expect(check).toHaveAttribute("data-state", "measured", { timeout: 60_000 });
  const slow = page.getByTestId("slow-connection");
  await expect(page.getByTestId("connection-status")).toContainText(/Your connection is slow: about \d+ kbps up\./);
  await expect(slow).toContainText("You can answer with audio only");
  await shoot(page, "device-check-slow");
  await slow.getByRole("button", { name: "Answer with audio only" }).click();
  await expect(page.getByTestId("audio-only")).toBeChecked();
  await expect(slow).toHaveCount(0);
  // No picture is recorded, so the camera figures cannot be chosen.
  await expect(page.getByTestId("camera-opt-in").getByRole("checkbox")).toBeDisabled();

  await page.getByRole("button", { name: "Check your microphone" }).click();
  const declaration = page.getByTestId("declaration");
  await expect(declaration).toHaveAttribute("data-state", "ready");
  await recordPreview(page);
  await page.getByRole("button", { name: "Continue" }).click();
  // The storage quota was checked before the first question.
  await expect(page.getByTestId("low-space")).toHaveText(
    "This device is almost out of space. Free some up before you start, so every answer can be kept until it is sent.",
  );
  await page.getByRole("button", { name: "Start the interview" }).click();

  // Each answer records the voice alone, over the slow connection.
  const interview = page.getByTestId("interview");
  await expect(interview).toHaveAttribute("data-question", "1");
  await expect(page.getByTestId("audio-only-recording")).toContainText("Audio only: your camera is not recorded.");
  await answerUntil(page, "2:49", "Next question"); // 11 s: long enough to say the words heard
  await expect(interview).toHaveAttribute("data-question", "2");
  await answerUntil(page, "2:48", "Finish and submit");
  await expect(page.getByRole("heading", { name: "Your interview has been recorded" })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId("all-sent")).toHaveText("Every answer you recorded is with us.");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await page.getByRole("link", { name: "See the feedback" }).click();

  // The review: each question's own answer, labelled an audio answer, scored on its words, with a player.
  await expect(page.getByTestId("total-score")).toContainText("/10", { timeout: 90_000 });
  const cards = page.getByTestId("answer-card");
  await expect(cards).toHaveCount(QUESTIONS.length);
  for (const [i, question] of QUESTIONS.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(`Q${i + 1}. ${question}`);
    await expect(card.getByTestId("answer-media")).toHaveText("Audio answer");
    await expect(card.getByTestId("answer-score")).toHaveText(/^\d+(\.\d+)?\/10$/);
    await expect(card).toContainText("(as your browser heard it)");
    const evidence = card.getByTestId("evidence").getByRole("listitem");
    await expect(evidence.first()).toBeVisible();
    for (const quote of await evidence.allInnerTexts()) expect(HEARD_ANSWER).toContain(quote.replace(/^“|”$/g, ""));
    await expect(card.getByTestId("audio-only-note")).toContainText("nothing is marked down for it");
    await expect(card.getByTestId("answer-audio")).toHaveAttribute("src", `/api/mock/answer-video?mock_id=${mockId}&qnum=${i + 1}`);
    await expect(card.locator("video")).toHaveCount(0);
  }

  // The player plays the answer's own sound: the stored file has audio and no picture.
  const played = await cards
    .nth(0)
    .getByTestId("answer-audio")
    .evaluate(async (audio: HTMLAudioElement) => {
      audio.preload = "auto";
      audio.load();
      await new Promise((resolve, reject) => {
        audio.addEventListener("loadedmetadata", resolve, { once: true });
        audio.addEventListener("error", () => reject(new Error(`audio error ${audio.error?.code}`)), { once: true });
      });
      return { duration: audio.duration };
    });
  expect(played.duration).toBeGreaterThan(0);

  const data = (await (await page.request.get(`/api/mock/get-mock-data?mock_id=${mockId}`)).json()) as {
    evaluation_results: { qnum: number; audio_only: boolean; camera: unknown }[];
  };
  expect(data.evaluation_results.map((r) => [r.qnum, r.audio_only, r.camera])).toEqual([
    [1, true, null],
    [2, true, null],
  ]);
  await shoot(page, "review-audio-answer");
});

/** The type of the file behind a player's link, as the browser is served it. */
async function servedType(page: Page, src: string): Promise<string | undefined> {
  return (await page.request.get(src, { headers: { range: "bytes=0-1" } })).headers()["content-type"];
}

/** The declaration step with audio only chosen: the microphone alone, and a preview of the voice. */
async function passAudioDeclaration(page: Page, shots?: string) {
  const declaration = page.getByTestId("declaration");
  await page.getByRole("button", { name: "Check your microphone" }).click();
  await expect(declaration).toHaveAttribute("data-state", "ready");
  await expect(page.getByTestId("audio-preview")).toContainText("Your camera is off: only your microphone is recorded.");
  await expect(declaration.locator("video")).toHaveCount(0);
  await page.getByRole("button", { name: /Record a 10-second preview/ }).click();
  await expect(page.getByTestId("audio-preview")).toContainText("Recording your voice");
  await expect(declaration).toHaveAttribute("data-state", "recorded", { timeout: 60_000 });
  await expect(page.getByTestId("audio-preview")).toContainText("Your preview recorded your voice alone.");
  await expect(declaration.getByText("Preview recorded. Listen to it, then continue.")).toBeVisible();
  await expect(declaration.locator("video")).toHaveCount(0);
  // The preview is the voice alone: an audio recording, played by an audio player.
  const preview = await page.getByTestId("preview-audio").evaluate(async (audio: HTMLAudioElement) => ({ type: (await (await fetch(audio.src)).blob()).type }));
  expect(preview.type).toMatch(/^audio\//);
  if (shots) await shoot(page, shots);
  await page.getByRole("button", { name: "Continue" }).click();
}

test("audio only, once chosen, is kept through a reload mid-mock: the next answer records the voice alone, and a retake from the review is audio too", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const candidate = await createCandidate("audio-reload");
  const questions = [
    "Walk me through a dashboard you built.",
    "How do you explain a number to someone who doubts it?",
    "Tell me about a deadline you nearly missed.",
  ];
  const mockId = await createReadyMockE2E(candidate.id, questions);
  await fakeSpeechRecognition(page);
  await signInAs(page, candidate);
  await page.goto(`/mock/mock-interview?mock_id=${mockId}`);

  // Chosen by the candidate on a fast connection; the camera is never turned on.
  await expect(page.getByTestId("connection-check")).toHaveAttribute("data-state", "measured", { timeout: 30_000 });
  await page.getByTestId("audio-only").check();
  await expect(page.getByTestId("declaration-text")).toContainText("my voice being recorded");
  await passAudioDeclaration(page, "audio-only-preview");
  await page.getByRole("button", { name: "Start the interview" }).click();

  const interview = page.getByTestId("interview");
  await expect(interview).toHaveAttribute("data-question", "1");
  await expect(page.getByTestId("audio-only-recording")).toContainText("Audio only: your camera is not recorded.");
  await expect(interview.locator("video")).toHaveCount(0);
  await shoot(page, "audio-only-question");
  await answerUntil(page, "2:49", "Next question");
  await expect(interview).toHaveAttribute("data-question", "2");
  await expect(page.locator('[data-testid="send-status"] li[data-qnum="1"][data-state="sent"]')).toHaveCount(1, { timeout: 30_000 });

  // Mid-way through question 2 the tab is reloaded (what it has of answer 2 is kept and sent).
  await answerFor(page, 4);
  page.on("dialog", (dialog) => void dialog.accept());
  await page.reload();

  // Back at the device check: still audio only, and it says why.
  await expect(page.getByTestId("audio-only")).toBeChecked();
  await expect(page.getByTestId("audio-only-kept")).toHaveText(
    "You chose audio only earlier in this interview, so your answers go on as audio. Untick it to record video from the next question.",
  );
  await expect(page.getByRole("button", { name: "Check camera and microphone" })).toHaveCount(0);
  await passAudioDeclaration(page);
  // Answer 2 was cut by the reload: the candidate keeps what was recorded of it.
  await expect(page.getByTestId("cut-answer")).toContainText(/^Question 2 was cut off after about \d+ seconds?\./);
  await page.getByRole("button", { name: "Keep what was recorded" }).click();
  await expect(page.getByTestId("instructions")).toContainText("you will continue at question 3");
  await page.getByRole("button", { name: "Continue the interview" }).click();
  await expect(interview).toHaveAttribute("data-question", "3");
  await expect(page.getByTestId("audio-only-recording")).toContainText("Audio only: your camera is not recorded.");
  await expect(interview.locator("video")).toHaveCount(0);
  await answerUntil(page, "2:49", "Finish and submit");
  await expect(page.getByRole("heading", { name: "Your interview has been recorded" })).toBeVisible({ timeout: 90_000 });
  await page.getByRole("link", { name: "See the feedback" }).click();

  // Every answer, the one after the reload included, is an audio answer, served as audio.
  await expect(page.getByTestId("total-score")).toContainText("/10", { timeout: 90_000 });
  const cards = page.getByTestId("answer-card");
  await expect(cards).toHaveCount(questions.length);
  for (const [i, question] of questions.entries()) {
    await expect(cards.nth(i).getByRole("heading", { level: 3 })).toHaveText(`Q${i + 1}. ${question}`);
    await expect(cards.nth(i).getByTestId("answer-media")).toHaveText("Audio answer");
  }
  const data = (await (await page.request.get(`/api/mock/get-mock-data?mock_id=${mockId}`)).json()) as {
    evaluation_results: { qnum: number; audio_only: boolean }[];
  };
  expect(data.evaluation_results.map((r) => [r.qnum, r.audio_only])).toEqual([
    [1, true],
    [2, true],
    [3, true],
  ]);
  expect(await servedType(page, (await cards.nth(2).getByTestId("answer-audio").getAttribute("src"))!)).toBe("audio/webm");

  // "Try this question again" keeps the choice: the microphone alone, no camera picture.
  const first = cards.nth(0);
  // A take's recorder loads as its row nears the screen, as the candidate scrolls to it.
  await first.getByTestId("takes").scrollIntoViewIfNeeded();
  await expect(first.getByTestId("retake-audio-only-choice")).toBeChecked();
  await first.getByRole("button", { name: "Try this question again" }).click();
  await expect(first.getByTestId("retake-audio-only")).toContainText("Audio only: your voice is recorded, your camera is off.");
  await expect(first.locator("video")).toHaveCount(0);
  await recordFor(first, 11);
  await first.getByRole("button", { name: "Stop and send this take" }).click();
  const takes = first.getByTestId("take");
  await expect(takes).toHaveCount(2, { timeout: 30_000 });
  await expect(takes.nth(1).getByTestId("take-score")).toContainText("/10", { timeout: 60_000 });
  await expect(takes.nth(1).getByRole("link", { name: "Listen to take 2" })).toBeVisible();
  expect(await servedType(page, (await takes.nth(1).getByRole("link", { name: "Listen to take 2" }).getAttribute("href"))!)).toBe("audio/webm");
  const after = (await (await page.request.get(`/api/mock/get-mock-data?mock_id=${mockId}`)).json()) as {
    evaluation_results: { takes: { take: number; audio_only: boolean }[] }[];
  };
  expect(after.evaluation_results[0]!.takes.map((t) => [t.take, t.audio_only])).toEqual([
    [1, true],
    [2, true],
  ]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, "review-audio-retake");
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await first.screenshot({ path: `${SHOTS}/review-audio-retake-card-${width}.png` });
  }
});

test("a recorded interview opened from its e-mailed link on a slow connection is answered with audio only, the face models never downloaded, and the employer gets it as a full answer labelled Audio answer", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const QUESTION = "Tell us about a time you untangled a slow service.";
  const { candidate, interviewId, api } = await invitedCandidate(page, [QUESTION, "What would you change first in our stack?"], "recaudio");
  const link = await emailedLink(candidate.email, interviewId);
  // Audio only has no face to watch: the face models are never downloaded.
  const modelRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/models/")) modelRequests.push(request.url());
  });
  await almostFullDevice(page);
  await page.context().clearCookies();
  // A phone on a slow uplink.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: -1, uploadThroughput: SLOW_UPLOAD_BYTES_PER_SECOND });
  await page.goto(link);
  await page.getByRole("checkbox", { name: /I agree to be recorded/ }).check();
  await page.getByRole("button", { name: "I agree, continue" }).click();
  await expect(page.getByRole("heading", { name: "Check your camera and microphone" })).toBeVisible();

  // Measured from the link, without a session: slow, so audio only is offered, and taken.
  const check = page.getByTestId("connection-check");
  await expect(check).toHaveAttribute("data-state", "measured", { timeout: 60_000 });
  await page.getByTestId("slow-connection").getByRole("button", { name: "Answer with audio only" }).click();
  await expect(page.getByTestId("audio-only")).toBeChecked();
  await expect(page.getByText("Attention monitoring: does not apply to audio-only answers")).toBeVisible();
  // The same storage check as the mock's, in the same words.
  await expect(page.getByTestId("low-space")).toHaveText(
    "This device is almost out of space. Free some up before you start, so every answer can be kept until it is sent.",
  );
  await shoot(page, "interview-device-check-audio-only");
  const next = page.getByRole("button", { name: "Continue to practice" });
  await expect(next).toBeEnabled({ timeout: 30_000 });
  await next.click();
  await page.getByRole("button", { name: "Start the interview" }).click();

  await expect(page.getByRole("heading", { name: QUESTION })).toBeVisible({ timeout: 30_000 });
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(page.getByTestId("audio-only-recording")).toHaveText("Audio only: your voice is recorded, your camera is not.");
  await expect(page.getByLabel("Your camera")).toBeHidden();
  await expect(page.getByTestId("countdown")).toBeVisible();
  await page.getByRole("button", { name: "Submit Interview" }).click();
  await page.getByRole("button", { name: "Yes, submit" }).click();
  await expect(page.getByText("Every answer is with the employer.")).toBeVisible({ timeout: 60_000 });
  expect(modelRequests).toEqual([]);

  type Answer = { audioOnly: boolean; label: string; contentType: string; videoUrl: string | null; attention: unknown; alarms: unknown[] };
  const read = (await (await api.get(`/interviews/${interviewId}`)).json()) as { questions: { position: number; text: string; answer: Answer | null }[] };
  expect(read.questions.map((q) => [q.position, q.text, q.answer?.label ?? null])).toEqual([
    [1, QUESTION, "Audio answer"],
    [2, "What would you change first in our stack?", null],
  ]);
  const answer = read.questions[0]!.answer!;
  expect(answer).toMatchObject({ audioOnly: true, contentType: "audio/webm", attention: null, alarms: [] });
  expect(answer.videoUrl).toBeTruthy();
});
