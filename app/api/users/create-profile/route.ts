// POST /api/users/create-profile – onboarding step six: completes the registration (interests, CV, LinkedIn)
import { z } from "zod";
import { route } from "@/lib/http/route";
import { submitProfileDetails } from "@/lib/users/save-onboarding-step";

export const POST = route({ auth: "candidate", body: z.unknown() }, ({ candidate, body }) => submitProfileDetails({ candidateId: candidate.id, fields: body }));
