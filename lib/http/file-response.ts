// The one way a stored file is answered: byte ranges (Safari asks for "bytes=0-1" first and plays
// nothing from a server that answers 200), If-Range, HEAD and a 416 for a range past the end.
// A request for several ranges gets the whole file, which HTTP allows.
import { Readable } from "node:stream";
import { RangeNotSatisfiableError, type ByteRangeRequest, type StoredFile } from "@/lib/storage";
import { FILE_LENGTH_HEADER } from "./file-length";

/** Opens the file, only the given bytes when a range is passed; throws (404, 403…) as the route's domain does. */
export type OpenFile = (range: ByteRangeRequest | undefined) => Promise<StoredFile>;

/** The single range a Range header asks for; undefined for none, several, or one that cannot be read. */
export function parseRangeHeader(value: string | null): ByteRangeRequest | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(value?.replace(/\s+/g, "") ?? "");
  if (!match) return undefined;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return undefined;
  const start = Number(first);
  const end = Number(last);
  if (first === "") return Number.isSafeInteger(end) ? { suffix: end } : undefined;
  if (!Number.isSafeInteger(start) || (last !== "" && (!Number.isSafeInteger(end) || end < start))) return undefined;
  return last === "" ? { start } : { start, end };
}

/** Whether If-Range names this version of the file (a strong ETag or the exact modification time). */
function sameVersion(ifRange: string, file: StoredFile): boolean {
  if (ifRange.startsWith('"') || ifRange.startsWith("W/")) {
    return !ifRange.startsWith("W/") && !!file.etag && !file.etag.startsWith("W/") && ifRange === file.etag;
  }
  const date = Date.parse(ifRange);
  return !!file.lastModified && !Number.isNaN(date) && Math.floor(file.lastModified.getTime() / 1000) === Math.floor(date / 1000);
}

function validators(file: StoredFile): Record<string, string> {
  return {
    ...(file.etag ? { ETag: file.etag } : {}),
    ...(file.lastModified ? { "Last-Modified": file.lastModified.toUTCString() } : {}),
  };
}

async function openForRequest(req: Request, open: OpenFile): Promise<StoredFile | RangeNotSatisfiableError> {
  const range = parseRangeHeader(req.headers.get("range"));
  const ifRange = req.headers.get("if-range");
  try {
    const file = await open(range);
    if (!file.range || !ifRange || sameVersion(ifRange, file)) return file;
    // The client holds another version: its range of this one would be mixed with the old bytes.
    file.body.destroy();
    return await open(undefined);
  } catch (error) {
    if (!(error instanceof RangeNotSatisfiableError)) throw error;
    if (!ifRange) return error;
    const whole = await open(undefined);
    if (!sameVersion(ifRange, whole)) return whole;
    whole.body.destroy();
    return error;
  }
}

/**
 * Answers GET and HEAD for a stored file: 200 with the whole file, 206 with the range asked for,
 * 416 for a range past its end. `headers` are the route's own (type, disposition, caching).
 */
export async function fileResponse(req: Request, open: OpenFile, headers: Record<string, string> = {}): Promise<Response> {
  const opened = await openForRequest(req, open);
  const common = { "Accept-Ranges": "bytes", ...headers };
  if (opened instanceof RangeNotSatisfiableError) {
    return new Response(null, { status: 416, headers: { ...common, "Content-Range": `bytes */${opened.size}` } });
  }
  const file = opened;
  const length = file.range ? file.range.end - file.range.start + 1 : file.size;
  const responseHeaders = new Headers({
    "Content-Type": file.contentType,
    ...common,
    ...validators(file),
    "Content-Length": String(length),
    [FILE_LENGTH_HEADER]: String(length),
    ...(file.range ? { "Content-Range": `bytes ${file.range.start}-${file.range.end}/${file.size}` } : {}),
  });
  const status = file.range ? 206 : 200;
  if (req.method === "HEAD") {
    file.body.destroy();
    return new Response(null, { status, headers: responseHeaders });
  }
  // A client that hangs up mid-download cancels the web stream, which closes the file.
  return new Response(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, { status, headers: responseHeaders });
}
