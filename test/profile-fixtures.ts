// Candidates for profile tests, built like the seed builds the demo candidate.
import { randomBytes } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import { newShortId } from "@/lib/db/short-id";

export async function createCandidate(overrides: Partial<Prisma.CandidateCreateInput> = {}) {
  return db().candidate.create({
    data: {
      email: `candidate-${randomBytes(5).toString("hex")}@example.com`,
      shortId: newShortId("C"),
      firstName: "Asha",
      lastName: "Verma",
      gender: "FEMALE",
      designation: "Frontend Developer",
      city: "Pune",
      country: "India",
      countryIso: "IN",
      mobile: "+919800000001",
      mobileVerifiedAt: new Date(),
      interests: ["Frontend Developer"],
      currentCtc: 900_000,
      expectedCtc: 1_300_000,
      onboardingStep: "onboarding_eight",
      ...overrides,
    },
    select: { id: true, shortId: true, email: true },
  });
}
