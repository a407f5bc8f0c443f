// A demo candidate for local development and end-to-end tests, with applications in every tab.
import type { ApplicationStatus, Prisma } from "@/generated/prisma/client";
import { hashPassword } from "@/lib/auth/password";
import type { Tx } from "@/lib/db/client";
import { notificationOf } from "@/lib/notifications/notification-text";
import { candidateData, insertCandidate, type CandidateOverrides } from "./candidate-factory";
import { DEMO_CANDIDATE_EMAIL, DEMO_CANDIDATE_PASSWORD } from "./demo-credentials";
import { seedDemoCredits } from "./demo-credits";
import { seedDemoCv } from "./demo-cv";
import { seedDemoInterview } from "./demo-interview";
import { seedDemoMock } from "./demo-mock";
import { JOBS, type JobSeed } from "./jobs";

export { DEMO_CANDIDATE, DEMO_CANDIDATE_EMAIL, DEMO_CANDIDATE_PASSWORD } from "./demo-credentials";

const HOUR_MS = 3_600_000;
const DEMO_ROLES = new Set(["Frontend Developer", "UI Engineer", "Full Stack Developer"]);

/** Who the demo candidate is; everything else is the factory's onboarded candidate (candidate-factory.ts). */
function demoCandidateOverrides(passwordHash: string): CandidateOverrides {
  return {
    email: DEMO_CANDIDATE_EMAIL,
    passwordHash,
    shortId: "C-DEMO01",
    mobile: "+919800000001",
    interests: ["Frontend Developer", "UI Engineer"],
    // As the demo CV lists them, so frontend jobs show a match and its missing skills.
    skills: ["React", "TypeScript", "Next.js", "CSS", "Tailwind", "Accessibility", "Playwright", "Figma"],
    experienceYears: 4,
    signupSource: "seed",
  };
}

export function demoCandidateData(passwordHash: string, now: Date): Prisma.CandidateCreateManyInput {
  return candidateData(demoCandidateOverrides(passwordHash), now);
}

/** Each status with the path that led to it, first entry the candidate's own application. */
const STATUS_PATHS: Record<string, readonly ApplicationStatus[]> = {
  APPLIED: ["APPLIED"],
  IN_REVIEW: ["APPLIED", "IN_REVIEW"],
  INTERVIEW_SCHEDULED: ["APPLIED", "IN_REVIEW", "ELIGIBLE", "INTERVIEW_SCHEDULED"],
  INTERVIEW_DONE: ["APPLIED", "IN_REVIEW", "ELIGIBLE", "INTERVIEW_SCHEDULED", "INTERVIEW_DONE"],
  NOT_SELECTED: ["APPLIED", "IN_REVIEW", "NOT_SELECTED"],
  HIRED: ["APPLIED", "IN_REVIEW", "ELIGIBLE", "INTERVIEW_SCHEDULED", "INTERVIEW_DONE", "HIRED"],
};

export type DemoApplication = { job: JobSeed; path: readonly ApplicationStatus[] };

/** Frontend jobs for the demo: open ones still in progress, closed ones with an outcome. */
export function demoApplications(): DemoApplication[] {
  const fits = JOBS.filter((j) => DEMO_ROLES.has(j.roleTitle)).sort((a, b) => a.postedHoursAgo - b.postedHoursAgo);
  const open = fits.filter((j) => j.status === "OPEN");
  const finished = [...fits.filter((j) => j.status === "CLOSED"), ...open.slice(4).reverse()];
  const inProgress = ["APPLIED", "IN_REVIEW", "INTERVIEW_SCHEDULED", "INTERVIEW_DONE"] as const;
  const outcomes = ["HIRED", "NOT_SELECTED"] as const;
  return [
    ...inProgress.map((status, i) => ({ job: open[i], path: STATUS_PATHS[status] })),
    ...outcomes.map((status, i) => ({ job: finished[i], path: STATUS_PATHS[status] })),
  ].filter((a): a is DemoApplication => a.job !== undefined && a.path !== undefined);
}

/** Applied shortly after posting; later steps spread evenly up to an hour ago. */
function timeline(job: JobSeed, steps: number, now: Date): Date[] {
  const appliedHoursAgo = job.postedHoursAgo - Math.max(1, Math.floor(job.postedHoursAgo * 0.1));
  const gap = (appliedHoursAgo - 1) / steps;
  return Array.from({ length: steps }, (_, i) => new Date(now.getTime() - (appliedHoursAgo - i * gap) * HOUR_MS));
}

async function addApplication(tx: Tx, candidateId: string, jobId: string, app: DemoApplication, now: Date) {
  const times = timeline(app.job, app.path.length, now);
  const status = app.path.at(-1) ?? "APPLIED";
  await tx.application.create({
    data: {
      jobId,
      candidateId,
      status,
      source: "seed",
      appliedAt: times[0],
      updatedAt: times.at(-1),
      history: {
        create: app.path.map((toStatus, i) => ({
          fromStatus: i === 0 ? null : app.path[i - 1],
          toStatus,
          actor: i === 0 ? "candidate" : "employer",
          changedAt: times[i],
        })),
      },
    },
  });
  await tx.job.update({ where: { id: jobId }, data: { applicantCount: { increment: 1 } } });
}

/** Creates what is missing of the demo candidate's applications; returns how many were added. */
async function seedDemoApplications(tx: Tx, candidateId: string, jobIds: Map<string, string>, now: Date) {
  const apps = demoApplications();
  const wanted = apps.map((a) => jobIds.get(a.job.externalRef)).filter((id): id is string => Boolean(id));
  const existing = await tx.application.findMany({
    where: { candidateId, jobId: { in: wanted } },
    select: { jobId: true },
  });
  const have = new Set(existing.map((a) => a.jobId));
  let added = 0;
  for (const app of apps) {
    const jobId = jobIds.get(app.job.externalRef);
    if (!jobId || have.has(jobId)) continue;
    await addApplication(tx, candidateId, jobId, app, now);
    added++;
  }
  return added;
}

function demoNotifications(now: Date): Omit<Prisma.NotificationCreateManyInput, "candidateId">[] {
  // The scheduled interview's own row comes with the interview (demo-interview.ts).
  return [{ ...notificationOf("welcome", {}), link: "/dashboard", readAt: now }];
}

async function seedDemoNotifications(tx: Tx, candidateId: string, now: Date) {
  const existing = await tx.notification.findMany({ where: { candidateId }, select: { kind: true, title: true } });
  const have = new Set(existing.map((n) => `${n.kind}:${n.title}`));
  const missing = demoNotifications(now).filter((n) => !have.has(`${n.kind}:${n.title}`));
  await tx.notification.createMany({ data: missing.map((n) => ({ ...n, candidateId })) });
}

/**
 * The demo candidate, its applications, notifications and scheduled interview (whose e-mail, when
 * the interview is new, is returned for the caller to send once the transaction commits). The password is hashed only when the
 * candidate does not exist yet, so a repeat run costs one lookup.
 */
export async function seedDemoCandidate(tx: Tx, jobIds: Map<string, string>, now: Date) {
  let candidate = await tx.candidate.findUnique({ where: { email: DEMO_CANDIDATE_EMAIL }, select: { id: true } });
  if (!candidate) {
    const passwordHash = await hashPassword(DEMO_CANDIDATE_PASSWORD);
    await insertCandidate(tx, demoCandidateOverrides(passwordHash), { now, skipDuplicates: true });
    candidate = await tx.candidate.findUniqueOrThrow({ where: { email: DEMO_CANDIDATE_EMAIL }, select: { id: true } });
  }
  await seedDemoCv(tx, candidate.id, now);
  const applications = await seedDemoApplications(tx, candidate.id, jobIds, now);
  await seedDemoNotifications(tx, candidate.id, now);
  const scheduled = demoApplications().find((a) => a.path.at(-1) === "INTERVIEW_SCHEDULED");
  const scheduledJobId = scheduled && jobIds.get(scheduled.job.externalRef);
  const invitation = scheduledJobId ? await seedDemoInterview(tx, candidate.id, scheduledJobId, now) : null;
  await seedDemoCredits(tx, candidate.id);
  await seedDemoMock(tx, candidate.id, now);
  return { candidateId: candidate.id, applications, invitation };
}
