// Creating a mock: one transaction spends the credit and inserts the mock as generating, then the
// generation task is queued. If queuing fails the mock is marked failed and the credit refunded.
import { randomUUID } from "node:crypto";
import type { Difficulty } from "@/generated/prisma/enums";
import { spendCredit, withSpendableCredit } from "@/lib/credits";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/log";
import { getResume } from "@/lib/profile/get-resume";
import { readSmallFile } from "@/lib/profile/replace-resume";
import { extractPdfText } from "@/lib/profile/extract-pdf-text";
import { deleteQuietly } from "@/lib/storage/delete-quietly";
import { ZTextFields, type FormSpec } from "@/lib/uploads/form-spec";
import { candidateFileKey } from "@/lib/profile/swap-candidate-file";
import { UPLOAD_KINDS } from "@/lib/uploads/kinds";
import { sendTask } from "@/lib/queue";
import { storage } from "@/lib/storage";
import { listWeakSpots } from "./weak-spots";
import { FOLLOW_UPS_BY_DEFAULT } from "./follow-ups/follow-up-rules";
import { failMock } from "./fail-mock";
import { CREATE_MOCK_FAILED, ZNewMock, newMockFromFields, type TNewMock } from "./schema";

const DIFFICULTY: Record<TNewMock["question_preference"], Difficulty> = { Easy: "EASY", Medium: "MEDIUM", Hard: "HARD" };

/** POST /api/mock/create's form: the fields (checked after the resume, the spec's order) and an optional CV. */
export function createMockForm(candidateId: string): FormSpec<typeof ZTextFields> {
  return {
    fields: ZTextFields,
    file: { field: "resume", kind: UPLOAD_KINDS.cv, key: (ext) => candidateFileKey(candidateId, "mock-cv", ext), fallbackName: "cv.pdf", unnamedIsNone: true },
    overheadBytes: 64 * 1024,
  };
}

export interface CreateMockOptions {
  candidateId: string;
  fields: Record<string, string>;
  /** An uploaded PDF already in storage; null means "use the profile CV". */
  resume: { key: string; name: string } | null;
}

export async function profileCv(candidateId: string): Promise<{ key: string; text: string } | null> {
  const row = await db().candidate.findUnique({ where: { id: candidateId }, select: { resumeKey: true } });
  if (!row?.resumeKey) return null;
  const resume = await getResume({ candidateId });
  return { key: row.resumeKey, text: resume?.text ?? "" };
}

async function uploadedText(key: string): Promise<string> {
  const file = await storage().get(key);
  if (!file) throw new AppError("RESUME_REQUIRED", "Resume is required");
  return extractPdfText(await readSmallFile(file.body));
}

function describe(input: TNewMock): string {
  const years = input.experience === 1 ? "1 year" : `${input.experience} years`;
  return `${input.question_preference} mock interview for a ${input.title} in ${input.job_industry} with ${years} of experience, on ${input.skills.join(", ")}, with a question on ${input.value}.`;
}

export async function createMock(options: CreateMockOptions): Promise<{ mockId: string }> {
  const { candidateId } = options;
  let cv: { key: string; text: string } | null = null;
  try {
    const parsed = ZNewMock.safeParse(newMockFromFields(options.fields, true));
    // The resume is checked first (the spec's order), so look for one before reporting other fields.
    cv = options.resume ? { key: options.resume.key, text: "" } : await profileCv(candidateId);
    if (!cv) throw new AppError("RESUME_REQUIRED", "Resume is required");
    if (!parsed.success) throw new AppError("INVALID_INPUT", parsed.error.issues[0]?.message ?? "Please fill all required fields");
    if (options.resume) cv.text = await uploadedText(options.resume.key);
    const input = parsed.data;
    const mockId = randomUUID();
    // The weakest question so far comes back in this mock, asked a new way.
    const [weakest] = await listWeakSpots({ candidateId, limit: 1 });
    await withSpendableCredit(candidateId, "MOCK_CREATE", async (tx) => {
      await spendCredit({ candidateId, reason: "MOCK_CREATE", idempotencyKey: `mock-create:${mockId}`, mockId, tx });
      await tx.mock.create({
        data: {
          id: mockId,
          candidateId,
          title: input.title,
          description: describe(input),
          industry: input.job_industry,
          experience: input.experience,
          skills: input.skills,
          difficulty: DIFFICULTY[input.question_preference],
          value: input.value,
          resumeKey: cv!.key,
          resumeText: cv!.text || null,
          practiceOf: weakest?.question ?? null,
          followUps: input.follow_ups ?? (FOLLOW_UPS_BY_DEFAULT as readonly string[]).includes(input.question_preference),
          language: input.language,
        },
      });
    });
    try {
      await sendTask("mocks.generate", { mockId }, { singletonKey: mockId });
    } catch (error) {
      logger().error({ err: error, mockId }, "could not queue mock generation");
      await failMock({ mockId, reason: "The generation task could not be queued" });
      throw new Error(CREATE_MOCK_FAILED, { cause: error });
    }
    return { mockId };
  } catch (error) {
    if (options.resume) await deleteQuietly(options.resume.key);
    throw error;
  }
}
