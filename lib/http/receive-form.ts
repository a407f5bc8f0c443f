// The one form receiver. A route's form states its fields (a zod schema) and at most one file
// (its upload kind and storage key); the receiver streams the body part by part (a file straight
// through storeUpload's type, size and length checks into storage, never whole in memory; the
// onboarding screens may also send the file itself as the body, its name in X-File-Name), refuses
// as early as it can, reads what is left of a refused body so its connection stays usable, deletes
// a stored file when anything after it fails, and hands `{ fields, stored }` on. Domain functions
// never see the Request.
import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/log";
import { deleteQuietly } from "@/lib/storage/delete-quietly";
import { cleanFileName } from "@/lib/uploads/file-name";
import type { FormFile, FormSpec, RawFields, ReceivedFile, ReceivedForm } from "@/lib/uploads/form-spec";
import { sizeMessage } from "@/lib/uploads/kinds";
import { parseSent } from "@/lib/validation/issue-message";
import { openFinishedUpload, type FinishedUpload } from "@/lib/uploads/resumable";
import { adoptUpload, storeUpload, type StoredUpload } from "@/lib/uploads/store-upload";
import { fieldText, readMultipart } from "./multipart";

const DEFAULT_FIELD_BYTES = 4 * 1024;
const DEFAULT_OVERHEAD_BYTES = 16 * 1024;

/**
 * How much of a refused body is read and thrown away so its keep-alive connection can carry the
 * next request. A body still going past this, or past its size limit, is read no further: the
 * answer goes at once and the server in front closes the connection (lib/http/unread-body.ts).
 * Cancelling the stream instead would tear the request down under the answer.
 */
export const DISCARD_MAX_BYTES = 8 * 1024 * 1024;

export async function receiveForm<S extends z.ZodType>(request: Request, spec: FormSpec<S>): Promise<ReceivedForm<z.output<S>>> {
  const { file } = spec;
  const multipart = (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
  const raw = !multipart && Boolean(file?.rawBody);
  const limit = (file?.kind.maxBytes ?? 0) + (raw ? 0 : (spec.overheadBytes ?? DEFAULT_OVERHEAD_BYTES));
  // Refused before a byte is read: the server discards the untouched body by itself.
  const declared = declaredLength(request);
  if (file && declared !== null && declared > limit) throw new AppError("FILE_TOO_LARGE", sizeMessage(file.kind.maxBytes));

  const { req, settle } = withSettledBody(request);
  let stored: ReceivedFile | null = null;
  let skipped = false;
  try {
    const rawFields: RawFields = {};
    if (raw) stored = await storeFile(req.body, file!, rawFileName(req), declared);
    else {
      for await (const part of readMultipart(req, { maxBytes: limit, maxParts: spec.maxParts ?? 12, maxFieldBytes: longestField(spec) })) {
        if (file && part.name === file.field && part.filename !== null) {
          if (stored) throw new AppError("INVALID_INPUT", "Send one file at a time");
          if (part.filename === "" && file.unnamedIsNone) continue;
          const before = (await spec.beforeFile?.(rawFields)) ?? "store";
          if (before === "skip") {
            skipped = true;
            continue;
          }
          stored = await storeFile(part.body, before === "store" ? file : { ...file, kind: before.kind }, part.filename, null);
        } else if (part.filename === null) {
          const text = await fieldText(part, fieldLimit(spec, part.name));
          if (spec.repeated?.includes(part.name)) ((rawFields[part.name] ??= []) as string[]).push(text);
          else rawFields[part.name] = text;
        }
      }
    }
    const uploadId = rawFields.upload_id;
    if (file?.resumableOwners && !stored && !skipped && typeof uploadId === "string") {
      const upload = await openFinishedUpload(uploadId.trim(), file.resumableOwners);
      const before = (await spec.beforeFile?.(rawFields)) ?? "store";
      if (before === "skip") skipped = true;
      else {
        const as = before === "store" ? file : { ...file, kind: before.kind };
        // Read as it came in: stored by a copy where it waits. Otherwise read back and stored as a sent file is.
        stored = upload.passed ? await adoptFile(upload.size, upload.passed, as) : await storeFile(await upload.open(), as, "upload", upload.size);
      }
      // In storage now (or kept already): the bytes are sent again from the browser's copy if anything after fails.
      await upload.done();
    }
    if (file?.missing && !stored && !skipped) throw new AppError("INVALID_INPUT", file.missing);
    const fields = parseSent(spec.fields as z.ZodType, rawFields) as z.output<S>;
    return { fields, stored };
  } catch (error) {
    await deleteQuietly(stored?.key);
    const tooLarge = error instanceof AppError && (error.code === "BODY_TOO_LARGE" || error.code === "FILE_TOO_LARGE");
    // Nothing more of a body past its limit is read: it is refused within moments of crossing it.
    if (!tooLarge) await settle();
    // The form as a whole outgrew the file's limit: say so in the file's words.
    if (file && tooLarge) throw new AppError("FILE_TOO_LARGE", sizeMessage(file.kind.maxBytes));
    throw error;
  }
}

function storeFile(
  body: AsyncIterable<Uint8Array> | ReadableStream<Uint8Array> | null,
  file: FormFile,
  rawName: string,
  declared: number | null,
): Promise<ReceivedFile> {
  return keepFile(file, rawName, () => storeUpload({ body, declaredSize: declared, kind: file.kind, key: file.key }));
}

/** A finished resumable upload, read as it came in, stored without its bytes passing again. */
function adoptFile(size: number, passed: NonNullable<FinishedUpload["passed"]>, file: FormFile): Promise<ReceivedFile> {
  return keepFile(file, "upload", () => adoptUpload({ size, content: passed.content, kind: file.kind, key: file.key, copy: passed.copyTo }));
}

/** The file's name and extension checks around `put`, and storage's failure in the form's words. */
async function keepFile(file: FormFile, rawName: string, put: () => Promise<StoredUpload>): Promise<ReceivedFile> {
  const name = cleanFileName(rawName, file.fallbackName ?? "upload");
  if (file.kind.extensions && !file.kind.extensions.includes(rawName.toLowerCase().split(".").pop() ?? "")) {
    throw new AppError("FILE_TYPE_NOT_ALLOWED", file.kind.typeMessage);
  }
  try {
    return { ...(await put()), name };
  } catch (error) {
    if (error instanceof AppError || !file.unavailable) throw error;
    logger().warn({ err: error }, "storage refused an upload");
    throw new AppError("UNAVAILABLE", file.unavailable);
  }
}

/** The longest plain field any name of the form may hold: the reader keeps no more of one. */
function longestField(spec: FormSpec): number {
  const { fieldBytes } = spec;
  if (typeof fieldBytes === "number") return fieldBytes;
  return Math.max(DEFAULT_FIELD_BYTES, ...Object.values(fieldBytes ?? {}));
}

function fieldLimit(spec: FormSpec, name: string): number {
  const { fieldBytes } = spec;
  if (typeof fieldBytes === "number") return fieldBytes;
  return fieldBytes?.[name] ?? DEFAULT_FIELD_BYTES;
}

/**
 * The request with a body the reader reads through, while we keep the underlying reader: when
 * reading stops early (a refusal), `settle` reads what is left instead of leaving it unread on the
 * connection, where the next request would wait behind it until the server times out.
 */
function withSettledBody(req: Request): { req: Request; settle: () => Promise<void> } {
  if (!req.body) return { req, settle: async () => undefined };
  const reader = req.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      try {
        if (done) controller.close();
        else controller.enqueue(value);
      } catch {
        // Cancelled while reading: settle() owns what is left.
      }
    },
    cancel() {
      // Reading stopped early; settle() decides what happens to the rest of the body.
    },
  });
  const forwarded = new Request(req.url, { method: req.method, headers: req.headers, body, duplex: "half" } as RequestInit);
  return { req: forwarded, settle: () => discardRest(reader) };
}

async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let discarded = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      discarded += value.byteLength;
      if (discarded > DISCARD_MAX_BYTES) return;
    }
  } catch {
    // The client went away; there is no connection left to keep.
  }
}

function declaredLength(req: Request): number | null {
  const length = Number(req.headers.get("content-length") ?? NaN);
  return Number.isFinite(length) ? length : null;
}

function rawFileName(req: Request): string {
  try {
    return decodeURIComponent(req.headers.get("x-file-name") ?? "");
  } catch {
    return "";
  }
}
