// The profile's own upload kind (photos and CVs use lib/uploads' kinds as they are).
import { PROFILE_VIDEO_MAX_BYTES } from "@/lib/constants";
import type { UploadKind } from "@/lib/uploads/kinds";

export const PROFILE_VIDEO_KIND = {
  // Chromium and Firefox record WebM; Safari records MP4.
  types: ["webm", "mp4"],
  maxBytes: PROFILE_VIDEO_MAX_BYTES,
  accept: ".webm,.mp4,video/webm,video/mp4",
  typeMessage: "This recording is not a video we can keep. Please record it again.",
} as const satisfies UploadKind;
