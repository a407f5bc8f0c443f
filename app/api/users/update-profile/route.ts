// PUT /api/users/update-profile?type=profile – saves the profile popup's edit form
import { NextResponse } from "next/server";
import { jsonError, readJson } from "@/lib/http/respond";
import { withCandidate } from "@/lib/http/with-candidate";
import { ZUpdateProfileSchema } from "@/lib/profile/schema";
import { updateProfile } from "@/lib/profile/update-profile";

export const dynamic = "force-dynamic";

export const PUT = withCandidate(async (req, candidate) => {
  const type = new URL(req.url).searchParams.get("type") ?? "profile";
  if (type !== "profile") return jsonError(400, "Only type=profile can be updated here");
  const parsed = ZUpdateProfileSchema.safeParse(await readJson(req));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return jsonError(400, issue?.message ?? "Invalid request", { field: String(issue?.path[0] ?? "form") });
  }
  return NextResponse.json(await updateProfile({ candidateId: candidate.id, input: parsed.data }));
});
