// A checked photo upload becomes the candidate's display picture: turned upright, cropped to a
// square, converted to WebP (which also drops EXIF data such as location), then swapped in.
import sharp, { type Sharp } from "sharp";
import { PROFILE_PHOTO_DISPLAY_PX } from "@/lib/constants";
import { AppError } from "@/lib/errors/app-error";
import { storage } from "@/lib/storage";
import { photoUrl } from "./file-urls";
import { candidateFileKey, deleteQuietly, swapCandidateFile } from "./swap-candidate-file";

export const PHOTO_UNREADABLE = "We could not read this image. Please upload a PNG or JPEG photo.";

/** A 500 KB file can still unpack to a huge bitmap; refuse anything past 40 megapixels. */
const MAX_INPUT_PIXELS = 40_000_000;

function converter(): Sharp {
  return sharp({ limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
    .rotate()
    .resize(PROFILE_PHOTO_DISPLAY_PX, PROFILE_PHOTO_DISPLAY_PX, { fit: "cover", position: "attention" })
    .webp({ quality: 82 });
}

/** Converts the stored original (then deletes it) and makes the result the candidate's photo. */
export async function replacePhoto(options: { candidateId: string; originalKey: string }): Promise<{ Profile_Url: string }> {
  const key = candidateFileKey(options.candidateId, "photo", "webp");
  try {
    const original = await storage().get(options.originalKey);
    if (!original) throw new AppError("BAD_REQUEST", PHOTO_UNREADABLE);
    const convert = converter();
    original.body.once("error", (error) => convert.destroy(error));
    try {
      await storage().put(key, original.body.pipe(convert), { contentType: "image/webp" });
    } catch {
      await deleteQuietly(key);
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", PHOTO_UNREADABLE);
    }
  } finally {
    await deleteQuietly(options.originalKey);
  }
  await swapCandidateFile({ candidateId: options.candidateId, field: "photoKey", key });
  return { Profile_Url: photoUrl(key)! };
}
