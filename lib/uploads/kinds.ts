// Each kind of upload: what it may be, how big, and what we say when it is not.
import { CV_MAX_BYTES, ONBOARDING_PHOTO_MAX_BYTES, PROFILE_PHOTO_MAX_BYTES } from "@/lib/constants";
import type { SniffedType } from "./file-type";

export type UploadKind = {
  types: readonly SniffedType[];
  maxBytes: number;
  /** Extensions the file picker offers (accept attribute). */
  accept: string;
  typeMessage: string;
};

const IMAGE_TYPES = ["png", "jpeg", "heic"] as const;
const IMAGE_ACCEPT = ".png,.jpeg,.jpg,.heic,image/png,image/jpeg,image/heic";
const IMAGE_MESSAGE = "Please choose a png, jpeg, jpg or heic image";

export const UPLOAD_KINDS = {
  cv: { types: ["pdf"], maxBytes: CV_MAX_BYTES, accept: ".pdf,application/pdf", typeMessage: "Please upload your CV as a PDF" },
  onboardingPhoto: { types: IMAGE_TYPES, maxBytes: ONBOARDING_PHOTO_MAX_BYTES, accept: IMAGE_ACCEPT, typeMessage: IMAGE_MESSAGE },
  profilePhoto: { types: IMAGE_TYPES, maxBytes: PROFILE_PHOTO_MAX_BYTES, accept: IMAGE_ACCEPT, typeMessage: IMAGE_MESSAGE },
} as const satisfies Record<string, UploadKind>;

/** The spec's wording: "File size should be under <N>KB". */
export function sizeMessage(maxBytes: number): string {
  return `File size should be under ${Math.floor(maxBytes / 1024)}KB`;
}

/** The same checks the server makes, on what the browser knows before sending (name and size). */
export function checkFileInBrowser(file: { name: string; size: number }, kind: UploadKind): string | null {
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  const allowed = kind.accept.split(",").filter((a) => a.startsWith(".")).map((a) => a.slice(1));
  if (!allowed.includes(extension)) return kind.typeMessage;
  if (file.size === 0) return "The file is empty";
  if (file.size > kind.maxBytes) return sizeMessage(kind.maxBytes);
  return null;
}
