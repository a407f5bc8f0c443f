// Request bodies read once, bounded, and parsed with the route's zod schema.
import type { z } from "zod";
import { AppError } from "./app-error";

const MAX_JSON_BYTES = 64 * 1024;

export async function readJson<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  const length = Number(req.headers.get("content-length") ?? 0);
  if (length > MAX_JSON_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "The request body is too large");
  const body: unknown = await req.json().catch(() => undefined);
  if (body === undefined) throw new AppError("BAD_REQUEST", "The request body must be JSON");
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AppError("BAD_REQUEST", parsed.error.issues[0]?.message ?? "Invalid request");
  return parsed.data;
}
