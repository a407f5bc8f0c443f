// Ids taken from a URL's path. Anything that is not a UUID cannot name a row, so the route builder
// answers it as not found (404 with the schema's message) rather than as a bad request.
import { z } from "zod";
import { isUuid } from "@/lib/db/uuid";

/** Marks the issue of a path id that names nothing. */
export const NOT_FOUND_ISSUE = "notFound";

/** A UUID from the path or query; anything else is "<what> not found", or `message` when given. */
export function zPathId(what: string, message = `${what} not found`) {
  // Documented as a UUID (OpenAPI), though any string is read and answered 404 when it is not one.
  return z
    .string()
    .meta({ format: "uuid" })
    .transform((value, ctx) => {
      if (isUuid(value)) return value.toLowerCase();
      ctx.addIssue({ code: "custom", message, params: { [NOT_FOUND_ISSUE]: true } });
      return z.NEVER;
    });
}

/** True when a zod issue is a path id that names nothing. */
export function isNotFoundIssue(issue: z.core.$ZodIssue): boolean {
  return issue.code === "custom" && Boolean((issue.params as Record<string, unknown> | undefined)?.[NOT_FOUND_ISSUE]);
}
