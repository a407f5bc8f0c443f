// The words a client reads for a refused field. Our schemas write their own (the spec's, or ones
// that name the field); where zod's own words stand ("Invalid input: expected number, received
// undefined"), they are said with the field's name, and a field left out is said to be missing.
import type { z } from "zod";

/** zod's own English messages begin so; ours never do. */
const ZOD_OWN = /^(Invalid input|Invalid option|Invalid value|Invalid string|Invalid number|Invalid element|Invalid key|Too big|Too small)\b/;

export function issueMessage(issue: z.core.$ZodIssue): string {
  if (!ZOD_OWN.test(issue.message) || issue.path.length === 0) return issue.message;
  const field = issue.path.map(String).join(".");
  if (issue.code === "invalid_type" && issue.message.endsWith("received undefined")) return `${field} is missing`;
  return `${field}: ${issue.message}`;
}

/**
 * A zod `error` for a field whose own message speaks of a wrong value: a field left out is told
 * it is missing instead ("duration_ms is missing"), never the wrong value's words.
 */
export function missingOr(field: string, message: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? `${field} is missing` : message);
}
