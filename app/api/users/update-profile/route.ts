// PUT /api/users/update-profile?type=profile – saves the profile popup's edit form
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { errorResponse, jsonError, readJson } from "@/lib/http/respond";
import { ZUpdateProfileSchema } from "@/lib/profile/schema";
import { updateProfile } from "@/lib/profile/update-profile";

export const dynamic = "force-dynamic";

export async function PUT(req: Request) {
  try {
    const candidate = await getCurrentCandidate();
    if (!candidate) return jsonError(401, "Unauthorized");
    const type = new URL(req.url).searchParams.get("type") ?? "profile";
    if (type !== "profile") return jsonError(400, "Only type=profile can be updated here");
    const parsed = ZUpdateProfileSchema.safeParse(await readJson(req));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return jsonError(400, issue?.message ?? "Invalid request", { field: String(issue?.path[0] ?? "form") });
    }
    const profile = await updateProfile({ candidateId: candidate.id, input: parsed.data });
    return Response.json(profile);
  } catch (error) {
    return errorResponse(error);
  }
}
