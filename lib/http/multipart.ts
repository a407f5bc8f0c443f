// A streaming multipart/form-data reader for route handlers: parts arrive one at a time and a
// file part's body is an async stream of chunks, so an upload flows to storage without ever
// sitting whole in memory. (Request.formData() would buffer the entire body.) Reading is pulled by
// the consumer: the next chunk is read from the request only when the part's reader asks for it,
// so a slow consumer (storage) pauses the request instead of letting its bytes pile up here.
import { AppError } from "@/lib/errors/app-error";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "@/lib/validation/text";

export type MultipartPart = {
  name: string;
  /** Set for file parts (possibly ""), null for plain fields. */
  filename: string | null;
  contentType: string;
  /** Read it (or not) before asking for the next part; what is left unread is skipped. */
  body: AsyncIterable<Buffer>;
};

export type MultipartLimits = {
  /** Largest total request the caller accepts; larger bodies fail as they stream. */
  maxBytes: number;
  maxParts?: number;
  maxHeaderBytes?: number;
};

const HEADER_END = Buffer.from("\r\n\r\n");

export function multipartBoundary(contentType: string | null): string {
  const match = contentType?.match(/^multipart\/form-data\s*;.*?boundary=(?:"([^"]+)"|([^\s;]+))/i);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary || boundary.length > 200) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the form as multipart/form-data");
  }
  return boundary;
}

/** Pulls chunks from a web stream into one growing buffer, with a total byte limit. */
class Source {
  buffer: Buffer = Buffer.alloc(0);
  private ended = false;
  private total = 0;
  constructor(
    private readonly reader: ReadableStreamDefaultReader<Uint8Array>,
    private readonly maxBytes: number,
  ) {}

  /** Reads one more chunk; false at the end of the stream. */
  async more(): Promise<boolean> {
    if (this.ended) return false;
    const { value, done } = await this.reader.read();
    if (done) {
      this.ended = true;
      return false;
    }
    this.total += value.byteLength;
    if (this.total > this.maxBytes) {
      await this.reader.cancel().catch(() => undefined);
      throw new AppError("PAYLOAD_TOO_LARGE", "The upload is too large");
    }
    // Never changed in place (only replaced), so the parts handed out below are views, not copies.
    const chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    return true;
  }

  /** Waits until `needle` is in the buffer; its index, or -1 past `limit` bytes or at the end. */
  async find(needle: Buffer, limit = Infinity): Promise<number> {
    for (;;) {
      const at = this.buffer.indexOf(needle);
      if (at !== -1) return at;
      if (this.buffer.length > limit) return -1;
      if (!(await this.more())) return -1;
    }
  }

  take(n: number): Buffer {
    const head = this.buffer.subarray(0, n);
    this.buffer = this.buffer.subarray(n);
    return head;
  }

  async atLeast(n: number): Promise<boolean> {
    while (this.buffer.length < n) if (!(await this.more())) return false;
    return true;
  }
}

function parseHeaders(block: string) {
  const headers = new Map<string, string>();
  for (const line of block.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const disposition = headers.get("content-disposition") ?? "";
  const param = (key: string) => {
    const m = disposition.match(new RegExp(`(?:^|;)\\s*${key}="((?:[^"\\\\]|\\\\.)*)"`, "i"));
    if (m) return m[1]!.replace(/\\(.)/g, "$1");
    const bare = disposition.match(new RegExp(`(?:^|;)\\s*${key}=([^;\\s]+)`, "i"));
    return bare ? bare[1]! : null;
  };
  const name = param("name");
  if (!/^form-data/i.test(disposition) || name === null) throw new AppError("BAD_REQUEST", "Malformed form data");
  return {
    name,
    filename: param("filename"),
    contentType: headers.get("content-type") ?? "text/plain",
  };
}

export async function* readMultipart(request: Request, limits: MultipartLimits): AsyncGenerator<MultipartPart> {
  const boundary = multipartBoundary(request.headers.get("content-type"));
  if (!request.body) throw new AppError("BAD_REQUEST", "The form is empty");
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > limits.maxBytes) throw new AppError("PAYLOAD_TOO_LARGE", "The upload is too large");
  const source = new Source(request.body.getReader(), limits.maxBytes);
  const opening = Buffer.from(`--${boundary}`);
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const maxHeaderBytes = limits.maxHeaderBytes ?? 8 * 1024;
  const maxParts = limits.maxParts ?? 20;

  const first = await source.find(opening, 64 * 1024);
  if (first === -1) throw new AppError("BAD_REQUEST", "Malformed form data");
  source.take(first + opening.length);

  for (let parts = 0; ; parts++) {
    // After a delimiter: "--" ends the form, CRLF starts the next part.
    if (!(await source.atLeast(2))) throw new AppError("BAD_REQUEST", "Malformed form data");
    const after = source.take(2).toString("latin1");
    if (after === "--") return;
    if (after !== "\r\n") throw new AppError("BAD_REQUEST", "Malformed form data");
    if (parts >= maxParts) throw new AppError("BAD_REQUEST", "The form has too many fields");

    const headerEnd = await source.find(HEADER_END, maxHeaderBytes);
    if (headerEnd === -1) throw new AppError("BAD_REQUEST", "Malformed form data");
    const headers = parseHeaders(source.take(headerEnd).toString("utf8"));
    source.take(HEADER_END.length);

    let finished = false;
    // The part's body: chunks up to the next delimiter, keeping back a tail that could be the
    // start of a delimiter split across two chunks.
    async function* body(): AsyncGenerator<Buffer> {
      while (!finished) {
        const at = source.buffer.indexOf(delimiter);
        if (at !== -1) {
          const last = source.take(at);
          source.take(delimiter.length);
          finished = true;
          if (last.length) yield last;
          return;
        }
        const safe = source.buffer.length - (delimiter.length - 1);
        if (safe > 0) yield source.take(safe);
        if (!(await source.more())) throw new AppError("BAD_REQUEST", "The upload ended early");
      }
    }
    yield { ...headers, body: body() };
    // Skip whatever the caller left unread (even if it stopped reading halfway).
    while (!finished) {
      const at = source.buffer.indexOf(delimiter);
      if (at !== -1) {
        source.take(at + delimiter.length);
        finished = true;
      } else {
        source.take(Math.max(0, source.buffer.length - (delimiter.length - 1)));
        if (!(await source.more())) throw new AppError("BAD_REQUEST", "The upload ended early");
      }
    }
  }
}

/** Reads a plain field's value (bounded). */
export async function fieldText(part: MultipartPart, maxBytes = 4 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.body) {
    size += chunk.length;
    if (size > maxBytes) throw new AppError("BAD_REQUEST", `The ${part.name} field is too long`);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (hasControlCharacters(text)) throw new AppError("BAD_REQUEST", CONTROL_CHARACTERS_MESSAGE);
  return text;
}
