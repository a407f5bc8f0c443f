// GET /api/users/get-profile – the signed-in candidate's profile (spec section 3 field names)
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { errorResponse, jsonError } from "@/lib/http/respond";
import { getProfile } from "@/lib/profile/get-profile";

export const dynamic = "force-dynamic";

export async function GET() {
  try {
    const candidate = await getCurrentCandidate();
    if (!candidate) return jsonError(401, "Unauthorized");
    const profile = await getProfile({ candidateId: candidate.id });
    if (!profile) return jsonError(401, "Unauthorized");
    return Response.json(profile, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    return errorResponse(error);
  }
}
