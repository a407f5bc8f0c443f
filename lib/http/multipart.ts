// The multipart/form-data reader under the form receiver: busboy parses, and this module keeps our
// rules around it. Parts arrive one at a time and a file part's body is a stream of chunks, so an
// upload flows to storage without ever sitting whole in memory (Request.formData() would buffer
// it). Reading is pulled by the consumer: the request's next chunk goes to the parser only once the
// parser has taken the last one, and busboy holds a chunk back until the file part's reader asks
// for it, so a slow consumer (storage) pauses the request instead of letting its bytes pile up.
// A body past its cap, a form that does not open with its boundary, too many parts or a field too
// long are refused as they stream.
import type { Readable } from "node:stream";
import busboy, { type Busboy } from "busboy";
import { AppError } from "@/lib/errors/app-error";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "@/lib/validation/text";

export type MultipartPart = {
  name: string;
  /** Set for file parts (possibly ""), null for plain fields. */
  filename: string | null;
  contentType: string;
  /** Read it (or not) before asking for the next part; what is left unread is skipped. */
  body: AsyncIterable<Buffer>;
  /** A plain field longer than the reader keeps (`maxFieldBytes`): its body is cut short. */
  truncated?: boolean;
};

export type MultipartLimits = {
  /** Largest total request the caller accepts; larger bodies fail as they stream. */
  maxBytes: number;
  maxParts?: number;
  /** Longest plain field kept (64 KB unless given); a longer one is refused by fieldText(). */
  maxFieldBytes?: number;
};

/** How far into the body its first boundary must appear. */
const OPENING_MAX_BYTES = 64 * 1024;
const MALFORMED = "Malformed form data";

export function multipartBoundary(contentType: string | null): string {
  const match = contentType?.match(/^multipart\/form-data\s*;.*?boundary=(?:"([^"]+)"|([^\s;]+))/i);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary || boundary.length > 200) {
    throw new AppError("WRONG_CONTENT_TYPE", "Send the form as multipart/form-data");
  }
  return boundary;
}

type Arrival =
  | { kind: "field"; name: string; value: string; truncated: boolean; contentType: string }
  // busboy streams a part with no file name too when it says application/octet-stream: read as a field.
  | { kind: "file"; name: string; filename: string | null; contentType: string; stream: Readable };

/** busboy's refusals in our words: a form cut short, or one that is not well formed. */
function refusal(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const message = error instanceof Error ? error.message : "";
  return new AppError("INVALID_INPUT", /unexpected end/i.test(message) ? "The upload ended early" : MALFORMED);
}

export async function* readMultipart(request: Request, limits: MultipartLimits): AsyncGenerator<MultipartPart> {
  const contentType = request.headers.get("content-type");
  const boundary = multipartBoundary(contentType);
  if (!request.body) throw new AppError("INVALID_INPUT", "The form is empty");
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > limits.maxBytes) throw new AppError("BODY_TOO_LARGE", "The upload is too large");
  const maxParts = limits.maxParts ?? 20;

  let parser: Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType! },
      // The name as the client sent it, path and all (lib/uploads/file-name.ts cleans it), in UTF-8 as browsers send it.
      preservePath: true,
      defParamCharset: "utf8",
      limits: { fieldSize: limits.maxFieldBytes ?? 64 * 1024, headerPairs: 100 },
    });
  } catch (error) {
    throw refusal(error);
  }

  const arrivals: Arrival[] = [];
  let failure: unknown = null;
  let finished = false;
  let wake = () => undefined as void;
  let changed = new Promise<void>((resolve) => (wake = resolve));
  const bump = () => {
    const resolve = wake;
    changed = new Promise<void>((next) => (wake = next));
    resolve();
  };
  const fail = (error: unknown) => {
    failure ??= refusal(error);
    bump();
  };

  let parts = 0;
  const counted = () => {
    if (++parts > maxParts) fail(new AppError("INVALID_INPUT", "The form has too many fields"));
    return failure === null;
  };
  parser.on("field", (name, value, info) => {
    if (counted()) arrivals.push({ kind: "field", name, value, truncated: info.valueTruncated, contentType: info.mimeType });
    bump();
  });
  parser.on("file", (name, stream, info) => {
    // A form cut short destroys the file part with an error, handed out yet or not: the parser's own error reports it.
    stream.on("error", () => undefined);
    if (counted()) arrivals.push({ kind: "file", name, filename: info.filename ?? null, contentType: info.mimeType, stream });
    else stream.resume();
    bump();
  });
  parser.on("error", fail);
  parser.on("finish", () => {
    finished = true;
    bump();
  });

  // Feeds the parser one chunk at a time, each once it has taken the last.
  const reader = request.body.getReader();
  let stopped = false;
  const opening = Buffer.from(`--${boundary}`);
  const pump = async () => {
    let total = 0;
    let head: Buffer | null = Buffer.alloc(0);
    for (;;) {
      const { value, done } = await reader.read();
      if (stopped) return;
      if (done) return void parser.end();
      total += value.byteLength;
      if (total > limits.maxBytes) throw new AppError("BODY_TOO_LARGE", "The upload is too large");
      const chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      if (head) {
        // busboy passes over any bytes before the first boundary; we refuse a body that shows none early on.
        head = Buffer.concat([head, chunk]);
        if (head.includes(opening)) head = null;
        else if (head.length > OPENING_MAX_BYTES) throw new AppError("INVALID_INPUT", MALFORMED);
      }
      await new Promise<void>((resolve, reject) => parser.write(chunk, (error) => (error ? reject(error) : resolve())));
      if (stopped || failure) return;
    }
  };
  pump().catch(fail);

  let open: Readable | null = null;
  try {
    for (;;) {
      if (failure) throw failure;
      const next = arrivals.shift();
      if (next) {
        if (next.kind === "field") {
          yield { name: next.name, filename: null, contentType: next.contentType, body: once(Buffer.from(next.value, "utf8")), truncated: next.truncated };
        } else {
          open = next.stream;
          yield { name: next.name, filename: next.filename, contentType: next.contentType, body: chunksOf(next.stream) };
          // Whatever the caller left unread is skipped.
          skip(open);
          open = null;
        }
        continue;
      }
      if (finished) return;
      await changed;
    }
  } finally {
    stopped = true;
    if (open) skip(open);
    if (!finished) {
      parser.removeAllListeners("finish");
      parser.on("error", () => undefined);
      parser.destroy();
      void reader.cancel().catch(() => undefined);
    }
  }

  /** The chunks of a file part as they arrive; a failure of the form ends them at once. */
  async function* chunksOf(stream: Readable): AsyncGenerator<Buffer> {
    let ended = false;
    const onEnd = () => {
      ended = true;
      bump();
    };
    const onError = (error: unknown) => fail(error);
    stream.on("readable", bump);
    stream.once("end", onEnd);
    stream.once("error", onError);
    try {
      for (;;) {
        if (failure) throw failure;
        const chunk = stream.read() as Buffer | null;
        if (chunk !== null) {
          yield chunk;
          continue;
        }
        if (ended || stream.readableEnded) return;
        await changed;
      }
    } finally {
      stream.off("readable", bump);
      stream.off("end", onEnd);
      stream.off("error", onError);
    }
  }
}

async function* once(chunk: Buffer): AsyncGenerator<Buffer> {
  yield chunk;
}

/** Lets the rest of a file part flow past unread (busboy waits for it before the next part). */
function skip(stream: Readable): void {
  if (stream.readableEnded) return;
  stream.removeAllListeners("readable");
  stream.resume();
}

/** Reads a plain field's value (bounded). */
export async function fieldText(part: MultipartPart, maxBytes = 4 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.body) {
    size += chunk.length;
    if (size > maxBytes) throw new AppError("INVALID_INPUT", `The ${part.name} field is too long`);
    chunks.push(chunk);
  }
  if (part.truncated) throw new AppError("INVALID_INPUT", `The ${part.name} field is too long`);
  const text = Buffer.concat(chunks).toString("utf8");
  if (hasControlCharacters(text)) throw new AppError("INVALID_INPUT", CONTROL_CHARACTERS_MESSAGE);
  return text;
}
