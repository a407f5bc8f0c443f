// Every kind of upload in one place: what it may be (by its first bytes, and where it matters by
// its name), how big, how long for recordings, and what we say when it is not.
import {
  CV_MAX_BYTES,
  INTERVIEW_VIDEO_MAX_BYTES,
  MOCK_ANSWER_MAX_BYTES,
  ONBOARDING_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_VIDEO_MAX_BYTES,
} from "./size-limits";
import type { SniffedType } from "./file-type";

export type UploadKind = {
  types: readonly SniffedType[];
  maxBytes: number;
  /** Extensions the file picker offers (accept attribute). */
  accept: string;
  typeMessage: string;
  /** When set, the file's name must end in one of these before a byte is read (415 with typeMessage). */
  extensions?: readonly string[];
  /** A recording's longest length, read from its own container as it streams (422 past it). */
  maxDurationMs?: number;
  durationMessage?: string;
};

const IMAGE_TYPES = ["png", "jpeg", "heic"] as const;
const IMAGE_ACCEPT = ".png,.jpeg,.jpg,.heic,image/png,image/jpeg,image/heic";
const IMAGE_MESSAGE = "Please choose a png, jpeg, jpg or heic image";
const VIDEO_TYPES = ["webm", "mp4"] as const;
const VIDEO_ACCEPT = ".webm,.mp4,video/webm,video/mp4";

export const RESUME_TYPE_MESSAGE = "Please upload your resume as a PDF or Word (.docx) file";

export const UPLOAD_KINDS = {
  cv: { types: ["pdf"], maxBytes: CV_MAX_BYTES, accept: ".pdf,application/pdf", typeMessage: "Please upload your CV as a PDF" },
  /** Quick apply takes a PDF or a Word document, told by its name first and then by its content. */
  resume: {
    types: ["pdf", "docx"],
    maxBytes: CV_MAX_BYTES,
    accept: ".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    typeMessage: RESUME_TYPE_MESSAGE,
    extensions: ["pdf", "docx"],
  },
  onboardingPhoto: { types: IMAGE_TYPES, maxBytes: ONBOARDING_PHOTO_MAX_BYTES, accept: IMAGE_ACCEPT, typeMessage: IMAGE_MESSAGE },
  profilePhoto: { types: IMAGE_TYPES, maxBytes: PROFILE_PHOTO_MAX_BYTES, accept: IMAGE_ACCEPT, typeMessage: IMAGE_MESSAGE },
  profileVideo: {
    // Chromium and Firefox record WebM; Safari records MP4.
    types: VIDEO_TYPES,
    maxBytes: PROFILE_VIDEO_MAX_BYTES,
    accept: VIDEO_ACCEPT,
    typeMessage: "This recording is not a video we can keep. Please record it again.",
  },
  /** Each mock's own answer time sets the length limit (lib/mocks/answers/answer-form.ts). */
  mockAnswer: { types: VIDEO_TYPES, maxBytes: MOCK_ANSWER_MAX_BYTES, accept: VIDEO_ACCEPT, typeMessage: "The answer must be a WebM or MP4 recording" },
  interviewAnswer: { types: VIDEO_TYPES, maxBytes: INTERVIEW_VIDEO_MAX_BYTES, accept: VIDEO_ACCEPT, typeMessage: "The answer must be a WebM or MP4 video" },
} as const satisfies Record<string, UploadKind>;

/** The spec's wording: "File size should be under <N>KB". */
export function sizeMessage(maxBytes: number): string {
  return `File size should be under ${Math.floor(maxBytes / 1024)}KB`;
}

/** The same checks the server makes, on what the browser knows before sending (name and size). */
export function checkFileInBrowser(file: { name: string; size: number }, kind: UploadKind): string | null {
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  const allowed = kind.accept
    .split(",")
    .filter((a) => a.startsWith("."))
    .map((a) => a.slice(1));
  if (!allowed.includes(extension)) return kind.typeMessage;
  if (file.size === 0) return "The file is empty";
  if (file.size > kind.maxBytes) return sizeMessage(kind.maxBytes);
  return null;
}
