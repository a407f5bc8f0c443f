// Reads the quick-apply multipart form: text fields into memory (small, bounded), the resume
// streamed into storage after its first bytes prove it a PDF or a .docx, within the size limit.
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { CV_MAX_BYTES } from "@/lib/constants";
import { AppError } from "@/lib/errors/app-error";
import { fieldText, readMultipart, type MultipartPart } from "@/lib/http/multipart";
import { storage } from "@/lib/storage";
import { RESUME_EXTENSIONS, RESUME_SIZE_MESSAGE, RESUME_TYPE_MESSAGE, resumeExtension, type ResumeExtension } from "./schema";

export type StoredResume = { key: string; name: string; size: number; contentType: string };
export type QuickApplyForm = { fields: Record<string, string>; resume: StoredResume | null };

const FIELDS = new Set(["email", "firstname", "lastname", "linkedinUrl", "phone", "jobId"]);

/** "%PDF-" for PDF; a .docx is a ZIP archive ("PK\x03\x04"). */
const SIGNATURES: Record<ResumeExtension, Buffer> = {
  pdf: Buffer.from("%PDF-", "latin1"),
  docx: Buffer.from([0x50, 0x4b, 0x03, 0x04]),
};

/** Passes the body through once its first bytes match the signature; counts the size as it goes. */
async function* verified(body: AsyncIterable<Buffer>, ext: ResumeExtension): AsyncGenerator<Buffer> {
  const signature = SIGNATURES[ext];
  let head = Buffer.alloc(0);
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > CV_MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", RESUME_SIZE_MESSAGE);
    if (head.length < signature.length) {
      head = Buffer.concat([head, chunk]);
      if (head.length < signature.length) continue;
      if (!head.subarray(0, signature.length).equals(signature)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", RESUME_TYPE_MESSAGE);
      yield head;
      continue;
    }
    yield chunk;
  }
  if (size > 0 && head.length < signature.length) throw new AppError("UNSUPPORTED_MEDIA_TYPE", RESUME_TYPE_MESSAGE);
}

function cleanFilename(name: string, ext: ResumeExtension): string {
  const base = name.replace(/[\\/]/g, "_").replace(/[^\p{L}\p{N} ._()-]/gu, "").trim().slice(0, 120);
  return base || `resume.${ext}`;
}

async function storeResume(part: MultipartPart): Promise<StoredResume | null> {
  if (!part.filename) return null;
  const ext = resumeExtension(part.filename);
  if (!ext) throw new AppError("UNSUPPORTED_MEDIA_TYPE", RESUME_TYPE_MESSAGE);
  const key = `resumes/${randomUUID()}.${ext}`;
  const contentType = RESUME_EXTENSIONS[ext];
  const { size } = await storage().put(key, Readable.from(verified(part.body, ext)), { contentType });
  if (size === 0) {
    await storage().delete(key);
    return null;
  }
  return { key, name: cleanFilename(part.filename, ext), size, contentType };
}

export async function readQuickApplyForm(req: Request): Promise<QuickApplyForm> {
  const fields: Record<string, string> = {};
  let resume: StoredResume | null = null;
  try {
    for await (const part of readMultipart(req, { maxBytes: CV_MAX_BYTES + 64 * 1024, maxParts: 12 })) {
      if (part.name === "resume" && resume === null) resume = await storeResume(part);
      else if (FIELDS.has(part.name) && part.filename === null) fields[part.name] = await fieldText(part);
    }
  } catch (error) {
    if (resume) await storage().delete(resume.key).catch(() => undefined);
    throw error;
  }
  return { fields, resume };
}
