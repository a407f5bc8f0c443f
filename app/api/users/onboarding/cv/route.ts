// POST /api/users/onboarding/cv – step six: the CV as a PDF (raw body with X-File-Name, or form field resume)
import { route } from "@/lib/http/route";
import { onboardingCvForm, saveOnboardingCv } from "@/lib/users/onboarding-files";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "candidate", form: ({ candidate }) => onboardingCvForm(candidate) }, ({ candidate, form }) =>
  saveOnboardingCv({ candidate, stored: form.stored! }),
);
