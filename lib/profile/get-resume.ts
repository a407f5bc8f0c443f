// The CV page's data: the candidate's own CV, its links and its text. CVs stored before their
// text was read (onboarding keeps only the file) are read here once and the text is kept.
import { db } from "@/lib/db/client";
import { logger } from "@/lib/log";
import { storage } from "@/lib/storage";
import { extractPdfText } from "./extract-pdf-text";
import { resumeDownloadUrl, resumeUrl } from "./file-urls";
import { readSmallFile } from "./replace-resume";

export type ResumeDetails = {
  name: string;
  uploadedAt: Date | null;
  text: string;
  viewUrl: string;
  downloadUrl: string;
};

async function readAndKeepText(candidateId: string, key: string): Promise<string> {
  let text = "";
  try {
    const file = await storage().get(key);
    if (file) text = await extractPdfText(await readSmallFile(file.body));
  } catch (error) {
    logger().warn({ err: error, candidateId }, "could not read the text of a stored CV");
  }
  // Only if the CV is still the same one: a replacement may have landed meanwhile.
  await db().candidate.updateMany({ where: { id: candidateId, resumeKey: key, resumeText: null }, data: { resumeText: text } });
  return text;
}

export async function getResume(options: { candidateId: string }): Promise<ResumeDetails | null> {
  const row = await db().candidate.findUnique({
    where: { id: options.candidateId },
    select: { resumeKey: true, resumeName: true, resumeText: true, resumeUploadedAt: true },
  });
  if (!row?.resumeKey) return null;
  const text = row.resumeText ?? (await readAndKeepText(options.candidateId, row.resumeKey));
  return {
    name: row.resumeName ?? "cv.pdf",
    uploadedAt: row.resumeUploadedAt,
    text,
    viewUrl: resumeUrl(row.resumeKey)!,
    downloadUrl: resumeDownloadUrl(row.resumeKey)!,
  };
}
