// Rows for tests, shaped like the seed's: a company, jobs, candidates. Each call makes new ones.
// Candidates come from the same factory as the seed and the end-to-end tests.
import { randomUUID } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import { insertCandidate, type CandidateOverrides, type CreatedCandidate } from "@/lib/seed/candidate-factory";

let counter = 0;
const next = () => `${Date.now().toString(36)}${(counter++).toString(36)}`.toUpperCase();

export async function createCompany(overrides: Partial<Prisma.CompanyCreateInput> = {}) {
  const n = next();
  return db().company.create({
    data: { slug: `co-${n.toLowerCase()}`, name: `Company ${n}`, description: "Makes things people use.", ...overrides },
  });
}

export function jobData(companyId: string, overrides: Partial<Prisma.JobCreateManyInput> = {}): Prisma.JobCreateManyInput {
  return {
    id: randomUUID(),
    shortId: `JB-T${next()}`.slice(0, 16),
    companyId,
    title: "Office Coordinator",
    description: "Keep the office running smoothly.",
    industry: "Information Technology",
    experienceMin: 2,
    salaryMin: 400_000,
    salaryMax: 600_000,
    jobType: "FULL_TIME",
    workMode: "ONSITE",
    skills: ["Planning", "Communication", "Scheduling"],
    locations: ["Pune"],
    ...overrides,
  };
}

export async function createJob(companyId: string, overrides: Partial<Prisma.JobCreateManyInput> = {}) {
  const data = jobData(companyId, overrides);
  await db().job.createMany({ data: [data] });
  return db().job.findUniqueOrThrow({ where: { id: data.id! } });
}

/** A registered, onboarded candidate from the one factory (lib/seed/candidate-factory.ts). */
export function createCandidate(overrides: CandidateOverrides = {}): Promise<CreatedCandidate> {
  return insertCandidate(db(), overrides);
}
