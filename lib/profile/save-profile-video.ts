// A checked recording becomes the candidate's profile video; earlier ones are removed, so a
// candidate has one profile video at a time.
import { z } from "zod";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import type { FormSpec, ReceivedFile } from "@/lib/uploads/form-spec";
import { deleteQuietly } from "@/lib/storage/delete-quietly";
import { UPLOAD_KINDS } from "@/lib/uploads/kinds";
import { ownersOf } from "@/lib/uploads/resumable";
import { profileVideoUrl } from "./file-urls";
import { candidateFormFile } from "./swap-candidate-file";

const ZProfileVideoFields = z.object({ id: z.string().optional() });

/** POST /api/users/upload-video's form: the recording, and the spec's `id` naming the candidate. */
export function profileVideoForm(candidateId: string): FormSpec<typeof ZProfileVideoFields> {
  return {
    fields: ZProfileVideoFields,
    file: candidateFormFile(candidateId, "video", {
      field: "video",
      kind: UPLOAD_KINDS.profileVideo,
      // Our pages send the recording resumably first and name the finished upload here.
      resumableOwners: ownersOf({ token: null, candidateId }),
    }),
  };
}

/** The spec's form names the candidate; a video can only ever be saved to the signed-in one. */
export async function uploadProfileVideo(options: {
  candidate: { id: string; shortId: string };
  namedId: string | undefined;
  stored: ReceivedFile;
}): Promise<{ message: string; ProfileVideoUrl: string }> {
  const { candidate, namedId, stored } = options;
  if (namedId && namedId !== candidate.id && namedId !== candidate.shortId) {
    throw new AppError("NOT_YOUR_PROFILE", "You can only save your own profile video");
  }
  const saved = await saveProfileVideo({ candidateId: candidate.id, key: stored.key, contentType: stored.contentType, sizeBytes: stored.size });
  return { message: "Video saved", ...saved };
}

export async function saveProfileVideo(options: {
  candidateId: string;
  key: string;
  contentType: string;
  sizeBytes: number;
}): Promise<{ ProfileVideoUrl: string }> {
  const { candidateId } = options;
  let replaced: string[] = [];
  try {
    const video = await db().$transaction(async (tx) => {
      const earlier = await tx.profileVideo.findMany({ where: { candidateId }, select: { id: true, videoKey: true } });
      await tx.profileVideo.deleteMany({ where: { candidateId, id: { in: earlier.map((v) => v.id) } } });
      replaced = earlier.map((v) => v.videoKey);
      return tx.profileVideo.create({
        data: { candidateId, videoKey: options.key, contentType: options.contentType, sizeBytes: options.sizeBytes },
        select: { id: true },
      });
    });
    for (const key of replaced) await deleteQuietly(key);
    return { ProfileVideoUrl: profileVideoUrl(video.id)! };
  } catch (error) {
    await deleteQuietly(options.key);
    throw error;
  }
}
