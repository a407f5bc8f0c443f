// The words of a CV, for the candidate to check on /cv and for mock interviews to ask about.
import { extractText, getDocumentProxy } from "unpdf";
import { RESUME_TEXT_MAX_CHARS } from "./profile-limits";
import { AppError } from "@/lib/errors/app-error";

export const UNREADABLE_PDF = "This PDF could not be read. Please upload another copy of your CV.";

/** Collapses the layout's runs of spaces and blank lines; keeps paragraph breaks. */
export function tidyText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[^\S\n]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()
    .slice(0, RESUME_TEXT_MAX_CHARS);
}

/** Throws AppError(400) for a file that starts like a PDF but is not one pdf.js can open. */
export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(bytes, { verbosity: 0 });
  } catch {
    throw new AppError("FILE_UNREADABLE", UNREADABLE_PDF);
  }
  try {
    const { text } = await extractText(pdf, { mergePages: true });
    return tidyText(text);
  } catch {
    throw new AppError("FILE_UNREADABLE", UNREADABLE_PDF);
  } finally {
    await pdf.loadingTask.destroy().catch(() => undefined);
  }
}
