// A recorded interview ready to answer (consent given), made straight in the database, with its
// link's token; for the answer-upload tests that do not follow the invitation e-mail.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { newInterviewToken } from "@/lib/interviews/token";
import { createCompany, createJob } from "./factories";

export async function createRecordedInterview(
  candidateId: string,
  options: { questions?: number; extraTimePercent?: number; expiresAt?: Date; retakes?: number; companyId?: string } = {},
): Promise<{ id: string; token: string }> {
  const company = options.companyId ? { id: options.companyId } : await createCompany();
  const job = await createJob(company.id);
  const id = randomUUID();
  const { token, hash } = newInterviewToken(id);
  await db().interview.create({
    data: {
      id,
      candidateId,
      jobId: job.id,
      tokenHash: hash,
      status: "IN_PROGRESS",
      startedAt: new Date(),
      expiresAt: options.expiresAt ?? new Date(Date.now() + 7 * 24 * 3_600_000),
      extraTimePercent: options.extraTimePercent ?? 0,
      retakes: options.retakes ?? 0,
      consentedAt: new Date(),
      consentVersion: "test",
      questions: {
        create: Array.from({ length: options.questions ?? 3 }, (_, i) => ({ position: i + 1, text: `Interview question ${i + 1}: a hard case you solved.` })),
      },
    },
  });
  return { id, token };
}

/** Marks question `position` as shown to the candidate at `askedAt` (the answer clock's start). */
export async function askQuestion(interviewId: string, position: number, askedAt = new Date()): Promise<void> {
  await db().interviewQuestion.update({ where: { interviewId_position: { interviewId, position } }, data: { askedAt } });
}
