// Every hot read answers exactly what its Prisma reference answers, on data where a swapped,
// missing or mistyped column shows: three candidates (one full, one bare, one leaving), each with
// their own sessions, applications, interviews, bookmarks, notifications and videos, and jobs of
// two companies (one with every optional field, one with none).
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { JUST_REGISTERED } from "@/lib/seed/candidate-factory";
import { db } from "@/lib/db/client";
import type { HotRead } from "@/lib/db/hot-read";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { hotReads } from "./hot-reads";

useTestDatabase();

type Reads = typeof hotReads;
type Inputs = { [K in keyof Reads]: Parameters<Reads[K]["run"]>[0][] };

const NOBODY = "00000000-0000-4000-8000-000000000000";
const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 2, day, hour, 15, 30, 123 + day));

async function seed(): Promise<Inputs> {
  const full = await createCompany({
    name: "Brightloom Technologies",
    description: "Software for hospitals.",
    logoUrl: "/logos/brightloom.svg",
    contactEmail: "hiring@brightloom.example",
    website: "https://brightloom.example",
    answerApplications: 14,
    answeredApplications: 9,
    answerMedianDays: 4.25,
  });
  const bare = await createCompany({ name: "Tidewater Analytics", description: "Numbers for ports." });
  const open = await createJob(full.id, {
    title: "Ward Nurse",
    industry: "Healthcare",
    validThrough: at(30),
    experienceMin: 3,
    salaryMin: 350_000,
    salaryMax: 500_000,
    jobType: "PART_TIME",
    workMode: "HYBRID",
    skills: ["Triage"],
    locations: ["Kochi", "Pune"],
    applicantCount: 2,
    createdAt: at(1),
    firstPostedAt: at(-40),
  });
  const closed = await createJob(bare.id, {
    title: "Port Analyst",
    industry: null,
    description: "Model the tides of cargo.",
    status: "CLOSED",
    closedAt: at(20),
    currency: "USD",
    createdAt: at(2),
  });
  const blank = await createJob(full.id, { title: "Night Supervisor", description: `${"\n \t".repeat(300)}Lead the night shift.`, createdAt: at(3) });
  const theirs = await createJob(bare.id, { title: "Crane Operator", description: "Lift with care.", workMode: "REMOTE", createdAt: at(4) });

  const asha = await createCandidate({
    firstName: "Asha",
    resumeKey: "resumes/asha.pdf",
    resumeName: "Asha CV.pdf",
    resumeUploadedAt: at(5),
    photoKey: "photos/asha.webp",
    linkedinUrl: "https://www.linkedin.com/in/asha",
    interests: ["Analytics", "SQL"],
    skills: ["Triage", "Tide tables"],
    experienceYears: 6,
    isOpenToWork: false,
    creditBalance: 7,
    language: "hi",
  });
  const ravi = await createCandidate({ ...JUST_REGISTERED });
  const meera = await createCandidate({
    firstName: "Meera",
    gender: "MALE",
    designation: "Crane Lead",
    city: "Kandla",
    creditBalance: 2,
    onboardingStep: "onboarding_six",
  });

  await db().accountDeletion.create({ data: { candidateId: asha.id, eraseAfter: at(12, 10) } });
  await db().accountDeletion.create({ data: { candidateId: meera.id, eraseAfter: at(14, 11) } });

  const session = async (candidateId: string, change: { revokedAt?: Date; expiresAt?: Date } = {}) =>
    (await db().authSession.create({ data: { candidateId, expiresAt: change.expiresAt ?? new Date(Date.now() + 86_400_000), revokedAt: change.revokedAt } }))
      .id;
  const ashaLive = await session(asha.id);
  const ashaRevoked = await session(asha.id, { revokedAt: at(6) });
  const ashaExpired = await session(asha.id, { expiresAt: new Date(Date.now() - 1000) });
  const raviLive = await session(ravi.id);
  const meeraLive = await session(meera.id);

  const apply = async (
    candidateId: string,
    jobId: string,
    status: "APPLIED" | "IN_REVIEW" | "HIRED" | "INTERVIEW_SCHEDULED",
    day: number,
    interview?: "SCHEDULED" | "COMPLETED",
  ) => {
    const application = await db().application.create({ data: { candidateId, jobId, status, appliedAt: at(day), updatedAt: at(day, 17) } });
    if (!interview) return { applicationId: application.id, interviewId: null };
    const created = await db().interview.create({
      data: { applicationId: application.id, candidateId, jobId, tokenHash: randomUUID(), status: interview, expiresAt: at(day + 7) },
    });
    return { applicationId: application.id, interviewId: created.id };
  };
  const ashaOpen = await apply(asha.id, open.id, "INTERVIEW_SCHEDULED", 6, "SCHEDULED");
  await apply(asha.id, closed.id, "APPLIED", 8);
  const raviOpen = await apply(ravi.id, open.id, "HIRED", 7, "COMPLETED");
  // Requests for another way to be assessed: the newest of each application is read (an older answer, a review request, never).
  await db().candidateRequest.createMany({
    data: [
      { ...ashaOpen, kind: "ALTERNATIVE_ASSESSMENT", status: "DECLINED", response: "Not this time.", createdAt: at(6, 9), decidedAt: at(6, 10) },
      { ...ashaOpen, kind: "ALTERNATIVE_ASSESSMENT", status: "ACCEPTED", response: "We will call you on Tuesday.", createdAt: at(6, 11), decidedAt: at(6, 12) },
      { ...raviOpen, kind: "ALTERNATIVE_ASSESSMENT", createdAt: at(7, 9) },
      { ...raviOpen, interviewId: null, kind: "HUMAN_REVIEW", createdAt: at(8, 9) },
    ],
  });
  await apply(ravi.id, blank.id, "IN_REVIEW", 9);
  await apply(meera.id, theirs.id, "APPLIED", 10);

  await db().savedJob.createMany({
    data: [
      { candidateId: asha.id, jobId: closed.id },
      { candidateId: asha.id, jobId: blank.id },
      { candidateId: ravi.id, jobId: open.id },
    ],
  });

  await db().notification.createMany({
    data: [
      { candidateId: asha.id, kind: "application", title: "Interview scheduled", body: "Ward Nurse", link: "/jobs", createdAt: at(6, 12) },
      { candidateId: asha.id, kind: "mock", title: "Feedback ready", body: "Your mock", link: null, createdAt: at(7, 12), readAt: at(7, 13) },
      { candidateId: asha.id, kind: "credits", title: "Credits added", body: "3 credits", link: "/mock/ledger", createdAt: at(8, 12) },
      { candidateId: asha.id, kind: "mock_ready", params: { mock: "Ward Nurse" }, title: "Mock ready", body: "Ward Nurse", link: null, createdAt: at(8, 14) },
      { candidateId: ravi.id, kind: "application", title: "You are hired", body: "Ward Nurse", link: "/jobs", createdAt: at(9, 12) },
      { candidateId: ravi.id, kind: "alert", title: "New jobs", body: "2 new jobs", link: null, createdAt: at(10, 12), readAt: at(10, 14) },
    ],
  });

  for (const [candidateId, day] of [
    [asha.id, 2],
    [asha.id, 9],
    [asha.id, 5],
    [meera.id, 11],
  ] as const) {
    await db().profileVideo.create({
      data: { candidateId, videoKey: `videos/${candidateId}-${day}`, contentType: "video/webm", sizeBytes: day, createdAt: at(day) },
    });
  }

  return {
    sessionCandidate: [{ sid: ashaLive }, { sid: raviLive }, { sid: meeraLive }, { sid: ashaRevoked }, { sid: ashaExpired }, { sid: NOBODY }],
    profile: [{ candidateId: asha.id }, { candidateId: ravi.id }, { candidateId: meera.id }, { candidateId: NOBODY }],
    bell: [
      { candidateId: asha.id, take: 20 },
      { candidateId: asha.id, take: 2 },
      { candidateId: ravi.id, take: 20 },
      { candidateId: meera.id, take: 20 },
      { candidateId: NOBODY, take: 20 },
    ],
    jobCards: [
      { candidateId: asha.id, jobIds: [blank.id, open.id, closed.id, theirs.id] },
      { candidateId: ravi.id, jobIds: [open.id, NOBODY, blank.id] },
      { candidateId: null, jobIds: [closed.id, open.id] },
      { candidateId: asha.id, jobIds: [NOBODY] },
    ],
    appliedJobCards: [
      { candidateId: asha.id, take: null },
      { candidateId: asha.id, take: 1 },
      { candidateId: ravi.id, take: null },
      { candidateId: meera.id, take: null },
      { candidateId: NOBODY, take: null },
    ],
    jobById: [
      { candidateId: asha.id, id: open.id },
      { candidateId: ravi.id, id: open.id },
      { candidateId: asha.id, id: closed.id },
      { candidateId: null, id: blank.id },
      { candidateId: asha.id, id: NOBODY },
    ],
    jobByShortId: [
      { candidateId: asha.id, shortId: open.shortId },
      { candidateId: ravi.id, shortId: open.shortId },
      { candidateId: asha.id, shortId: closed.shortId },
      { candidateId: null, shortId: blank.shortId },
      { candidateId: asha.id, shortId: "JB-NOSUCH" },
    ],
    jobDescription: [{ id: blank.id }, { id: closed.id }, { id: NOBODY }],
  };
}

/** Every leaf of a Prisma select, as a path ("applications.interview.expiresAt", "_count.savedBy"). */
function leafPaths(select: Record<string, unknown>): string[] {
  return Object.entries(select).flatMap(([name, wanted]) => {
    if (wanted === true) return [name];
    const inner = (wanted as { select: Record<string, unknown> }).select;
    return name === "_count" ? Object.keys(inner).map((key) => `_count.${key}`) : leafPaths(inner).map((path) => `${name}.${path}`);
  });
}

/** The values at `path` in `answers`, through the lists of relations on the way. */
function valuesAt(answers: unknown[], path: string): unknown[] {
  const keys = path.split(".");
  let values = answers;
  for (const [i, key] of keys.entries()) {
    values = values.filter((value) => value !== null).map((value) => (value as Record<string, unknown>)[key]);
    if (i < keys.length - 1) values = values.flatMap((value) => (Array.isArray(value) ? value : [value]));
  }
  return values;
}

const withoutExtra = (answer: Record<string, unknown>, extra: string[]) => Object.fromEntries(Object.entries(answer).filter(([key]) => !extra.includes(key)));

describe("hot reads", () => {
  let inputs: Inputs;
  beforeAll(async () => {
    inputs = await seed();
  });

  for (const name of Object.keys(hotReads) as (keyof Reads)[]) {
    it(`"${hotReads[name].name}" answers what its Prisma reference answers, for every input`, async () => {
      // Each read with its own inputs; TypeScript cannot pair them through the loop's key.
      const read = hotReads[name] as unknown as HotRead<unknown, Record<string, unknown>>;
      const cases: unknown[] = inputs[name];
      const answers: unknown[] = [];
      let empty = 0;
      for (const input of cases) {
        const actual = (await read.run(input)).map((answer) => withoutExtra(answer, read.extra));
        const expected = await read.reference(input);
        expect(actual, JSON.stringify(input)).toStrictEqual(expected);
        answers.push(...expected);
        if (expected.length === 0) empty++;
      }
      // The data tells columns apart: some input finds nothing, and every field the read selects
      // takes at least two values (one may be null) across the answers.
      expect(empty).toBeGreaterThan(0);
      const select = read.select(cases[0]);
      for (const path of leafPaths(select)) {
        const distinct = new Set(valuesAt(answers, path).map((value) => JSON.stringify(value ?? null)));
        expect([...distinct].length, `${path} takes one value only: ${[...distinct].join(", ")}`).toBeGreaterThanOrEqual(2);
      }
    });
  }
});
