// Onboarding on the server: each step saves its fields and moves the stored step forward by
// one, only from the step the candidate is on (a replayed or skipped step is refused).
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import { listedInterests, savedInterests } from "@/lib/profile/listed-interests";
import { AppError } from "@/lib/errors/app-error";
import { ONBOARDING_STEPS } from "./onboarding-steps";
import { nextStep, stepIndex, type OnboardingStep, type TBasicInfo, type TDesignation, type TProfileDetails } from "./onboarding-schema";

async function advance(candidateId: string, from: OnboardingStep, data: Prisma.CandidateUpdateManyMutationInput = {}) {
  const to = nextStep(from);
  const updated = await db().candidate.updateMany({ where: { id: candidateId, onboardingStep: from }, data: { ...data, onboardingStep: to } });
  if (updated.count === 0) {
    const current = await db().candidate.findUnique({ where: { id: candidateId }, select: { onboardingStep: true } });
    throw new AppError("STEP_DONE", "This step is already done", { step: current?.onboardingStep });
  }
  return { step: to };
}

/**
 * Going back: a candidate past `step` (and not yet through registration) edits what that step
 * saved. The stored step stays where it is: onboarding itself only ever moves forward.
 */
async function revise(candidateId: string, step: OnboardingStep, data: Prisma.CandidateUpdateManyMutationInput) {
  const later = ONBOARDING_STEPS.slice(stepIndex(step) + 1, stepIndex("onboarding_seven"));
  const updated = await db().candidate.updateMany({ where: { id: candidateId, onboardingStep: { in: later } }, data });
  const current = await db().candidate.findUnique({ where: { id: candidateId }, select: { onboardingStep: true } });
  if (updated.count === 0) throw new AppError("STEP_DONE", "This step can no longer be changed here", { step: current?.onboardingStep });
  return { step: current!.onboardingStep };
}

type SaveMode = { revisit?: boolean };

export async function onboardingState(candidateId: string) {
  return db().candidate.findUnique({
    where: { id: candidateId },
    select: {
      email: true,
      firstName: true,
      lastName: true,
      gender: true,
      city: true,
      state: true,
      countryIso: true,
      mobile: true,
      mobileVerifiedAt: true,
      designation: true,
      currentCtc: true,
      expectedCtc: true,
      photoKey: true,
      resumeKey: true,
      resumeName: true,
      interests: true,
      linkedinUrl: true,
      jobIndustry: true,
      onboardingStep: true,
    },
  });
}

export async function onboardingStepOf(candidateId: string): Promise<OnboardingStep> {
  const row = await db().candidate.findUniqueOrThrow({ where: { id: candidateId }, select: { onboardingStep: true } });
  return row.onboardingStep;
}

export async function isMobileVerified(candidateId: string): Promise<boolean> {
  const row = await db().candidate.findUnique({ where: { id: candidateId }, select: { mobileVerifiedAt: true } });
  return Boolean(row?.mobileVerifiedAt);
}

export async function saveBasicInfo(candidateId: string, input: TBasicInfo, mode: SaveMode = {}) {
  const country = await db().country.findUnique({ where: { isoCode: input.countryIso }, select: { name: true } });
  if (!country) throw new AppError("INVALID_INPUT", "Please select your country");
  return (mode.revisit ? revise : advance)(candidateId, "onboarding_three", {
    firstName: input.firstName,
    lastName: input.lastName,
    gender: input.gender === "Male" ? "MALE" : "FEMALE",
    city: input.city || null,
    state: input.state,
    countryIso: input.countryIso,
    country: country.name,
  });
}

export async function saveDesignation(candidateId: string, input: TDesignation, mode: SaveMode = {}) {
  return (mode.revisit ? revise : advance)(candidateId, "onboarding_four", {
    designation: input.designation,
    currentCtc: input.currentCtc ?? null,
    expectedCtc: input.expectedCtc ?? null,
  });
}

export async function skipPhoto(candidateId: string) {
  return advance(candidateId, "onboarding_five");
}

export async function hasResume(candidateId: string): Promise<boolean> {
  const row = await db().candidate.findUnique({ where: { id: candidateId }, select: { resumeKey: true } });
  return Boolean(row?.resumeKey);
}

/** Step six: the whole registration is in; onboarding moves to the "almost done" popup. */
export async function completeRegistration(candidateId: string, input: TProfileDetails) {
  return advance(candidateId, "onboarding_six", {
    interests: await listedInterests(input.interest, await savedInterests(candidateId)),
    jobIndustry: input.jobIndustry || null,
    linkedinUrl: input.linkedin ?? null,
  });
}

export async function finishOnboarding(candidateId: string) {
  return advance(candidateId, "onboarding_seven");
}

/** Signed in but stored before step three (an account made elsewhere): move it to step three. */
export async function pastAccountSteps(candidateId: string, step: string): Promise<string> {
  if (step !== "onboarding_one" && step !== "onboarding_two") return step;
  await db().candidate.updateMany({ where: { id: candidateId, onboardingStep: step }, data: { onboardingStep: "onboarding_three" } });
  return "onboarding_three";
}
