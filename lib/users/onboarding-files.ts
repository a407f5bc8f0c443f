// Onboarding's photo (step five) and CV (step six) go through the profile's pipeline: the same
// checks, conversion, text extraction and row lock, guarded by the step the candidate is on.
import { AppError } from "@/lib/errors/app-error";
import { replacePhoto } from "@/lib/profile/replace-photo";
import { uploadResume } from "@/lib/profile/replace-resume";
import { candidateFileKey, STEP_DONE_MESSAGE } from "@/lib/profile/swap-candidate-file";
import { UPLOAD_KINDS } from "@/lib/uploads/kinds";
import { receiveUpload } from "@/lib/uploads/receive-upload";
import { nextStep, type OnboardingStep } from "./onboarding-schema";

type Options = { req: Request; candidate: { id: string; onboardingStep: string } };

/** Refuses before the body is read when the step is plainly over (the row lock decides for sure). */
function requireStep(candidate: Options["candidate"], step: OnboardingStep): void {
  if (candidate.onboardingStep !== step) throw new AppError("CONFLICT", STEP_DONE_MESSAGE, { step: candidate.onboardingStep });
}

export async function saveOnboardingPhoto({ req, candidate }: Options): Promise<{ step: OnboardingStep; photoUrl: string }> {
  requireStep(candidate, "onboarding_five");
  const stored = await receiveUpload({
    req,
    field: "profilePicture",
    kind: UPLOAD_KINDS.onboardingPhoto,
    key: (ext) => candidateFileKey(candidate.id, "photo-original", ext),
  });
  const step = nextStep("onboarding_five");
  const { Profile_Url } = await replacePhoto({ candidateId: candidate.id, originalKey: stored.key, step: { at: "onboarding_five", to: step } });
  return { step, photoUrl: Profile_Url };
}

/** Step six may take a few tries: each CV replaces the last, and the step moves on with the form. */
export async function saveOnboardingCv({ req, candidate }: Options): Promise<{ resumeName: string; size: number }> {
  requireStep(candidate, "onboarding_six");
  const saved = await uploadResume({ req, candidateId: candidate.id, step: { at: "onboarding_six" } });
  return { resumeName: saved.ResumeName, size: saved.size };
}
