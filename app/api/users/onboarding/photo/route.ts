// POST /api/users/onboarding/photo – step five: the profile picture (raw body or form field profilePicture)
import { route } from "@/lib/http/route";
import { onboardingPhotoForm, saveOnboardingPhoto } from "@/lib/users/onboarding-files";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "candidate", form: ({ candidate }) => onboardingPhotoForm(candidate) }, ({ candidate, form }) =>
  saveOnboardingPhoto({ candidate, stored: form.stored! }),
);
