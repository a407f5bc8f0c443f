"use client";

// The registration draft of spec section 3, kept in session storage so a reload (or a step
// that fails) loses nothing the candidate typed. The password lives here only until the
// account exists (step two), then it is dropped.
import type { OnboardingStep } from "@/lib/users/onboarding-schema";

export const DRAFT_KEY = "registrationDraft";

export type RegistrationDraft = {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  gender?: "Male" | "Female";
  designation?: string;
  city?: string;
  state?: string;
  country?: string;
  mobile?: string;
  linkedin?: string;
  interest?: string[];
  profile?: string;
  cv?: string;
  currentCtc?: string;
  expectedCtc?: string;
  jobIndustry?: string;
  currentRegistrationStep?: OnboardingStep;
  /** When the last sign-up code was sent (epoch ms) and how long until a resend. */
  otpSentAt?: number;
  otpResendSeconds?: number;
};

export function loadDraft(): RegistrationDraft {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    return raw ? (JSON.parse(raw) as RegistrationDraft) : {};
  } catch {
    return {};
  }
}

export function updateDraft(patch: Partial<RegistrationDraft>): RegistrationDraft {
  const next = { ...loadDraft(), ...patch };
  for (const key of Object.keys(patch) as (keyof RegistrationDraft)[]) if (patch[key] === undefined) delete next[key];
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify(next));
  return next;
}

export function clearDraft(): void {
  sessionStorage.removeItem(DRAFT_KEY);
}
