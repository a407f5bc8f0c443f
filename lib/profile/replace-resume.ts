// A checked PDF becomes the candidate's CV, with its text kept for the CV page and mock
// interviews. A PDF that cannot be read is removed and the previous CV stays.
import type { Readable } from "node:stream";
import { CV_MAX_BYTES } from "@/lib/uploads/size-limits";
import { AppError } from "@/lib/errors/app-error";
import { storage } from "@/lib/storage";
import { UPLOAD_KINDS } from "@/lib/uploads/kinds";
import { ZNoFields, type FormSpec, type ReceivedFile } from "@/lib/uploads/form-spec";
import { db } from "@/lib/db/client";
import { suggestionsForProfile, type CvSuggestions } from "./cv-for-profile";
import { suggestFromCv } from "./cv-suggestions";
import { extractPdfText, UNREADABLE_PDF } from "./extract-pdf-text";
import { resumeUrl } from "./file-urls";
import { deleteQuietly } from "@/lib/storage/delete-quietly";
import { candidateFormFile, swapCandidateFile, type StepGuard } from "./swap-candidate-file";

/** CVs are small (CV_MAX_BYTES); pdf.js needs the whole document to read it. */
export async function readSmallFile(body: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > CV_MAX_BYTES) throw new AppError("FILE_UNREADABLE", UNREADABLE_PDF);
    chunks.push(chunk as Buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

export type ReplacedResume = { ResumeURL: string; ResumeName: string; textLength: number };

/** `key` is an already-checked PDF under the candidate's prefix; `name` the cleaned file name. */
export async function replaceResume(options: { candidateId: string; key: string; name: string; step?: StepGuard }): Promise<ReplacedResume & { text: string }> {
  let text: string;
  try {
    const file = await storage().get(options.key);
    if (!file) throw new AppError("FILE_UNREADABLE", UNREADABLE_PDF);
    text = await extractPdfText(await readSmallFile(file.body));
  } catch (error) {
    await deleteQuietly(options.key);
    throw error;
  }
  await swapCandidateFile({
    candidateId: options.candidateId,
    field: "resumeKey",
    key: options.key,
    data: { resumeName: options.name, resumeText: text, resumeUploadedAt: new Date() },
    step: options.step,
  });
  return { ResumeURL: resumeUrl(options.key)!, ResumeName: options.name, textLength: text.length, text };
}

/** The CV form of the profile and of onboarding's step six. */
export function resumeForm(candidateId: string): FormSpec<typeof ZNoFields> {
  return {
    fields: ZNoFields,
    file: candidateFormFile(candidateId, "cv", { field: "resume", kind: UPLOAD_KINDS.cv, fallbackName: "cv.pdf" }),
  };
}

/**
 * A received CV becomes the candidate's: the profile's and onboarding's one path. Its suggestions
 * for the profile are returned, not saved: the candidate confirms them through the profile save.
 * They are set beside the profile as it is now, so a second CV adds to the first one's skills.
 */
export async function uploadResume(options: {
  candidateId: string;
  stored: ReceivedFile;
  step?: StepGuard;
}): Promise<ReplacedResume & { size: number; suggestions: CvSuggestions }> {
  const { stored } = options;
  const { text, ...saved } = await replaceResume({ candidateId: options.candidateId, key: stored.key, name: stored.name, step: options.step });
  const [found, profile] = await Promise.all([
    suggestFromCv({ text }),
    db().candidate.findUniqueOrThrow({ where: { id: options.candidateId }, select: { designation: true, skills: true, experienceYears: true } }),
  ]);
  return { ...saved, size: stored.size, suggestions: suggestionsForProfile(found, profile) };
}
