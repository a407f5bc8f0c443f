// Quick apply ("Join application") for signed-out visitors from a professional network: creates
// an unverified candidate (no password) and the application together, then e-mails a link to
// set a password. An e-mail that already belongs to a registered account is refused.
import { ACCOUNT_CLOSED_MESSAGE } from "@/lib/account-data/closed-account";
import { db, type Tx } from "@/lib/db/client";
import { issueAccountVerifyLink, QUICK_APPLY_SOURCE } from "@/lib/auth/account-verify-link";
import { newShortId } from "@/lib/db/short-id";
import { AppError } from "@/lib/errors/app-error";
import { findJobId } from "@/lib/jobs/get-job";
import { logger } from "@/lib/log";
import { mailLocale } from "@/lib/i18n/mail-text";
import type { Locale } from "@/lib/i18n/locales";
import { sendMailLater } from "@/lib/queue";
import { deleteQuietly } from "@/lib/storage/delete-quietly";
import { UPLOAD_KINDS } from "@/lib/uploads/kinds";
import { ZTextFields, type FormSpec, type ReceivedFile } from "@/lib/uploads/form-spec";
import { randomUUID } from "node:crypto";
import { queueDeliveries } from "@/lib/webhooks/emit-event";
import { insertApplication, JOB_CLOSED_MESSAGE, JOB_NOT_FOUND_MESSAGE } from "./apply-to-job";
import { quickApplyEmail } from "./quick-apply-email";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { enforceRateLimits } from "@/lib/rate-limit";
import { ALREADY_REGISTERED_MESSAGE, UPLOAD_RESUME_FIRST_MESSAGE, ZQuickApply, type TQuickApply } from "./schema";

type StoredResume = Pick<ReceivedFile, "key" | "name">;

/** POST /api/jobs/quick-apply's form: the fields, checked after the resume (the spec's order), and the resume itself. */
export const quickApplyForm: FormSpec<typeof ZTextFields> = {
  fields: ZTextFields,
  file: { field: "resume", kind: UPLOAD_KINDS.resume, key: (ext) => `resumes/${randomUUID()}.${ext}`, fallbackName: "resume", unnamedIsNone: true },
  overheadBytes: 64 * 1024,
};

/** `language`: the account's, where its mail's language comes from first. */
type Outcome = { candidateId: string; language: string | null; created: boolean; deliveries: string[]; replacedResumeKey: string | null };

/** The unverified candidate for this e-mail: found (and filled in where empty) or created, keeping Hindi when the visit was Hindi (as sign-up does). */
async function upsertUnverifiedCandidate(tx: Tx, form: TQuickApply, resume: StoredResume, locale: Locale): Promise<Omit<Outcome, "created" | "deliveries">> {
  const email = form.email.toLowerCase();
  const mobile = form.phone.replace(/[\s-]/g, "");
  const resumeData = { resumeKey: resume.key, resumeName: resume.name, resumeUploadedAt: new Date() };
  const existing = await tx.candidate.findFirst({
    where: { email: { equals: email, mode: "insensitive" } },
    select: {
      id: true,
      passwordHash: true,
      emailVerifiedAt: true,
      resumeKey: true,
      firstName: true,
      lastName: true,
      mobile: true,
      linkedinUrl: true,
      language: true,
      _count: { select: { accounts: true } },
      accountDeletion: { select: { requestedAt: true } },
    },
  });
  if (existing) {
    // A closed account waits for erasure: a form must not fill it up again.
    if (existing.accountDeletion) throw new AppError("EMAIL_TAKEN", ACCOUNT_CLOSED_MESSAGE);
    if (existing.passwordHash || existing.emailVerifiedAt || existing._count.accounts > 0) {
      throw new AppError("EMAIL_TAKEN", ALREADY_REGISTERED_MESSAGE);
    }
    await tx.candidate.update({
      where: { id: existing.id },
      data: {
        ...resumeData,
        firstName: existing.firstName ?? form.firstname,
        lastName: existing.lastName ?? form.lastname,
        mobile: existing.mobile ?? mobile,
        linkedinUrl: existing.linkedinUrl ?? form.linkedinUrl ?? null,
      },
    });
    return { candidateId: existing.id, language: existing.language, replacedResumeKey: existing.resumeKey };
  }
  const language = locale === "hi" ? "hi" : null;
  // Two submissions for one new e-mail race on the unique e-mail: the second one finds the first's row.
  for (let attempt = 0; attempt < 5; attempt++) {
    await tx.candidate.createMany({
      data: [
        {
          email,
          shortId: newShortId("C"),
          firstName: form.firstname,
          lastName: form.lastname,
          mobile,
          linkedinUrl: form.linkedinUrl ?? null,
          signupSource: QUICK_APPLY_SOURCE,
          language,
          ...resumeData,
        },
      ],
      skipDuplicates: true,
    });
    const created = await tx.candidate.findUnique({ where: { email }, select: { id: true, resumeKey: true } });
    if (created) {
      if (created.resumeKey !== resume.key) throw new AppError("CONCURRENT_CHANGE", "Please try again in a moment");
      return { candidateId: created.id, language, replacedResumeKey: null };
    }
  }
  throw new Error("could not allocate a candidate short id");
}

async function mailVerificationLink(candidateId: string, email: string, jobId: string, locale: Locale) {
  const job = await db().job.findUnique({ where: { id: jobId }, select: { title: true, company: { select: { name: true } } } });
  const link = await issueAccountVerifyLink({ candidateId, email });
  await sendMailLater(quickApplyEmail({ to: email, link, job: job && { title: job.title, company: job.company.name }, locale }));
}

export type QuickApplyResult = { email: string; created: boolean };

/**
 * Applies with the form; a resume already stored for it is deleted again if the application fails.
 * `locale`: the language the visitor's request chose (`requestLocale`), for a new account and its e-mail.
 */
export async function quickApply(options: { fields: Record<string, string>; resume: StoredResume | null; locale: Locale }): Promise<QuickApplyResult> {
  const { resume } = options;
  if (!resume) throw new AppError("RESUME_REQUIRED", UPLOAD_RESUME_FIRST_MESSAGE);
  try {
    return await applyWithResume(options.fields, resume, options.locale);
  } catch (error) {
    await deleteQuietly(resume.key);
    throw error;
  }
}

async function applyWithResume(fields: Record<string, string>, resume: StoredResume, locale: Locale): Promise<QuickApplyResult> {
  const parsed = ZQuickApply.safeParse(fields);
  if (!parsed.success) throw new AppError("INVALID_INPUT", parsed.error.issues[0]?.message ?? "Invalid form");
  const form = parsed.data;
  // Each application e-mails the address: a few per hour is plenty for a real person.
  await enforceRateLimits([{ key: `quick-apply:email:${form.email.toLowerCase()}`, rule: RATE_LIMITS.quickApplyPerEmail }]);

  const job = await findJobId(form.jobId);
  if (!job) throw new AppError("NOT_FOUND", JOB_NOT_FOUND_MESSAGE);
  if (job.status !== "OPEN") throw new AppError("JOB_CLOSED", JOB_CLOSED_MESSAGE);

  const outcome: Outcome = await db().$transaction(async (tx) => {
    const candidate = await upsertUnverifiedCandidate(tx, form, resume, locale);
    const inserted = await insertApplication(tx, { jobId: job.id, candidateId: candidate.candidateId, source: "linkedin" });
    return { ...candidate, created: inserted !== null, deliveries: inserted?.deliveries ?? [] };
  });
  await queueDeliveries(outcome.deliveries);

  if (outcome.replacedResumeKey && outcome.replacedResumeKey !== resume.key) {
    await deleteQuietly(outcome.replacedResumeKey);
  }
  await mailVerificationLink(outcome.candidateId, form.email.toLowerCase(), job.id, mailLocale(outcome.language ?? locale)).catch((error: unknown) =>
    logger().error({ err: error }, "could not queue the verification e-mail"),
  );
  return { email: form.email.toLowerCase(), created: outcome.created };
}
