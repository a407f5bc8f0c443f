// Onboarding's photo (step five) and CV (step six) go through the profile's pipeline: the same
// checks, conversion, text extraction and row lock, guarded by the step the candidate is on.
import { AppError } from "@/lib/errors/app-error";
import type { ReceivedFile } from "@/lib/uploads/form-spec";
import { photoForm, replacePhoto } from "@/lib/profile/replace-photo";
import type { CvSuggestions } from "@/lib/profile/cv-for-profile";
import { resumeForm, uploadResume } from "@/lib/profile/replace-resume";
import { STEP_DONE_MESSAGE } from "@/lib/profile/swap-candidate-file";
import { UPLOAD_KINDS } from "@/lib/uploads/kinds";
import { nextStep, type OnboardingStep } from "./onboarding-schema";

type Candidate = { id: string; onboardingStep: string };

/** Refuses before the body is read when the step is plainly over (the row lock decides for sure). */
function requireStep(candidate: Candidate, step: OnboardingStep): void {
  if (candidate.onboardingStep !== step) throw new AppError("STEP_DONE", STEP_DONE_MESSAGE, { step: candidate.onboardingStep });
}

export function onboardingPhotoForm(candidate: Candidate) {
  requireStep(candidate, "onboarding_five");
  return photoForm(candidate.id, UPLOAD_KINDS.onboardingPhoto);
}

export async function saveOnboardingPhoto({
  candidate,
  stored,
}: {
  candidate: Candidate;
  stored: ReceivedFile;
}): Promise<{ step: OnboardingStep; photoUrl: string }> {
  const step = nextStep("onboarding_five");
  const { Profile_Url } = await replacePhoto({ candidateId: candidate.id, originalKey: stored.key, step: { at: "onboarding_five", to: step } });
  return { step, photoUrl: Profile_Url };
}

export function onboardingCvForm(candidate: Candidate) {
  requireStep(candidate, "onboarding_six");
  return resumeForm(candidate.id);
}

/** Step six may take a few tries: each CV replaces the last, and the step moves on with the form. */
export async function saveOnboardingCv({
  candidate,
  stored,
}: {
  candidate: Candidate;
  stored: ReceivedFile;
}): Promise<{ resumeName: string; size: number; suggestions: CvSuggestions }> {
  const saved = await uploadResume({ candidateId: candidate.id, stored, step: { at: "onboarding_six" } });
  return { resumeName: saved.ResumeName, size: saved.size, suggestions: saved.suggestions };
}
