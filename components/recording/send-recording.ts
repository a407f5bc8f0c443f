// How a recording travels to us: its bytes through tus 1.0 (tus-js-client) to
// /api/uploads/resumable in slices, then the answer's own form naming the finished upload in
// `upload_id`. An upload cut off part-way goes on from the offset the server holds (HEAD), also
// after a reload: the caller keeps the upload's address with the recording on the device. Whether
// and when to try again is the retry policy's call (retry-policy.ts), never the library's: its own
// retries only re-read the offset after an offset conflict, which is the protocol, not a policy.
import { DetailedError, Upload } from "tus-js-client";
import { request } from "@/components/api/request";
import { SEND_FAILED } from "./retry-policy";
import { RESUMABLE_CHUNK_BYTES, RESUMABLE_PATH, UPLOAD_NOT_FOUND } from "@/lib/uploads/resumable-protocol";

export type SendRequest = {
  url: string;
  /** The form's text fields, in order; `upload_id` is added after them. */
  fields: [string, string][];
  fileField: string;
  file: Blob;
  fileName: string;
  headers?: Record<string, string>;
  /** Share of the bytes the server holds or has been sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Where an earlier attempt left this recording's bytes on the server, if anywhere. */
  uploadUrl?: string | null;
  /** Told the upload's address as soon as the server gives it (null: forget it, it is gone). */
  onUploadUrl?: (url: string | null) => void;
};

export type SendResult =
  | { ok: true; status: number; data: Record<string, unknown> }
  /** status 0: the request did not get through. */
  | { ok: false; status: number; error: string };

export async function sendRecording(req: SendRequest): Promise<SendResult> {
  let uploadUrl = req.uploadUrl ?? null;
  // An upload the form cannot find (used by an answer whose reply was lost, or expired) is sent again once.
  for (let round = 0; ; round++) {
    const uploaded = await upload(req, uploadUrl);
    if (!uploaded.ok) return uploaded;
    uploadUrl = uploaded.url;
    const form = new FormData();
    for (const [name, value] of req.fields) form.append(name, value);
    form.append("upload_id", uploaded.url.split("/").pop() ?? "");
    const res = await request(req.url, { body: form, headers: req.headers, fallback: SEND_FAILED, offline: SEND_FAILED });
    if (res.ok) return { ok: true, status: res.status, data: res.data };
    if (res.status === 404 && res.error === UPLOAD_NOT_FOUND && round === 0) {
      uploadUrl = null;
      req.onUploadUrl?.(null);
      continue;
    }
    return { ok: false, status: res.status, error: res.error };
  }
}

type Uploaded = { ok: true; url: string } | { ok: false; status: number; error: string };

function upload(req: SendRequest, uploadUrl: string | null): Promise<Uploaded> {
  return new Promise((resolve) => {
    const tus: Upload = new Upload(req.file, {
      endpoint: RESUMABLE_PATH,
      uploadUrl,
      chunkSize: RESUMABLE_CHUNK_BYTES,
      metadata: { filename: req.fileName, filetype: req.file.type },
      headers: req.headers ?? {},
      // The address lives with the recording on the device, not in localStorage under a fingerprint.
      storeFingerprintForResuming: false,
      retryDelays: [0, 0],
      onShouldRetry: (error) => error.originalResponse?.getStatus() === 409,
      onUploadUrlAvailable: () => {
        if (tus.url) req.onUploadUrl?.(tus.url);
      },
      onProgress: (sent, total) => {
        if (total > 0) req.onProgress?.(sent / total);
      },
      onSuccess: () => resolve(tus.url ? { ok: true, url: tus.url } : { ok: false, status: 0, error: SEND_FAILED }),
      onError: (error) => resolve(failure(error)),
    });
    tus.start();
  });
}

function failure(error: Error): Uploaded {
  const res = error instanceof DetailedError ? error.originalResponse : null;
  if (!res) return { ok: false, status: 0, error: SEND_FAILED };
  let said = SEND_FAILED;
  try {
    const body: unknown = JSON.parse(res.getBody());
    if (body && typeof body === "object" && "error" in body && typeof body.error === "string") said = body.error;
  } catch {
    // The protocol's own refusals are plain text: the status decides.
  }
  return { ok: false, status: res.getStatus(), error: said };
}
