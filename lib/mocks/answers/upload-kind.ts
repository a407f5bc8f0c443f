import { MOCK_ANSWER_MAX_BYTES } from "@/lib/constants";
import type { UploadKind } from "@/lib/uploads/kinds";

export const MOCK_ANSWER_KIND = {
  types: ["webm", "mp4"],
  maxBytes: MOCK_ANSWER_MAX_BYTES,
  accept: ".webm,.mp4,video/webm,video/mp4",
  typeMessage: "The answer must be a WebM or MP4 recording",
} as const satisfies UploadKind;
