// A mock interview ready to answer (questions written), and recorded answers to send, for the
// answer, evaluation and review tests.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { db } from "@/lib/db/client";
import { generateMock } from "@/lib/mocks/generate-mock";
import { numberQuestions } from "@/lib/mocks/number-questions";
import type { MockStatus } from "@/generated/prisma/enums";
import { waitFor } from "./wait-for";

export async function createReadyMock(
  candidateId: string,
  options: { questions?: number; title?: string; skills?: string[]; texts?: string[]; followUps?: boolean } = {},
) {
  const count = options.texts?.length ?? options.questions ?? 3;
  return db().mock.create({
    data: {
      candidateId,
      title: options.title ?? "Data Analyst",
      industry: "Information Technology",
      experience: 3,
      skills: options.skills ?? ["SQL", "Excel"],
      difficulty: "MEDIUM",
      value: "teamwork",
      resumeKey: "none",
      status: "QUESTION_GENERATED",
      followUps: options.followUps ?? false,
      questions: {
        create: numberQuestions(
          options.texts ?? Array.from({ length: count }, (_, i) => `Question ${i + 1}: tell me about a time you used SQL to save your team time.`),
        ),
      },
    },
    select: { id: true },
  });
}

/**
 * A mock whose questions were written and spoken by the real generator (the same job the worker
 * runs), so a test follows the numbering a candidate really gets.
 */
export async function createGeneratedMock(candidateId: string, options: { title?: string } = {}) {
  const mock = await db().mock.create({
    data: {
      candidateId,
      title: options.title ?? "Data Analyst",
      industry: "Information Technology",
      experience: 3,
      skills: ["SQL", "Excel"],
      difficulty: "MEDIUM",
      value: "teamwork",
      resumeKey: "none",
    },
    select: { id: true },
  });
  await generateMock(mock.id, { signal: new AbortController().signal });
  return mock;
}

/**
 * Waits until a worker has taken the mock to `status` (its questions written, or its answers
 * evaluated); on time-out the error says the status it had instead, and why it failed if it did.
 */
export async function waitForMockStatus(mockId: string, status: MockStatus, ms = 60_000) {
  let seen: { status: MockStatus; failureReason: string | null } | null = null;
  return waitFor(
    async () => {
      seen = await db().mock.findUnique({ where: { id: mockId }, select: { status: true, failureReason: true } });
      return seen?.status === status && seen;
    },
    () => `mock ${mockId} to be ${status}: it is ${seen ? `${seen.status}${seen.failureReason ? ` (${seen.failureReason})` : ""}` : "not there"}`,
    { ms },
  );
}

/**
 * Bytes that start like a WebM file (EBML magic), as MediaRecorder writes them, each file its own,
 * and whose length cannot be read: the header's size is no EBML number, so no run of random bytes
 * after it can pass for a Duration or a frame's time.
 */
export function fakeWebm(size = 4096): Buffer {
  const bytes = randomBytes(size);
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x00]).copy(bytes, 0);
  return bytes;
}

export function answerForm(fields: Record<string, string>, video: Buffer | null = fakeWebm()): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (video) form.append("answer", new Blob([new Uint8Array(video)], { type: "video/webm" }), "answer.webm");
  return form;
}

/** A real 3-second answer from Chromium's MediaRecorder (fake camera and microphone). */
export function recordedWebm(): Buffer {
  return readFileSync(path.join(import.meta.dirname, "fixtures/media/answer-3s.webm"));
}

/**
 * The real recording (or `base`) with one more Cluster `seconds` in (a frame there): a WebM that
 * says it is that long, as an answer recorded past the limit would.
 */
export function webmLasting(seconds: number, base: Buffer = recordedWebm()): Buffer {
  const timecode = Buffer.alloc(4);
  timecode.writeUInt32BE(seconds * 1000);
  const block = Buffer.concat([Buffer.from([0xa3, 0x88, 0x81, 0x00, 0x00, 0x80]), randomBytes(4)]); // track 1, +0 ms, 4 bytes
  const unknownSize = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  const cluster = Buffer.concat([Buffer.from([0x1f, 0x43, 0xb6, 0x75]), unknownSize, Buffer.from([0xe7, 0x84]), timecode, block]);
  return Buffer.concat([base, cluster]);
}
