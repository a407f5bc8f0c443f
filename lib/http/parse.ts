// Parses input with a route's zod schema; the first issue's message becomes a 400.
import type { z } from "zod";
import { AppError } from "@/lib/errors/app-error";

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new AppError("BAD_REQUEST", parsed.error.issues[0]?.message ?? "Invalid request");
  return parsed.data;
}

export const searchParamsOf = (req: Request): Record<string, string> => Object.fromEntries(new URL(req.url).searchParams);
