// Helpers for the interview and review specs: a mock with its questions written, straight in the
// e2e server's database, and a browser speech recognition that "hears" a known answer (headless
// Chromium has none that works offline).
import { expect, type Page } from "@playwright/test";
import { MOCK_CONSENT_PREVIEW_SECONDS } from "@/lib/mocks/mock-rules";
import { numberQuestions } from "@/lib/mocks/number-questions";
import { containerDurationMs } from "@/lib/media/container-duration";

/**
 * How far a stored answer's length may stand from the seconds its answer clock counted (each
 * answer starts on a fresh question, so its clock counts from the full answer time).
 */
export const SHORTER_BY = 1.5;
const LONGER_BY = 3.5;

/** The stored mock answer's length in seconds, or null while the server does not have it. */
export async function storedMockAnswer(page: Page, mockId: string, qnum: number): Promise<number | null> {
  const res = await page.request.get(`/api/mock/answer-video?mock_id=${mockId}&qnum=${qnum}`);
  if (res.status() !== 200) return null;
  return (containerDurationMs(await res.body()) ?? 0) / 1000;
}

/** A stored answer's length against the seconds its clock counted. */
export function expectLength(measured: number | null, spent: number, label: string) {
  expect(measured, label).not.toBeNull();
  expect(measured!, `${label}: ${spent} s answered, ${measured} s stored`).toBeGreaterThanOrEqual(spent - SHORTER_BY);
  expect(measured!, `${label}: ${spent} s answered, ${measured} s stored`).toBeLessThanOrEqual(spent + LONGER_BY);
}

export async function createReadyMockE2E(candidateId: string, questions: string[], options: { followUps?: boolean; skills?: string[] } = {}): Promise<string> {
  process.env.DATABASE_URL = `postgres://postgres:postgres@localhost:${process.env.E2E_PG_PORT ?? "54339"}/hireready`;
  const { db, disconnectDb } = await import("@/lib/db/client");
  const mock = await db().mock.create({
    data: {
      candidateId,
      title: "Data Analyst",
      industry: "Information Technology",
      experience: 3,
      skills: options.skills ?? ["SQL", "Excel"],
      difficulty: "MEDIUM",
      value: "teamwork",
      resumeKey: "e2e/none",
      status: "QUESTION_GENERATED",
      followUps: options.followUps ?? false,
      questions: { create: numberQuestions(questions) },
    },
    select: { id: true },
  });
  await disconnectDb();
  return mock.id;
}

export const HEARD_ANSWER =
  "At my last job we had a weekly sales report that took a whole day. I wrote SQL queries that built it automatically. As a result it took ten minutes, and the team used the time for analysis.";

/** Replaces the browser's SpeechRecognition with one that hears HEARD_ANSWER once per answer. */
export async function fakeSpeechRecognition(page: Page): Promise<void> {
  await page.addInitScript((text) => {
    class FakeRecognition {
      continuous = false;
      interimResults = false;
      lang = "en-US";
      onresult: ((e: unknown) => void) | null = null;
      onerror: ((e: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      private stopped = false;
      start() {
        this.stopped = false;
        // Heard as soon as the answer starts listening, however short the answer.
        queueMicrotask(() => {
          if (this.stopped) return;
          const result = Object.assign([{ transcript: text }], { isFinal: true });
          this.onresult?.({ resultIndex: 0, results: [result] });
        });
      }
      stop() {
        this.stopped = true;
      }
    }
    (window as unknown as { SpeechRecognition: unknown }).SpeechRecognition = FakeRecognition;
  }, HEARD_ANSWER);
}

/**
 * Replaces the browser's SpeechRecognition with one that hears whatever the test last set with
 * `hear(page, text)` (read when each answer's recognition starts).
 */
export async function fakeSpeechRecognitionHearing(page: Page, first: string): Promise<void> {
  await page.addInitScript((text) => {
    const w = window as unknown as { __heard: string; SpeechRecognition: unknown };
    w.__heard = text;
    class FakeRecognition {
      continuous = false;
      interimResults = false;
      lang = "en-US";
      onresult: ((e: unknown) => void) | null = null;
      onerror: ((e: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      private stopped = false;
      start() {
        this.stopped = false;
        const heard = w.__heard;
        queueMicrotask(() => {
          if (this.stopped) return;
          const result = Object.assign([{ transcript: heard }], { isFinal: true });
          this.onresult?.({ resultIndex: 0, results: [result] });
        });
      }
      stop() {
        this.stopped = true;
      }
    }
    w.SpeechRecognition = FakeRecognition;
  }, first);
}

/** What the fake recognition hears in the next answer. */
export async function hear(page: Page, text: string): Promise<void> {
  await page.evaluate((value) => {
    (window as unknown as { __heard: string }).__heard = value;
  }, text);
}

/**
 * Records the declaration step's preview and waits until it is kept. The preview runs its full
 * length by the page's own clock, which a busy machine slows: the wait allows for that, and ends
 * the moment the preview is done.
 */
export async function recordPreview(page: Page): Promise<void> {
  const declaration = page.getByTestId("declaration");
  await page.getByRole("button", { name: /Record a 10-second preview/ }).click();
  // The speech measures start loading with the camera, and on a busy machine they hold the page a while.
  await expect(declaration).toHaveAttribute("data-state", "recording", { timeout: 60_000 });
  await expect(declaration).toHaveAttribute("data-state", "recorded", { timeout: MOCK_CONSENT_PREVIEW_SECONDS * 6_000 });
}

/** After the device check: the 10-second preview, Continue, Start, and question 1 on screen (a slow line takes longer). */
export async function passPreviewAndStart(page: Page): Promise<void> {
  await recordPreview(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Start the interview" }).click();
  await expect(page.getByTestId("interview")).toHaveAttribute("data-question", "1", { timeout: 60_000 });
}
