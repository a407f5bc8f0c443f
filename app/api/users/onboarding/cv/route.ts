// POST /api/users/onboarding/cv – step six: the CV as a PDF (raw body with X-File-Name, or form field resume)
import { randomBytes } from "node:crypto";
import { NextResponse } from "next/server";
import { AppError } from "@/lib/errors/app-error";
import { withCandidate } from "@/lib/http/with-candidate";
import { storage } from "@/lib/storage";
import { UPLOAD_KINDS } from "@/lib/uploads/kinds";
import { cleanFileName, fileFromRequest, storeUpload } from "@/lib/uploads/store-upload";
import { attachResume } from "@/lib/users/onboarding";

export const POST = withCandidate(async (req, candidate) => {
  if (candidate.onboardingStep !== "onboarding_six") {
    throw new AppError("CONFLICT", "This step is already done", { step: candidate.onboardingStep });
  }
  const kind = UPLOAD_KINDS.cv;
  const file = await fileFromRequest(req, "resume", kind);
  const stored = await storeUpload({
    ...file,
    kind,
    key: (ext) => `candidates/${candidate.id}/cv-${randomBytes(6).toString("hex")}.${ext}`,
  });
  const name = cleanFileName(file.name, "cv.pdf");
  const previous = await attachResume(candidate.id, { key: stored.key, name });
  if (previous && previous !== stored.key) await storage().delete(previous).catch(() => undefined);
  return NextResponse.json({ resumeName: name, size: stored.size });
});
