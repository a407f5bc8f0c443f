// A disk-stored file opened through its signed link (/api/files/<key>?exp&sig[&download]).
import { AppError } from "@/lib/errors/app-error";
import { storage, type ByteRangeRequest } from "./index";
import { isValidKey } from "./keys";
import { verifyFileSignature } from "./file-signature";

export async function openSignedFile(o: { segments: string[]; exp: string | null; sig: string | null; download: string | null; range?: ByteRangeRequest }) {
  const key = o.segments.join("/");
  if (!isValidKey(key) || !verifyFileSignature(key, o.exp, o.sig, o.download)) {
    throw new AppError("FILE_LINK_INVALID", "This link is invalid or has expired.");
  }
  const file = await storage().get(key, { range: o.range });
  if (!file) throw new AppError("NOT_FOUND", "File not found.");
  return file;
}
