// Reads the quick-apply multipart form: text fields into memory (small, bounded), the resume
// streamed into storage through the one upload check (its first bytes prove it a PDF or a .docx,
// within the size limit). A refused form is read to its end so the connection stays usable.
import { randomUUID } from "node:crypto";
import { CV_MAX_BYTES } from "@/lib/constants";
import { AppError } from "@/lib/http/app-error";
import { fieldText, readMultipart, type MultipartPart } from "@/lib/http/multipart";
import { storage } from "@/lib/storage";
import { cleanFileName } from "@/lib/uploads/file-name";
import type { UploadKind } from "@/lib/uploads/kinds";
import { settledOnRefusal } from "@/lib/uploads/receive-upload";
import { storeUpload } from "@/lib/uploads/store-upload";
import { RESUME_TYPE_MESSAGE, resumeExtension } from "./schema";

export type StoredResume = { key: string; name: string; size: number; contentType: string };
export type QuickApplyForm = { fields: Record<string, string>; resume: StoredResume | null };

const FIELDS = new Set(["email", "firstname", "lastname", "linkedinUrl", "phone", "jobId"]);

const RESUME_KIND = {
  types: ["pdf", "docx"],
  maxBytes: CV_MAX_BYTES,
  accept: ".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  typeMessage: RESUME_TYPE_MESSAGE,
} as const satisfies UploadKind;

/** The upload pipeline's expected errors, in this route's error type (both carry a code and words). */
function asExpected(error: unknown): unknown {
  if (error instanceof AppError || !(error instanceof Error) || error.name !== "AppError") return error;
  return new AppError((error as Error & { code: AppError["code"] }).code, error.message);
}

async function storeResume(part: MultipartPart): Promise<StoredResume | null> {
  // A form sent with no file chosen still has the part, with an empty name.
  if (!part.filename) return null;
  const ext = resumeExtension(part.filename);
  if (!ext) throw new AppError("UNSUPPORTED_MEDIA_TYPE", RESUME_TYPE_MESSAGE);
  const stored = await storeUpload({ body: part.body, kind: RESUME_KIND, key: (type) => `resumes/${randomUUID()}.${type}` });
  return { key: stored.key, name: cleanFileName(part.filename, `resume.${stored.type}`), size: stored.size, contentType: stored.contentType };
}

export async function readQuickApplyForm(request: Request): Promise<QuickApplyForm> {
  return settledOnRefusal(request, async (req) => {
    const fields: Record<string, string> = {};
    let resume: StoredResume | null = null;
    try {
      for await (const part of readMultipart(req, { maxBytes: CV_MAX_BYTES + 64 * 1024, maxParts: 12 })) {
        if (part.name === "resume" && resume === null) resume = await storeResume(part);
        else if (FIELDS.has(part.name) && part.filename === null) fields[part.name] = await fieldText(part);
      }
    } catch (error) {
      if (resume) await storage().delete(resume.key).catch(() => undefined);
      throw asExpected(error);
    }
    return { fields, resume };
  });
}
