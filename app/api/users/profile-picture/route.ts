// POST /api/users/profile-picture – form profilePicture (png, jpeg, jpg or heic under 500 KB) and type; answers the new picture
// GET /api/users/profile-picture – the signed-in candidate's picture (302 to a short-lived link)
import { NextResponse } from "next/server";
import { AppError } from "@/lib/errors/app-error";
import { withCandidate } from "@/lib/http/with-candidate";
import { redirectToOwnFile } from "@/lib/profile/redirect-to-own-file";
import { replacePhoto } from "@/lib/profile/replace-photo";
import { candidateFileKey } from "@/lib/profile/swap-candidate-file";
import { UPLOAD_KINDS } from "@/lib/uploads/kinds";
import { fileFromRequest, storeUpload } from "@/lib/uploads/store-upload";

export const dynamic = "force-dynamic";

const KINDS = { profile: UPLOAD_KINDS.profilePhoto, onboarding: UPLOAD_KINDS.onboardingPhoto } as const;

export const POST = withCandidate(async (req, candidate) => {
  // Both limits are the spec's 500 KB; the stricter one guards the body until `type` is known.
  const guard = UPLOAD_KINDS.profilePhoto.maxBytes <= UPLOAD_KINDS.onboardingPhoto.maxBytes ? UPLOAD_KINDS.profilePhoto : UPLOAD_KINDS.onboardingPhoto;
  const file = await fileFromRequest(req, "profilePicture", guard);
  const type = String(file.form?.get("type") ?? "profile");
  if (!(type in KINDS)) throw new AppError("BAD_REQUEST", "type must be profile or onboarding");
  const stored = await storeUpload({
    body: file.body,
    declaredSize: file.declaredSize,
    kind: KINDS[type as keyof typeof KINDS],
    key: (ext) => candidateFileKey(candidate.id, "photo-original", ext),
  });
  return NextResponse.json(await replacePhoto({ candidateId: candidate.id, originalKey: stored.key }));
});

export const GET = withCandidate((req, candidate) => redirectToOwnFile(req, candidate.id, "photo"));
