// The one way an upload route reads its file. A multipart form is read part by part through
// lib/http/multipart (the file part streams straight through storeUpload's type and size checks
// into storage; formData() would buffer the whole body first); a raw body (the onboarding screens
// send the file itself, its name in X-File-Name) streams the same way.
import { AppError, type AppErrorCode } from "@/lib/errors/app-error";
import { fieldText, readMultipart } from "@/lib/http/multipart";
import { storage } from "@/lib/storage";
import { cleanFileName } from "./file-name";
import { sizeMessage, type UploadKind } from "./kinds";
import { storeUpload, type StoredUpload } from "./store-upload";

export type ReceivedUpload = StoredUpload & {
  /** The cleaned file name the client gave (or `fallbackName`). */
  name: string;
  /** The plain form fields asked for, wherever they stand in the form. */
  fields: Record<string, string>;
};

/** Room for the multipart framing and a few small fields around the file. */
const FORM_OVERHEAD_BYTES = 16 * 1024;

/**
 * How much of a refused body is read and thrown away so its keep-alive connection can carry the
 * next request; a body still going past this is cut off by closing the connection instead.
 */
const DISCARD_MAX_BYTES = 8 * 1024 * 1024;

/**
 * The request with a body the pipeline reads through, while we keep the underlying reader: when
 * the pipeline stops early (a refusal), `settle` reads what is left instead of leaving it unread
 * on the connection, where the next request would wait behind it until the server times out.
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
      // The pipeline stopped early; settle() decides what happens to the rest of the body.
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
      if (discarded > DISCARD_MAX_BYTES) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away; there is no connection left to keep.
  }
}

function declaredLength(req: Request): number | null {
  const length = Number(req.headers.get("content-length") ?? NaN);
  return Number.isFinite(length) ? length : null;
}

/** The multipart reader's errors carry a code and the user's words; keep them expected (4xx). */
function expected(error: unknown): unknown {
  if (error instanceof AppError || !(error instanceof Error) || error.name !== "AppError") return error;
  return new AppError((error as Error & { code: AppErrorCode }).code, error.message);
}

function rawFileName(req: Request): string {
  try {
    return decodeURIComponent(req.headers.get("x-file-name") ?? "");
  } catch {
    return "";
  }
}

async function receiveMultipart(options: UploadOptions): Promise<Omit<ReceivedUpload, "name"> & { rawName: string }> {
  const { req, field, kind } = options;
  const wanted = new Set(options.fields ?? []);
  const fields: Record<string, string> = {};
  let stored: StoredUpload | null = null;
  let rawName = "";
  try {
    for await (const part of readMultipart(req, { maxBytes: kind.maxBytes + FORM_OVERHEAD_BYTES, maxParts: 10 })) {
      if (part.name === field && part.filename !== null && stored === null) {
        stored = await storeUpload({ body: part.body, kind, key: options.key });
        rawName = part.filename;
      } else if (part.filename === null && wanted.has(part.name)) {
        fields[part.name] = await fieldText(part);
      }
    }
  } catch (error) {
    if (stored) await storage().delete(stored.key).catch(() => undefined);
    const failure = expected(error);
    // The form as a whole outgrew the file's limit: say so in the file's words.
    if (failure instanceof AppError && failure.code === "PAYLOAD_TOO_LARGE") throw new AppError("PAYLOAD_TOO_LARGE", sizeMessage(kind.maxBytes));
    throw failure;
  }
  if (!stored) throw new AppError("BAD_REQUEST", "Please choose a file");
  return { ...stored, fields, rawName };
}

type UploadOptions = {
  req: Request;
  /** The form field that holds the file (multipart only). */
  field: string;
  kind: UploadKind;
  /** Builds the storage key from the detected extension. */
  key: (extension: string) => string;
  /** Plain form fields to read alongside the file. */
  fields?: readonly string[];
  fallbackName?: string;
};

export async function receiveUpload(options: UploadOptions): Promise<ReceivedUpload> {
  const { kind } = options;
  const declared = declaredLength(options.req);
  const multipart = (options.req.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
  const limit = multipart ? kind.maxBytes + FORM_OVERHEAD_BYTES : kind.maxBytes;
  // Refused before a byte is read: the server discards the untouched body by itself.
  if (declared !== null && declared > limit) throw new AppError("PAYLOAD_TOO_LARGE", sizeMessage(kind.maxBytes));
  const { rawName, ...rest } = await settledOnRefusal(options.req, (req) =>
    multipart
      ? receiveMultipart({ ...options, req })
      : storeUpload({ body: req.body, declaredSize: declared, kind, key: options.key }).then((s) => ({ ...s, fields: {}, rawName: rawFileName(req) })),
  );
  return { ...rest, name: cleanFileName(rawName, options.fallbackName ?? "upload") };
}

/** Runs `read` on the request; if it refuses the body part-way, what is left is dealt with before the answer. */
export async function settledOnRefusal<T>(request: Request, read: (req: Request) => Promise<T>): Promise<T> {
  const { req, settle } = withSettledBody(request);
  try {
    return await read(req);
  } catch (error) {
    await settle();
    throw error;
  }
}
