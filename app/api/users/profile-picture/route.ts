// POST /api/users/profile-picture – form profilePicture (png, jpeg, jpg or heic under 500 KB) and type; answers the new picture
// GET /api/users/profile-picture – the signed-in candidate's picture (302 to a short-lived link)
import { NextResponse } from "next/server";
import { AppError } from "@/lib/errors/app-error";
import { withCandidate } from "@/lib/http/with-candidate";
import { redirectToOwnFile } from "@/lib/profile/redirect-to-own-file";
import { replacePhoto } from "@/lib/profile/replace-photo";
import { candidateFileKey, deleteQuietly } from "@/lib/profile/swap-candidate-file";
import { UPLOAD_KINDS } from "@/lib/uploads/kinds";
import { receiveUpload } from "@/lib/uploads/receive-upload";

export const dynamic = "force-dynamic";

const TYPES = ["profile", "onboarding"];

export const POST = withCandidate(async (req, candidate) => {
  // Both kinds are the spec's 500 KB images; the stricter limit guards the body whatever `type` says.
  const guard = UPLOAD_KINDS.profilePhoto.maxBytes <= UPLOAD_KINDS.onboardingPhoto.maxBytes ? UPLOAD_KINDS.profilePhoto : UPLOAD_KINDS.onboardingPhoto;
  const stored = await receiveUpload({
    req,
    field: "profilePicture",
    kind: guard,
    key: (ext) => candidateFileKey(candidate.id, "photo-original", ext),
    fields: ["type"],
  });
  if (!TYPES.includes(stored.fields.type ?? "profile")) {
    await deleteQuietly(stored.key);
    throw new AppError("BAD_REQUEST", "type must be profile or onboarding");
  }
  return NextResponse.json(await replacePhoto({ candidateId: candidate.id, originalKey: stored.key }));
});

export const GET = withCandidate((req, candidate) => redirectToOwnFile(req, candidate.id, "photo"));
