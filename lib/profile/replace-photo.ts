// A checked photo upload becomes the candidate's display picture: turned upright, cropped to a
// square, converted to WebP (which also drops EXIF data such as location), then swapped in.
// The one image pipeline: the profile and onboarding both come through here.
import sharp, { type Sharp } from "sharp";
import { IMAGE_MAX_INPUT_PIXELS, PROFILE_PHOTO_DISPLAY_PX } from "./profile-limits";
import { AppError } from "@/lib/errors/app-error";
import { storage } from "@/lib/storage";
import { photoUrl } from "./file-urls";
import { z } from "zod";
import type { FormSpec } from "@/lib/uploads/form-spec";
import { deleteQuietly } from "@/lib/storage/delete-quietly";
import { UPLOAD_KINDS, type UploadKind } from "@/lib/uploads/kinds";
import { candidateFileKey, candidateFormFile, swapCandidateFile, type StepGuard } from "./swap-candidate-file";

export const PHOTO_UNREADABLE = "We could not read this image. Please upload a PNG or JPEG photo.";

/** Refuses (instead of decoding) anything past IMAGE_MAX_INPUT_PIXELS, and any decoding error. */
export function imageDecoder(): Sharp {
  return sharp({ limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: "error", sequentialRead: true });
}

function converter(): Sharp {
  return imageDecoder().rotate().resize(PROFILE_PHOTO_DISPLAY_PX, PROFILE_PHOTO_DISPLAY_PX, { fit: "cover", position: "attention" }).webp({ quality: 82 });
}

// Both kinds are the spec's 500 KB images; the stricter limit guards the body whatever `type` says.
const PHOTO_KIND = UPLOAD_KINDS.profilePhoto.maxBytes <= UPLOAD_KINDS.onboardingPhoto.maxBytes ? UPLOAD_KINDS.profilePhoto : UPLOAD_KINDS.onboardingPhoto;

const ZPhotoFields = z.object({ type: z.enum(["profile", "onboarding"], { error: "type must be profile or onboarding" }).optional() });

/** POST /api/users/profile-picture's form (and onboarding's photo, with its own kind). */
export function photoForm(candidateId: string, kind: UploadKind = PHOTO_KIND): FormSpec<typeof ZPhotoFields> {
  return {
    fields: ZPhotoFields,
    file: candidateFormFile(candidateId, "photo-original", { field: "profilePicture", kind }),
  };
}

/** Converts the stored original (then deletes it) and makes the result the candidate's photo. */
export async function replacePhoto(options: { candidateId: string; originalKey: string; step?: StepGuard }): Promise<{ Profile_Url: string }> {
  const key = candidateFileKey(options.candidateId, "photo", "webp");
  try {
    const original = await storage().get(options.originalKey);
    if (!original) throw new AppError("FILE_UNREADABLE", PHOTO_UNREADABLE);
    const convert = converter();
    original.body.once("error", (error) => convert.destroy(error));
    try {
      await storage().put(key, original.body.pipe(convert), { contentType: "image/webp" });
    } catch {
      await deleteQuietly(key);
      throw new AppError("FILE_TYPE_NOT_ALLOWED", PHOTO_UNREADABLE);
    }
  } finally {
    await deleteQuietly(options.originalKey);
  }
  await swapCandidateFile({ candidateId: options.candidateId, field: "photoKey", key, step: options.step });
  return { Profile_Url: photoUrl(key)! };
}
