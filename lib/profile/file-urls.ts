// Where the browser fetches a candidate's own files. The routes take no candidate id: they
// serve the signed-in candidate's file, so one candidate cannot name another's. The version
// query changes with every upload so a browser never shows a stale cached copy.
import { createHash } from "node:crypto";

export const PHOTO_PATH = "/api/users/profile-picture";
export const RESUME_PATH = "/api/users/resume";
export const PROFILE_VIDEO_PATH = "/api/users/profile-video";

function version(key: string): string {
  return createHash("sha256").update(key).digest("hex").slice(0, 12);
}

export function photoUrl(photoKey: string | null): string | null {
  return photoKey ? `${PHOTO_PATH}?v=${version(photoKey)}` : null;
}

export function resumeUrl(resumeKey: string | null): string | null {
  return resumeKey ? `${RESUME_PATH}?v=${version(resumeKey)}` : null;
}

export function resumeDownloadUrl(resumeKey: string | null): string | null {
  return resumeKey ? `${RESUME_PATH}?v=${version(resumeKey)}&download=1` : null;
}

export function profileVideoUrl(videoId: string | null | undefined): string | null {
  return videoId ? `${PROFILE_VIDEO_PATH}?v=${version(videoId)}` : null;
}
