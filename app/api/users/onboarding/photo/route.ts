// POST /api/users/onboarding/photo – step five: the profile picture (raw body or form field profilePicture)
import { randomBytes } from "node:crypto";
import { NextResponse } from "next/server";
import { AppError } from "@/lib/errors/app-error";
import { withCandidate } from "@/lib/http/with-candidate";
import { storage } from "@/lib/storage";
import { UPLOAD_KINDS } from "@/lib/uploads/kinds";
import { fileFromRequest, storeUpload } from "@/lib/uploads/store-upload";
import { savePhoto } from "@/lib/users/onboarding";

export const POST = withCandidate(async (req, candidate) => {
  if (candidate.onboardingStep !== "onboarding_five") {
    throw new AppError("CONFLICT", "This step is already done", { step: candidate.onboardingStep });
  }
  const kind = UPLOAD_KINDS.onboardingPhoto;
  const file = await fileFromRequest(req, "profilePicture", kind);
  const stored = await storeUpload({
    ...file,
    kind,
    key: (ext) => `candidates/${candidate.id}/photo-${randomBytes(6).toString("hex")}.${ext}`,
  });
  try {
    const result = await savePhoto(candidate.id, stored.key);
    return NextResponse.json({ ...result, photoUrl: await storage().signedUrl(stored.key) });
  } catch (error) {
    await storage().delete(stored.key);
    throw error;
  }
});
