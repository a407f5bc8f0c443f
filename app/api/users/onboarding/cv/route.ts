// POST /api/users/onboarding/cv – step six: the CV as a PDF (raw body with X-File-Name, or form field resume)
import { NextResponse } from "next/server";
import { withCandidate } from "@/lib/http/with-candidate";
import { saveOnboardingCv } from "@/lib/users/onboarding-files";

export const POST = withCandidate(async (req, candidate) => NextResponse.json(await saveOnboardingCv({ req, candidate })));
