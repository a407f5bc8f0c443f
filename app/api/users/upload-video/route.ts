// POST /api/users/upload-video – form id (the candidate's own id) and video (WebM or MP4): saves the profile video
import { NextResponse } from "next/server";
import { AppError } from "@/lib/errors/app-error";
import { withCandidate } from "@/lib/http/with-candidate";
import { saveProfileVideo } from "@/lib/profile/save-profile-video";
import { candidateFileKey, deleteQuietly } from "@/lib/profile/swap-candidate-file";
import { PROFILE_VIDEO_KIND } from "@/lib/profile/upload-kinds";
import { receiveUpload } from "@/lib/uploads/receive-upload";

export const dynamic = "force-dynamic";

export const POST = withCandidate(async (req, candidate) => {
  const stored = await receiveUpload({
    req,
    field: "video",
    kind: PROFILE_VIDEO_KIND,
    key: (ext) => candidateFileKey(candidate.id, "video", ext),
    fields: ["id"],
  });
  // The spec's form names the candidate; a video can only ever be saved to the signed-in one.
  const id = stored.fields.id;
  if (id && id !== candidate.id && id !== candidate.shortId) {
    await deleteQuietly(stored.key);
    throw new AppError("FORBIDDEN", "You can only save your own profile video");
  }
  const saved = await saveProfileVideo({
    candidateId: candidate.id,
    key: stored.key,
    contentType: stored.contentType,
    sizeBytes: stored.size,
  });
  return NextResponse.json({ message: "Video saved", ...saved });
});
