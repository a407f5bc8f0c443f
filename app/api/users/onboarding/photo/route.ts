// POST /api/users/onboarding/photo – step five: the profile picture (raw body or form field profilePicture)
import { NextResponse } from "next/server";
import { withCandidate } from "@/lib/http/with-candidate";
import { saveOnboardingPhoto } from "@/lib/users/onboarding-files";

export const POST = withCandidate(async (req, candidate) => NextResponse.json(await saveOnboardingPhoto({ req, candidate })));
