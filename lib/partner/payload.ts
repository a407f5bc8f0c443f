// What the partner API returns for jobs and applications (camelCase, ISO dates).
import type { ApplicationStatus, Prisma } from "@/generated/prisma/client";
import { env } from "@/lib/env";
import { HIRING_STATUS_LABELS } from "@/lib/application-view/status-labels";
import { jobDetailColumns } from "@/lib/jobs/job-payload";
import { findJobMoneyAsks } from "@/lib/jobs/money-ask";

export const partnerJobSelect = {
  ...jobDetailColumns,
  externalRef: true,
  updatedAt: true,
  heldReason: true,
} satisfies Prisma.JobSelect;

export type PartnerJobRow = Prisma.JobGetPayload<{ select: typeof partnerJobSelect }>;

export function toPartnerJob(job: PartnerJobRow) {
  return {
    ...job,
    moneyWords: findJobMoneyAsks(job),
    validThrough: job.validThrough?.toISOString() ?? null,
    closedAt: job.closedAt?.toISOString() ?? null,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
    editedAt: job.editedAt.toISOString(),
    firstPostedAt: job.firstPostedAt?.toISOString() ?? null,
    url: `${env().appUrl}/jobs/${job.id}`,
  };
}

export const partnerApplicationSelect = {
  id: true,
  jobId: true,
  candidateId: true,
  status: true,
  source: true,
  appliedAt: true,
  updatedAt: true,
  candidate: {
    select: {
      shortId: true,
      firstName: true,
      lastName: true,
      email: true,
      emailVerifiedAt: true,
      mobile: true,
      city: true,
      country: true,
      designation: true,
      linkedinUrl: true,
      resumeKey: true,
      resumeName: true,
    },
  },
  history: { select: { fromStatus: true, toStatus: true, changedAt: true, actor: true }, orderBy: { changedAt: "asc" } },
} satisfies Prisma.ApplicationSelect;

export type PartnerApplicationRow = Prisma.ApplicationGetPayload<{ select: typeof partnerApplicationSelect }>;

const label = (status: ApplicationStatus) => HIRING_STATUS_LABELS[status];

export function toPartnerApplication(row: PartnerApplicationRow, cv: { url: string; expiresAt: string } | null) {
  const c = row.candidate;
  return {
    id: row.id,
    jobId: row.jobId,
    status: row.status,
    statusLabel: label(row.status),
    source: row.source,
    appliedAt: row.appliedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    // The short id names the candidate; their internal id stays ours (it is no key to anything, but
    // third parties have no use for it).
    candidate: {
      shortId: c.shortId,
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      emailVerified: c.emailVerifiedAt !== null,
      mobile: c.mobile,
      city: c.city,
      country: c.country,
      designation: c.designation,
      linkedinUrl: c.linkedinUrl,
    },
    cv: cv && c.resumeKey ? { name: c.resumeName, ...cv } : null,
    history: row.history.map((h) => ({
      from: h.fromStatus,
      to: h.toStatus,
      at: h.changedAt.toISOString(),
      by: h.actor === "candidate" ? "candidate" : "employer",
    })),
  };
}

/** One page of a partner list: the rows in the page's window, the page asked for and the total of the list. */
export async function partnerPage<R>(
  query: { page: number; limit: number },
  find: (window: { skip: number; take: number }) => Promise<R[]>,
  count: () => Promise<number>,
): Promise<{ rows: R[]; page: number; limit: number; total: number }> {
  const [rows, total] = await Promise.all([find({ skip: (query.page - 1) * query.limit, take: query.limit }), count()]);
  return { rows, page: query.page, limit: query.limit, total };
}
