// A mock interview ready to answer (questions written), and recorded answers to send, for the
// answer, evaluation and review tests.
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db/client";

export async function createReadyMock(candidateId: string, options: { questions?: number; title?: string; skills?: string[] } = {}) {
  const count = options.questions ?? 3;
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
      questions: {
        create: Array.from({ length: count }, (_, i) => ({ position: i + 1, text: `Question ${i + 1}: tell me about a time you used SQL to save your team time.` })),
      },
    },
    select: { id: true },
  });
}

/** Bytes that start like a WebM file (EBML magic), as MediaRecorder writes them. */
export function fakeWebm(size = 4096): Buffer {
  const bytes = randomBytes(size);
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3]).copy(bytes, 0);
  return bytes;
}

export function answerForm(fields: Record<string, string>, video: Buffer | null = fakeWebm()): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (video) form.append("answer", new Blob([new Uint8Array(video)], { type: "video/webm" }), "answer.webm");
  return form;
}
