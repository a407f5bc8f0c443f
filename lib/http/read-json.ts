// The one way a route handler reads a JSON body: JSON content type only (415 otherwise, which also
// turns away the text/plain bodies a foreign page can post without CORS), bounded while it
// streams (413), UTF-8 (400), valid JSON nested at most MAX_JSON_DEPTH deep (400: deeper
// nesting would overflow the stack of whatever walks it next), no control characters in any
// string (400), and, given a zod schema, parsed with it (400 with the first issue's message).
import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { INVALID_JSON_MESSAGE, parseJsonText } from "@/lib/validation/json";
import { CONTROL_CHARACTERS_MESSAGE, containsControlCharacters } from "@/lib/validation/text";
import { firstIssueMessage, parseSent } from "@/lib/validation/issue-message";

export const MAX_JSON_BYTES = 64 * 1024;
export { INVALID_JSON_MESSAGE };
export const JSON_CONTENT_TYPE_MESSAGE = "Send the request as application/json";
export const NOT_UTF8_MESSAGE = "The request body must be UTF-8 text";

export function isJsonContentType(contentType: string | null): boolean {
  const type = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/** A request body as UTF-8 text, refused past `maxBytes` while it streams (413) or when it is not UTF-8 (400). */
export async function readBounded(req: Request, maxBytes: number): Promise<string> {
  if (Number(req.headers.get("content-length") ?? 0) > maxBytes) {
    throw new AppError("BODY_TOO_LARGE", "The request body is too large");
  }
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { value, done } = await reader.read().catch(() => {
      throw new AppError("INVALID_INPUT", INVALID_JSON_MESSAGE);
    });
    if (done) break;
    size += value.byteLength;
    // Read no further (nor cancel, which would tear the request down under the answer): the server
    // in front answers at once and closes the connection (lib/http/unread-body.ts).
    if (size > maxBytes) throw new AppError("BODY_TOO_LARGE", "The request body is too large");
    chunks.push(value);
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new AppError("INVALID_INPUT", NOT_UTF8_MESSAGE);
  }
}

/**
 * Reads a body only to count it, keeping none of it (an upload-speed probe): refused by its
 * Content-Length before a byte is read, or with 413 as soon as it grows past `maxBytes`.
 */
export async function countBounded(req: Request, maxBytes: number): Promise<number> {
  if (Number(req.headers.get("content-length") ?? 0) > maxBytes) {
    throw new AppError("BODY_TOO_LARGE", "The request body is too large");
  }
  if (!req.body) return 0;
  const reader = req.body.getReader();
  let size = 0;
  for (;;) {
    const { value, done } = await reader.read().catch(() => {
      throw new AppError("INVALID_INPUT", "The request body was cut off");
    });
    if (done) return size;
    size += value.byteLength;
    // As readBounded: read no further; the server in front answers and closes the connection.
    if (size > maxBytes) throw new AppError("BODY_TOO_LARGE", "The request body is too large");
  }
}

export async function readJson(req: Request, options?: { maxBytes?: number }): Promise<unknown>;
export async function readJson<S extends z.ZodType>(req: Request, schema: S, options?: { maxBytes?: number }): Promise<z.output<S>>;
export async function readJson(req: Request, schemaOrOptions?: z.ZodType | { maxBytes?: number }, maybeOptions?: { maxBytes?: number }): Promise<unknown> {
  const schema = schemaOrOptions && "safeParse" in schemaOrOptions ? schemaOrOptions : undefined;
  const options = (schema ? maybeOptions : (schemaOrOptions as { maxBytes?: number } | undefined)) ?? {};
  if (!isJsonContentType(req.headers.get("content-type"))) throw new AppError("WRONG_CONTENT_TYPE", JSON_CONTENT_TYPE_MESSAGE);
  const body = parseJsonText(await readBounded(req, options.maxBytes ?? MAX_JSON_BYTES));
  if (containsControlCharacters(body)) throw new AppError("INVALID_INPUT", CONTROL_CHARACTERS_MESSAGE);
  if (!schema) return body;
  try {
    return parseSent(schema, body);
  } catch (error) {
    if (error instanceof z.ZodError) throw new AppError("INVALID_INPUT", firstIssueMessage(error));
    throw error;
  }
}
