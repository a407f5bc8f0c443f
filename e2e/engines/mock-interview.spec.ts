// The mock interview end to end in Firefox ESR and in WebKitGTK (Safari's engine), as in
// e2e/mock-interview.spec.ts for Chromium: the device check, the preview, three answers of 2, 4
// and 6 seconds, the review. Each answer is followed to the server: the file stored under its
// question lasts its own length, and plays back in the engine by byte ranges.
//
// WebKit records audio only here: Debian 12's GStreamer 1.22 lacks the autovideoflip element
// WebKitGTK 2.50's video encoder needs, so its camera recordings come out empty (0 bytes), while
// sound records fine. The test answers with "audio only", which the device check offers.
import { expect, test } from "@playwright/test";
import { SECONDS_PER_QUESTION } from "@/lib/interviews/interview-rules";
import { MOCK_CONSENT_PREVIEW_SECONDS } from "@/lib/mocks/mock-rules";
import { createReadyMockE2E } from "../support/mock-interview";
import { VAD_ASSETS } from "@/components/mocks/interview/voice-detector-choice";
import { createCandidate } from "../support/profile";
import {
  answerThenClick,
  closeEngines,
  ENGINES,
  expectLengths,
  expectPlaysInEngine,
  note,
  readStored,
  signInInEngine,
  withEngine,
  type StoredAnswer,
} from "./engines";

const QUESTIONS = [
  "Tell me about a time you used SQL to save your team time.",
  "How do you check that an Excel model is right?",
  "Why do you want to be a data analyst?",
];
/** Seconds spent on each answer: each stored file must show its own. */
const SPENT = [2, 4, 6];

test.afterEach(closeEngines);

for (const engine of ENGINES) {
  const audioOnly = engine === "webkit";
  test(`${engine}: a candidate takes a mock interview ${audioOnly ? "with audio only" : "on camera"}, and each answer reaches the server under its own question and plays back`, async ({
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(240_000);
    const candidate = await createCandidate(`mock-${engine}`);
    const mockId = await createReadyMockE2E(candidate.id, QUESTIONS);

    await withEngine(engine, baseURL!, testInfo, async (browser) => {
      await signInInEngine(browser, candidate.email, candidate.password);
      await browser.goto(`/mock/mock-interview?mock_id=${mockId}`);

      // The device check measures the connection first; audio only is then the candidate's choice.
      await browser.waitUntil(`document.querySelector('[data-testid="connection-check"]')?.dataset.state === "measured"`, {
        timeout: 60_000,
        message: "the connection check to finish",
      });
      if (audioOnly) {
        await browser.click({ testId: "audio-only" });
        await browser.waitUntil(`document.querySelector('[data-testid="audio-only"]')?.checked === true`);
      }
      await browser.click({ role: "button", name: audioOnly ? "Check your microphone" : "Check camera and microphone" });
      await browser.waitUntil(`document.querySelector('[data-testid="declaration"]')?.dataset.state === "ready"`, {
        message: "the camera and microphone to be ready",
      });
      await browser.click({ role: "button", name: /Record a 10-second preview/ });
      await browser.waitUntil(`document.querySelector('[data-testid="declaration"]')?.dataset.state === "recorded"`, {
        timeout: MOCK_CONSENT_PREVIEW_SECONDS * 6_000,
        message: "the preview to be recorded",
      });
      await browser.click({ role: "button", name: "Continue" });
      // The candidate reads the instructions while the voice detector gets ready, as a person
      // takes a moment here. WebKitGTK compiles the neural detector's 14 MB runtime on a busy page:
      // an answer started during that would end a second or two after its clock was clicked.
      await browser.waitUntil(
        `(() => { const d = document.querySelector('[data-voice-detector]')?.dataset.voiceDetector; return d && d !== "loading" ? d : null; })()`,
        { timeout: 90_000, message: "the voice detector to be ready" },
      );
      await browser.click({ role: "button", name: "Start the interview" });

      const spent: number[] = [];
      for (const [i, seconds] of SPENT.entries()) {
        await browser.waitUntil(`document.querySelector('[data-testid="interview"]')?.dataset.question === "${i + 1}"`, {
          timeout: 30_000,
          message: `question ${i + 1}`,
        });
        await browser.waitForText(`Question ${i + 1} of ${QUESTIONS.length}`);
        if (audioOnly) await browser.waitForText("Audio only: your camera is not recorded.", { within: "audio-only-recording" });
        // A voice detector measures the speech in every engine: the neural one where its 16 MB arrive
        // while the candidate reads (Firefox here), the light one where they do not (WebKitGTK here
        // fetched them at about 1 MB a second on this busy machine, with no disk cache in its
        // automation session): which one, and why, is noted.
        if (i === SPENT.length - 1) {
          const detector = await browser.waitUntil<string>(
            `(() => { const d = document.querySelector('[data-testid="interview"]')?.dataset.voiceDetector; return d && d !== "loading" ? d : null; })()`,
            { timeout: 60_000, message: "the voice detector to be chosen" },
          );
          note(testInfo, `voice detector: ${detector}`);
          if (detector !== "neural") {
            const probe = await browser.evaluate<string>(`(async () => {
              const started = performance.now();
              const r = await fetch("${VAD_ASSETS}ort-wasm-simd-threaded.wasm");
              const bytes = (await r.arrayBuffer()).byteLength;
              let compiled = "no";
              try { await WebAssembly.compile(await (await fetch("${VAD_ASSETS}ort-wasm-simd-threaded.wasm")).arrayBuffer()); compiled = "yes"; } catch (e) { compiled = String(e); }
              return JSON.stringify({ ms: Math.round(performance.now() - started), bytes, worklet: typeof AudioWorkletNode, compiled, cache: r.headers.get("cache-control") });
            })()`);
            note(testInfo, `neural detector's files here: ${probe}`);
          }
          expect(["neural", "light"]).toContain(detector);
        }
        // Two seconds longer than the answer before at least, however long that one ran.
        spent.push(
          await answerThenClick(
            browser,
            Math.max(seconds, (spent.at(-1) ?? 0) + 2),
            SECONDS_PER_QUESTION,
            i === SPENT.length - 1 ? "Finish and submit" : "Next question",
          ),
        );
      }
      // The end: the interview recorded, or the page's own words for what went wrong.
      const end = await browser.waitUntil<string>(
        `(() => {
          if (Array.from(document.querySelectorAll("h1, h2")).some((h) => h.textContent.trim() === "Your interview has been recorded")) return "recorded";
          const alert = Array.from(document.querySelectorAll('[role="alert"]')).find((a) => a.id !== "__next-route-announcer__" && a.textContent.trim());
          return alert ? alert.textContent.trim() : null;
        })()`,
        { timeout: 90_000, message: "the interview to end" },
      );
      expect(end, "how the interview ended").toBe("recorded");
      await browser.waitForText("Every answer you recorded is with us.", { within: "all-sent" });

      // Each question's own answer, read back from the server.
      const login = await request.post("/api/auth/login", { data: { email: candidate.email, password: candidate.password } });
      expect(login.status()).toBe(200);
      const stored: StoredAnswer[] = [];
      for (const qnum of [1, 2, 3]) stored.push(await readStored(request, `/api/mock/answer-video?mock_id=${mockId}&qnum=${qnum}`));
      note(testInfo, `${browser.version}: answered ${spent.join(", ")} s by the clock; stored ${stored.map((a) => a.seconds).join(", ")} s`);
      expectLengths(stored, spent);
      for (const answer of stored) {
        expect(answer.audio).toBe(true);
        expect(answer.video).toBe(!audioOnly);
        // Firefox records WebM; WebKit, as Safari, MP4.
        expect(answer.contentType).toMatch(audioOnly ? /^audio\/mp4/ : /^video\/webm/);
      }
      for (const qnum of [1, 2, 3]) await expectPlaysInEngine(browser, `/api/mock/answer-video?mock_id=${mockId}&qnum=${qnum}`, stored[qnum - 1]!);

      // The review: one card per question, each with its own answer (an audio one labelled so).
      await browser.click({ role: "link", name: "See the feedback" });
      await browser.waitFor({ testId: "total-score" }, { timeout: 90_000 });
      await browser.waitForText("/10", { within: "total-score" });
      const cards = await browser.evaluate<{ heading: string; media: string }[]>(
        `Array.from(document.querySelectorAll('[data-testid="answer-card"]')).map((card) => ({
          heading: card.querySelector("h3")?.textContent?.trim() ?? "",
          media: card.querySelector('[data-testid="answer-media"]')?.textContent?.trim() ?? "",
        }))`,
      );
      expect(cards).toEqual(QUESTIONS.map((q, i) => ({ heading: `Q${i + 1}. ${q}`, media: audioOnly ? "Audio answer" : "" })));
    });
  });
}
