// Reads POST /api/mock/create's multipart form as it streams: text fields into memory (small,
// bounded), the resume PDF straight into storage after its first bytes prove it a PDF.
import { CV_MAX_BYTES } from "@/lib/constants";
import { fieldText, readMultipart } from "@/lib/http/multipart";
import { deleteQuietly, candidateFileKey } from "@/lib/profile/swap-candidate-file";
import { cleanFileName } from "@/lib/uploads/file-name";
import { storeUpload } from "@/lib/uploads/store-upload";
import { UPLOAD_KINDS } from "@/lib/uploads/kinds";

const FIELDS = new Set(["title", "job_industry", "experience", "question_preference", "values", "value", "skills"]);

export interface CreateMockForm {
  fields: Record<string, string>;
  resume: { key: string; name: string } | null;
}

export async function readCreateMockForm(req: Request, candidateId: string): Promise<CreateMockForm> {
  const fields: Record<string, string> = {};
  let resume: CreateMockForm["resume"] = null;
  try {
    for await (const part of readMultipart(req, { maxBytes: CV_MAX_BYTES + 64 * 1024, maxParts: 12 })) {
      if (part.name === "resume" && part.filename && resume === null) {
        const stored = await storeUpload({
          body: part.body,
          kind: UPLOAD_KINDS.cv,
          key: (ext) => candidateFileKey(candidateId, "mock-cv", ext),
        });
        resume = { key: stored.key, name: cleanFileName(part.filename, "cv.pdf") };
      } else if (FIELDS.has(part.name) && part.filename === null) {
        fields[part.name] = await fieldText(part);
      }
    }
  } catch (error) {
    await deleteQuietly(resume?.key);
    throw error;
  }
  return { fields, resume };
}
