// The partner API's view of applicants: only applications to the caller's own jobs, each with a
// short-lived signed link to the candidate's CV. Handing out a CV link is reading the CV: each one
// goes in the candidate's access log.
import type { ApplicationStatus } from "@/generated/prisma/client";
import { requestsOfApplication } from "@/lib/applications/requests/requests";
import { changeApplicationStatus } from "@/lib/applications/change-application-status";
import { PARTNER_CV_LINK_SECONDS } from "./partner-limits";
import { recordDataReads } from "@/lib/account-data/access-log";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { storage } from "@/lib/storage";
import type { Partner } from "./api-keys";
import { partnerApplicationSelect, partnerPage, toPartnerApplication, type PartnerApplicationRow } from "./payload";

async function withCvLink(row: PartnerApplicationRow) {
  const { resumeKey, resumeName } = row.candidate;
  if (!resumeKey) return toPartnerApplication(row, null);
  const url = await storage().signedUrl(resumeKey, {
    expiresInSeconds: PARTNER_CV_LINK_SECONDS,
    download: resumeName ?? undefined,
  });
  const expiresAt = new Date(Date.now() + PARTNER_CV_LINK_SECONDS * 1000).toISOString();
  return toPartnerApplication(row, { url, expiresAt });
}

/** The applications with their CV links, each CV handed out logged as read by the partner. */
async function withCvLinks(partner: Partner, rows: PartnerApplicationRow[]) {
  const data = await Promise.all(rows.map(withCvLink));
  const reads = rows.filter((row) => row.candidate.resumeKey).map((row) => ({ candidateId: row.candidateId, kind: "CV" as const, subjectId: row.id }));
  await recordDataReads({ reader: partner, reads });
  return data;
}

export async function listJobApplications(partner: Partner, jobId: string, query: { status?: ApplicationStatus; page: number; limit: number }) {
  const { companyId } = partner;
  const job = await db().job.findFirst({ where: { id: jobId, companyId }, select: { id: true } });
  if (!job) throw new AppError("NOT_FOUND", "Job not found");
  const where = { jobId, job: { companyId }, candidate: { accountDeletion: null }, ...(query.status ? { status: query.status } : {}) };
  const { rows, ...page } = await partnerPage(
    query,
    (window) => db().application.findMany({ where, orderBy: [{ appliedAt: "desc" }, { id: "desc" }], ...window, select: partnerApplicationSelect }),
    () => db().application.count({ where }),
  );
  return { data: await withCvLinks(partner, rows), ...page };
}

export async function getPartnerApplication(partner: Partner, applicationId: string) {
  const row = await db().application.findFirst({
    where: { id: applicationId, job: { companyId: partner.companyId }, candidate: { accountDeletion: null } },
    select: partnerApplicationSelect,
  });
  if (!row) throw new AppError("NOT_FOUND", "Application not found");
  const [[application], requests] = await Promise.all([withCvLinks(partner, [row]), requestsOfApplication(row.id)]);
  // The candidate's own requests (another way to be assessed, a person's review), oldest first.
  return { ...application!, requests };
}

export async function movePartnerApplication(options: { partner: Partner; applicationId: string; status: ApplicationStatus }) {
  // A closed account's application is not there for the employer to move (nor to e-mail about).
  const visible = await db().application.count({
    where: { id: options.applicationId, job: { companyId: options.partner.companyId }, candidate: { accountDeletion: null } },
  });
  if (visible === 0) throw new AppError("NOT_FOUND", "Application not found");
  await changeApplicationStatus({
    companyId: options.partner.companyId,
    applicationId: options.applicationId,
    to: options.status,
    actor: `partner-key:${options.partner.keyId}`,
  });
  return getPartnerApplication(options.partner, options.applicationId);
}
