// A candidate's report of a job (POST /api/jobs/report) and an employer's answer to the reports
// (partner POST /jobs/{jobId}/report-responses): one schema each, for the form and the handler.
import { z } from "zod";
import { ZJobRef } from "@/lib/jobs/schema";
import { JOB_REPORT_REASONS, REPORT_NOTE_MAX_CHARS, REPORT_NOTE_TOO_LONG_MESSAGE, REPORT_REASON_MESSAGE, REPORT_RESPONSE_MAX_CHARS } from "./report-rules";

export const ZReportJob = z.object({
  jobId: ZJobRef,
  reason: z.enum(JOB_REPORT_REASONS, { error: REPORT_REASON_MESSAGE }),
  note: z
    .string({ error: "The note must be text" })
    .trim()
    .max(REPORT_NOTE_MAX_CHARS, REPORT_NOTE_TOO_LONG_MESSAGE)
    .nullish()
    .transform((v) => v || null),
});
export type TReportJob = z.output<typeof ZReportJob>;

export const ZReportResponse = z.object({
  message: z
    .string({ error: "message is required" })
    .trim()
    .min(1, "message is required")
    .max(REPORT_RESPONSE_MAX_CHARS, `message must be at most ${REPORT_RESPONSE_MAX_CHARS} characters`)
    .describe("Your answer to the reports, shown to each candidate who reported the job"),
});
export type TReportResponse = z.output<typeof ZReportResponse>;
