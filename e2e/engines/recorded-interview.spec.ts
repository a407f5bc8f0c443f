// The recorded (employer) interview end to end in Firefox ESR and in WebKitGTK (Safari's engine),
// as in e2e/interviews.spec.ts for Chromium: scheduled through the partner API, opened from the
// e-mailed link, consent, device check, practice, two answers of 2 and 5 seconds. The employer's
// read of each answer is followed to the file: stored under its own question, its length read
// from the file (and as the server measured it), and played back in the engine by byte ranges.
//
// WebKit records audio only here: Debian 12's GStreamer 1.22 lacks the autovideoflip element
// WebKitGTK 2.50's video encoder needs, so its camera recordings come out empty (0 bytes), while
// sound records fine. The test answers with "audio only", which the device check offers; the face
// monitor does not apply to audio answers, so WebKit's answers carry no attention figures.
import { expect, test } from "@playwright/test";
import { answerSeconds } from "@/lib/interviews/answer-time";
import { emailedLink, invitedCandidate } from "../support/interviews";
import { answerThenClick, closeEngines, ENGINES, expectLengths, expectPlaysInEngine, note, readStored, withEngine, type StoredAnswer } from "./engines";

const QUESTIONS = ["Tell us about a time you untangled a slow service.", "How do you decide what to test first?"];
/** Seconds spent on each answer: each stored file must show its own. */
const SPENT = [2, 5];

type Answer = {
  videoUrl: string;
  contentType: string;
  audioOnly: boolean;
  label: string;
  durationMs: number | null;
  sizeBytes: number;
  emotionData: Record<string, number> | null;
  attention: Record<string, number> | null;
};

test.afterEach(closeEngines);

for (const engine of ENGINES) {
  const audioOnly = engine === "webkit";
  test(`${engine}: an invited candidate records every answer ${audioOnly ? "with audio only" : "on camera"}, and the employer gets each under its own question, playable by byte ranges`, async ({
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(240_000);
    const { candidate, interviewId, api } = await invitedCandidate({ request }, QUESTIONS, `rec-${engine}`);
    const link = await emailedLink(candidate.email, interviewId);

    await withEngine(engine, baseURL!, testInfo, async (browser) => {
      await browser.goto(link);
      await browser.waitFor({ role: "heading", name: /at Brightloom Technologies/ }, { timeout: 30_000 });
      await browser.click({ role: "checkbox", name: /I agree to be recorded/ });
      await browser.click({ role: "button", name: "I agree, continue" });
      await browser.waitFor({ role: "heading", name: "Check your camera and microphone" });
      if (audioOnly) {
        await browser.waitUntil(`document.querySelector('[data-testid="connection-check"]')?.dataset.state === "measured"`, {
          timeout: 60_000,
          message: "the connection check to finish",
        });
        await browser.click({ testId: "audio-only" });
        await browser.waitForText("Attention monitoring: does not apply to audio-only answers");
      }
      // Enabled once the camera (or microphone) is on: the face model never holds a step.
      await browser.click({ role: "button", name: "Continue to practice" }, { timeout: 30_000 });
      await browser.waitFor({ role: "heading", name: "Practice question" });
      await browser.click({ role: "button", name: "Start the interview" });

      const spent: number[] = [];
      for (const [i, seconds] of SPENT.entries()) {
        // The first question's voice is made on first use: allow for it.
        await browser.waitFor({ role: "heading", name: QUESTIONS[i]! }, { timeout: 30_000 });
        if (audioOnly) await browser.waitForText("Audio only: your voice is recorded, your camera is not.", { within: "audio-only-recording" });
        // Two seconds longer than the answer before at least, however long that one ran.
        spent.push(
          await answerThenClick(
            browser,
            Math.max(seconds, (spent.at(-1) ?? 0) + 2),
            answerSeconds(0),
            i === SPENT.length - 1 ? "Finish interview" : "Next question",
          ),
        );
      }
      await browser.waitForText("Every answer is with the employer.", { timeout: 60_000 });
      // The success dialog moves on to the dashboard by itself: the playback below runs on a page that stays.
      await browser.goto("/privacy-policy");

      // The employer's read: every question's own answer.
      const read = (await (await api.get(`/interviews/${interviewId}`)).json()) as {
        status: string;
        questions: { position: number; text: string; answer: Answer | null }[];
      };
      expect(read.status).toBe("COMPLETED");
      expect(read.questions.map((q) => [q.position, q.text, q.answer?.label ?? null])).toEqual(
        QUESTIONS.map((q, i) => [i + 1, q, audioOnly ? "Audio answer" : "Video answer"]),
      );
      const answers = read.questions.map((q) => q.answer!);
      const stored: StoredAnswer[] = [];
      for (const answer of answers) stored.push(await readStored(request, answer.videoUrl));
      note(testInfo, `${browser.version}: answered ${spent.join(", ")} s by the clock; stored ${stored.map((a) => a.seconds).join(", ")} s`);
      expectLengths(stored, spent);
      for (const [i, answer] of answers.entries()) {
        const file = stored[i]!;
        expect(answer.audioOnly).toBe(audioOnly);
        expect(answer.sizeBytes).toBe(file.bytes.length);
        // The server measured the same file.
        expect(Math.abs(answer.durationMs! / 1000 - file.seconds!)).toBeLessThan(0.5);
        expect(file.audio).toBe(true);
        expect(file.video).toBe(!audioOnly);
        expect(answer.contentType).toMatch(audioOnly ? /^audio\/mp4/ : /^video\/webm/);
        await expectPlaysInEngine(browser, answer.videoUrl, file);
      }

      // The face monitor.
      if (audioOnly) {
        note(testInfo, "WebKit: audio-only answers, so the face monitor does not run (no camera); every answer is still followed to its file");
        for (const answer of answers) expect(answer.attention).toBeNull();
      } else {
        // It runs in Firefox: it looked at the camera's frames (Firefox's fake picture holds no face).
        for (const answer of answers) expect(Object.keys(answer.emotionData ?? {})).toEqual(expect.arrayContaining(["Neutral", "Attention"]));
        const looked = answers.map((a) => a.attention as { samples: number; noFace: number; facePresent: number });
        expect(
          looked.reduce((n, a) => n + a.samples, 0),
          "frames the face monitor looked at",
        ).toBeGreaterThan(0);
        for (const a of looked) expect(a).toMatchObject({ noFace: a.samples, facePresent: 0 });
      }
    });
  });
}
