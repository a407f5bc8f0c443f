// A checked recording becomes the candidate's profile video; earlier ones are removed, so a
// candidate has one profile video at a time.
import { db } from "@/lib/db/client";
import { profileVideoUrl } from "./file-urls";
import { deleteQuietly } from "./swap-candidate-file";

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
