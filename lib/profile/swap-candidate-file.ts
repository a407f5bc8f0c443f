// Points the candidate at a newly stored file and removes the file it replaces. The row is
// locked while the key changes, so two uploads at once cannot both keep the same old file.
import { randomBytes } from "node:crypto";
import type { OnboardingStep, Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { deleteQuietly } from "@/lib/storage/delete-quietly";
import type { FormFile } from "@/lib/uploads/form-spec";

type FileField = "photoKey" | "resumeKey";

/** Onboarding's guard: the swap happens only while the candidate is on step `at` (then moves to `to`). */
export type StepGuard = { at: OnboardingStep; to?: OnboardingStep };

export const STEP_DONE_MESSAGE = "This step is already done";

/** A fresh, unguessable key under the candidate's own prefix. */
export function candidateFileKey(candidateId: string, name: string, extension: string): string {
  return `candidates/${candidateId}/${name}-${randomBytes(9).toString("hex")}.${extension}`;
}

/** A form's file that becomes one of the candidate's own: required, stored under a fresh key of theirs named `name`, sent as a form or as the whole body. */
export function candidateFormFile(candidateId: string, name: string, file: Pick<FormFile, "field" | "kind"> & Partial<FormFile>): FormFile {
  return { key: (ext) => candidateFileKey(candidateId, name, ext), missing: "Please choose a file", rawBody: true, ...file };
}

export async function swapCandidateFile(options: {
  candidateId: string;
  field: FileField;
  key: string;
  data?: Prisma.CandidateUpdateInput;
  step?: StepGuard;
}): Promise<void> {
  const { candidateId, field, key, step } = options;
  let previous: string | null = null;
  try {
    previous = await db().$transaction(async (tx) => {
      const rows = await tx.$queryRawUnsafe<(Record<FileField, string | null> & { onboardingStep: OnboardingStep })[]>(
        `SELECT "${field}", "onboardingStep" FROM "candidates" WHERE "id" = $1::uuid FOR UPDATE`,
        candidateId,
      );
      const row = rows[0];
      if (!row) throw new AppError("SIGNED_OUT", "Unauthorized");
      if (step && row.onboardingStep !== step.at) throw new AppError("STEP_DONE", STEP_DONE_MESSAGE, { step: row.onboardingStep });
      const moved = step?.to ? { onboardingStep: step.to } : {};
      await tx.candidate.update({ where: { id: candidateId }, data: { ...options.data, ...moved, [field]: key } });
      return row[field] ?? null;
    });
  } catch (error) {
    await deleteQuietly(key);
    throw error;
  }
  if (previous !== key) await deleteQuietly(previous);
}
