// Request schemas of the employer partner API (also the source of its OpenAPI document's limits).
import { z } from "zod";
import { APPLICATION_STATUSES } from "@/lib/applications/status";
import { PARTNER_FEEDBACK_MAX_CHARS, PARTNER_PAGE_SIZE_MAX } from "./partner-limits";
import { JOB_TYPES, WORK_MODES } from "@/lib/jobs/schema";
import { zPathId } from "@/lib/validation/path-id";
import { formatCount } from "@/lib/format";

// Limits keep every job's search columns small enough for the covering search index.
export const PARTNER_LIMITS = {
  title: 120,
  description: 20_000,
  skills: 15,
  skill: 40,
  locations: 5,
  location: 60,
  industry: 80,
  externalRef: 100,
  experience: 50,
  salary: 100_000_000,
} as const;

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const list = (max: number, itemMax: number, label: string) =>
  z
    .array(text(itemMax, label))
    .max(max, `At most ${max} ${label.toLowerCase()}s`)
    .transform((items) => [...new Set(items)]);

const jobFields = {
  title: text(PARTNER_LIMITS.title, "Title"),
  description: text(PARTNER_LIMITS.description, "Description"),
  industry: text(PARTNER_LIMITS.industry, "Industry").nullable().optional(),
  experienceMin: z.number().int().min(0).max(PARTNER_LIMITS.experience),
  salaryMin: z
    .number()
    .int()
    .min(0)
    .max(PARTNER_LIMITS.salary)
    .nullable()
    .optional()
    .describe("Per year, in `currency`; leave out (or null) with salaryMax to state no salary"),
  salaryMax: z.number().int().min(0).max(PARTNER_LIMITS.salary).nullable().optional().describe("Per year, in `currency`; sent with salaryMin"),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, "Currency is a 3-letter ISO code")
    .default("INR"),
  jobType: z.enum(JOB_TYPES, { error: `jobType is one of ${JOB_TYPES.join(", ")}` }),
  workMode: z.enum(WORK_MODES, { error: `workMode is one of ${WORK_MODES.join(", ")}` }),
  skills: list(PARTNER_LIMITS.skills, PARTNER_LIMITS.skill, "Skill").refine((s) => s.length > 0, "At least one skill"),
  locations: list(PARTNER_LIMITS.locations, PARTNER_LIMITS.location, "Location").refine(
    (l) => l.length > 0,
    'At least one location (use "Remote" for remote jobs)',
  ),
  validThrough: z.iso.datetime({ offset: true, error: "validThrough is an ISO 8601 date-time" }).nullable().optional(),
};

const salaryOrder = (v: { salaryMin?: number | null; salaryMax?: number | null }) => v.salaryMin == null || v.salaryMax == null || v.salaryMax >= v.salaryMin;
const SALARY_ORDER = { message: "salaryMax must be at least salaryMin", path: ["salaryMax"] };
export const SALARY_TOGETHER = "Send salaryMin and salaryMax together, or neither to state no salary";
const salaryTogether = (v: { salaryMin?: number | null; salaryMax?: number | null }) => (v.salaryMin == null) === (v.salaryMax == null);

export const ZPartnerJobCreate = z
  .object({ ...jobFields, externalRef: text(PARTNER_LIMITS.externalRef, "externalRef").optional() })
  .strict()
  .refine(salaryTogether, { message: SALARY_TOGETHER, path: ["salaryMax"] })
  .refine(salaryOrder, SALARY_ORDER);
export type TPartnerJobCreate = z.output<typeof ZPartnerJobCreate>;

export const ZPartnerJobUpdate = z
  .object(jobFields)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, "Send at least one field to change")
  .refine(salaryOrder, SALARY_ORDER);
export type TPartnerJobUpdate = z.output<typeof ZPartnerJobUpdate>;

export const ZPartnerStatusChange = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: `status is one of ${APPLICATION_STATUSES.join(", ")}` }),
});

const pageNumber = z.coerce.number().int().min(1).default(1);
const pageSize = z.coerce.number().int().min(1).max(PARTNER_PAGE_SIZE_MAX).default(20);

export const ZPartnerJobList = z.object({
  status: z.enum(["OPEN", "CLOSED", "HELD"]).optional(),
  page: pageNumber,
  limit: pageSize,
});

export const ZPartnerApplicationList = z.object({
  status: z.enum(APPLICATION_STATUSES).optional(),
  page: pageNumber,
  limit: pageSize,
});

/** The path ids of partner routes. */
export const ZJobPath = z.object({ jobId: zPathId("Job") });
export const ZApplicationPath = z.object({ applicationId: zPathId("Application") });
export const ZInterviewPath = z.object({ interviewId: zPathId("Interview") });

/** POST /applications/{applicationId}/feedback: a message for the candidate, optionally with a move. */
export const ZPartnerFeedback = z
  .object({
    message: z
      .string({ error: "message is required" })
      .trim()
      .min(1, "message is required")
      .max(PARTNER_FEEDBACK_MAX_CHARS, `message must be at most ${formatCount(PARTNER_FEEDBACK_MAX_CHARS)} characters`),
    status: ZPartnerStatusChange.shape.status.optional(),
  })
  .strict();
export type TPartnerFeedback = z.output<typeof ZPartnerFeedback>;
