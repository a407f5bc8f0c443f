// POST /api/users/onboarding and /api/users/create-profile: a step's fields are checked together
// with the server's own facts (a verified mobile, a stored CV), never the client's claim of them.
import { z } from "zod";
import { completeRegistration, finishOnboarding, hasResume, isMobileVerified, saveBasicInfo, saveDesignation, skipPhoto } from "./onboarding";
import { ZBasicInfoSchema, ZDesignationSchema, ZProfileDetailsSchema } from "./onboarding-schema";

const UNKNOWN_STEP = "Unknown onboarding step";

/** `{ step, ...fields }`, with `revisit: true` to edit an earlier step (three or four). */
export const ZOnboardingStepRequest = z.looseObject(
  { step: z.enum(["onboarding_three", "onboarding_four", "onboarding_five", "onboarding_seven"], { error: UNKNOWN_STEP }) },
  { error: UNKNOWN_STEP },
);
export type TOnboardingStepRequest = z.infer<typeof ZOnboardingStepRequest>;

/** Saves one step and returns the next `{ step }` (or, revisiting, the stored one unchanged). */
export async function saveOnboardingStep(o: { candidateId: string; fields: TOnboardingStepRequest }) {
  const revisit = o.fields.revisit === true;
  switch (o.fields.step) {
    case "onboarding_three": {
      const input = ZBasicInfoSchema.parse({ ...o.fields, mobileVerified: await isMobileVerified(o.candidateId) });
      return saveBasicInfo(o.candidateId, input, { revisit });
    }
    case "onboarding_four":
      return saveDesignation(o.candidateId, ZDesignationSchema.parse(o.fields), { revisit });
    case "onboarding_five":
      return skipPhoto(o.candidateId);
    case "onboarding_seven":
      return finishOnboarding(o.candidateId);
  }
}

/**
 * Step six: the draft may carry every registration field; only step six's are read, and whether a
 * CV is stored is looked up here.
 */
export async function submitProfileDetails(o: { candidateId: string; fields: unknown }) {
  const fields = typeof o.fields === "object" && o.fields !== null ? o.fields : {};
  const input = ZProfileDetailsSchema.parse({ ...fields, cvUploaded: await hasResume(o.candidateId) });
  return completeRegistration(o.candidateId, input);
}
