// A short-lived link to one of the signed-in candidate's own files. The key is read from the
// candidate's own row, so the caller can only ever reach what belongs to them.
import { OWN_FILE_LINK_TTL_SECONDS } from "./profile-limits";
import { db } from "@/lib/db/client";
import { storage } from "@/lib/storage";

export type OwnFileKind = "photo" | "resume" | "video";

async function ownFile(candidateId: string, kind: OwnFileKind): Promise<{ key: string; name?: string } | null> {
  if (kind === "video") {
    const video = await db().profileVideo.findFirst({
      where: { candidateId },
      orderBy: { createdAt: "desc" },
      select: { videoKey: true },
    });
    return video ? { key: video.videoKey } : null;
  }
  const row = await db().candidate.findUnique({
    where: { id: candidateId },
    select: { photoKey: true, resumeKey: true, resumeName: true },
  });
  if (kind === "photo") return row?.photoKey ? { key: row.photoKey } : null;
  return row?.resumeKey ? { key: row.resumeKey, name: row.resumeName ?? "cv.pdf" } : null;
}

/** The signed link, or null when the candidate has no such file. */
export async function ownFileLink(options: { candidateId: string; kind: OwnFileKind; download?: boolean }): Promise<string | null> {
  const file = await ownFile(options.candidateId, options.kind);
  if (!file) return null;
  return storage().signedUrl(file.key, {
    expiresInSeconds: OWN_FILE_LINK_TTL_SECONDS,
    download: options.download ? (file.name ?? file.key.split("/").pop()) : undefined,
  });
}
