// The quick-apply form ("Join application"): the same checks in the popup and in the handler,
// in the spec's words and order.
import { z } from "zod";
import { CV_MAX_BYTES } from "@/lib/uploads/size-limits";
import { ZJobRef } from "@/lib/jobs/schema";
import { RESUME_TYPE_MESSAGE } from "@/lib/uploads/kinds";
import { ALREADY_REGISTERED_MESSAGE, APPLIED_MESSAGE, RESUME_REQUIRED_MESSAGE, UPLOAD_RESUME_FIRST_MESSAGE } from "./messages";

/** A signed-in candidate applying to a job, by its UUID or short id. */
export const ZApplyToJob = z.object({ jobId: ZJobRef });
export type TApplyToJob = z.infer<typeof ZApplyToJob>;

const required = (message: string, max = 100) => z.string({ error: message }).trim().min(1, message).max(max, `Keep this under ${max} characters`);

export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

export const ZQuickApply = z.object({
  email: required("Email is required", 254).regex(EMAIL_PATTERN, "It's not a valid Email"),
  firstname: required("First name is required"),
  lastname: required("Last name is required"),
  phone: required("Mobile number is required", 20).refine(
    (v) => /^\+?[0-9\s-]{10,18}$/.test(v) && v.replace(/\D/g, "").length >= 10,
    "Enter a valid mobile number",
  ),
  linkedinUrl: z
    .string()
    .trim()
    .max(300, "Keep this under 300 characters")
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || /^https?:\/\/([a-z0-9-]+\.)*linkedin\.com\//i.test(v), "Enter a LinkedIn profile URL"),
  jobId: z.string({ error: "Job id is required" }).trim().min(1, "Job id is required").max(64),
});

export type TQuickApply = z.output<typeof ZQuickApply>;

export { ALREADY_REGISTERED_MESSAGE, APPLIED_MESSAGE, RESUME_REQUIRED_MESSAGE, UPLOAD_RESUME_FIRST_MESSAGE, RESUME_TYPE_MESSAGE };
export const RESUME_SIZE_MESSAGE = `File size should be under ${Math.round(CV_MAX_BYTES / 1024)}KB`;

export const RESUME_EXTENSIONS = { pdf: "application/pdf", docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" } as const;
export type ResumeExtension = keyof typeof RESUME_EXTENSIONS;

/** The resume's kind by its name, or null when it is neither a PDF nor a .docx. */
export function resumeExtension(filename: string): ResumeExtension | null {
  const ext = filename.toLowerCase().split(".").pop();
  return ext === "pdf" || ext === "docx" ? ext : null;
}

/** Checks a chosen file in the browser before it is sent (the server checks again, by content). */
export function resumeProblem(file: { name: string; size: number } | null | undefined): string | null {
  if (!file || file.size === 0) return RESUME_REQUIRED_MESSAGE;
  if (!resumeExtension(file.name)) return RESUME_TYPE_MESSAGE;
  if (file.size > CV_MAX_BYTES) return RESUME_SIZE_MESSAGE;
  return null;
}

/** GET /api/jobs/timeline?jobId=: the job (UUID or short id) the candidate applied to. */
export const ZTimelineQuery = z.object({ jobId: ZJobRef });
export type TTimelineQuery = z.infer<typeof ZTimelineQuery>;
