// The one candidate factory: the seed's demo candidate, integration tests (test/factories.ts) and
// end-to-end tests (e2e/support) all build candidates here, so they share one idea of what a
// registered, onboarded candidate looks like.
import { randomBytes, randomUUID } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import { newShortId } from "@/lib/db/short-id";

export type CandidateOverrides = Partial<Prisma.CandidateCreateManyInput>;

/** Any Prisma client or transaction (the app's, a test's, or the e2e server's database). */
export type CandidateWriter = {
  candidate: { createMany: (args: { data: Prisma.CandidateCreateManyInput[]; skipDuplicates?: boolean }) => PromiseLike<unknown> };
};

export type CreatedCandidate = { id: string; shortId: string; email: string; mobile: string | null };

let counter = 0;

/** Unique across processes running at once (parallel test workers): time, a counter and random bits. */
function uniquePart(): string {
  return `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(3).toString("hex")}`;
}

/** An Indian mobile number no other candidate made here is likely to have. */
function uniqueMobile(): string {
  return `+919${String(randomBytes(4).readUInt32BE() % 1_000_000_000).padStart(9, "0")}`;
}

/**
 * A candidate through onboarding: e-mail and mobile verified, a frontend developer in Pune, open
 * to work. E-mail, short id, id and mobile are unique unless given.
 */
export function candidateData(overrides: CandidateOverrides = {}, now = new Date()): Prisma.CandidateCreateManyInput {
  return {
    id: randomUUID(),
    email: `candidate-${uniquePart()}@example.com`,
    shortId: newShortId("C"),
    emailVerifiedAt: now,
    firstName: "Asha",
    lastName: "Verma",
    gender: "FEMALE",
    designation: "Frontend Developer",
    city: "Pune",
    state: "Maharashtra",
    country: "India",
    countryIso: "IN",
    mobile: uniqueMobile(),
    mobileVerifiedAt: now,
    interests: ["Frontend Developer"],
    jobIndustry: "Information Technology",
    currentCtc: 900_000,
    expectedCtc: 1_300_000,
    onboardingStep: "onboarding_eight",
    isOpenToWork: true,
    ...overrides,
  };
}

/** Overrides for a candidate who has only just verified an e-mail: onboarding starts at step three. */
export const JUST_REGISTERED = {
  firstName: null,
  lastName: null,
  gender: null,
  designation: null,
  city: null,
  state: null,
  country: null,
  countryIso: null,
  mobile: null,
  mobileVerifiedAt: null,
  interests: [],
  jobIndustry: null,
  currentCtc: null,
  expectedCtc: null,
  isOpenToWork: false,
  onboardingStep: "onboarding_three",
} as const satisfies CandidateOverrides;

/** Inserts one candidate; `skipDuplicates` keeps an existing row with the same e-mail or short id (the seed's re-runs). */
export async function insertCandidate(
  client: CandidateWriter,
  overrides: CandidateOverrides = {},
  options: { now?: Date; skipDuplicates?: boolean } = {},
): Promise<CreatedCandidate> {
  const data = candidateData(overrides, options.now);
  await client.candidate.createMany({ data: [data], skipDuplicates: options.skipDuplicates });
  return { id: data.id!, shortId: data.shortId, email: data.email, mobile: data.mobile ?? null };
}
