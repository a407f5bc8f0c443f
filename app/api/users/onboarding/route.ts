// POST /api/users/onboarding – saves one onboarding step { step, ...fields } and returns the next { step };
// with `revisit: true` it edits an earlier step (three or four) and returns the stored step unchanged
import { route } from "@/lib/http/route";
import { saveOnboardingStep, ZOnboardingStepRequest } from "@/lib/users/save-onboarding-step";

export const POST = route({ auth: "candidate", body: ZOnboardingStepRequest }, ({ candidate, body }) =>
  saveOnboardingStep({ candidateId: candidate.id, fields: body }),
);
