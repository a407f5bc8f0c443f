// The words a client reads for a refused field. Our schemas write their own (the spec's, or ones
// that name the field); where zod's own words stand ("Invalid input: expected number, received
// undefined"), they are said with the field's name, and a field left out is said to be missing.
// Whether a field was left out is read from what was sent when the parse kept it (`parseSent`):
// a number read from text (a form's field, a query's) is NaN to zod whether it was left out or
// sent as words, and only the input tells the two apart.
import { z } from "zod";

/** zod's own English messages begin so; ours never do. */
const ZOD_OWN =
  /^(Invalid input|Invalid option|Invalid value|Invalid string|Invalid number|Invalid element|Invalid key|Too big|Too small|Unrecognized keys?)\b/;

/** What was sent, for the errors of `parseSent`. */
const SENT = new WeakMap<z.ZodError, unknown>();

/** Whether the issue's field is absent from what was sent (false when that is not known). */
function leftOut(sent: unknown, path: readonly PropertyKey[]): boolean {
  let at = sent;
  for (const key of path.slice(0, -1)) {
    if (at === null || typeof at !== "object") return false;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at !== null && typeof at === "object" && (at as Record<PropertyKey, unknown>)[path.at(-1)!] === undefined;
}

/** The words of one issue; `sent` (the input, when known) tells a field left out from one sent wrong. */
export function issueMessage(issue: z.core.$ZodIssue, sent?: unknown): string {
  if (!ZOD_OWN.test(issue.message) || issue.path.length === 0) return issue.message;
  const field = issue.path.map(String).join(".");
  if (issue.code === "invalid_type") {
    if (issue.message.endsWith("received undefined") || leftOut(sent, issue.path)) return `${field} is missing`;
    if (issue.message.endsWith("received NaN")) return `${field} is not a number`;
  }
  return `${field}: ${issue.message}`;
}

/** The words of an error's first issue, in the schema's order (the spec's order). */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? issueMessage(issue, SENT.get(error)) : "Invalid request";
}

/**
 * Parses what a client sent; a failure throws the ZodError as zod gives it, remembering the input
 * so its message can say a field is missing rather than of the wrong type.
 */
export function parseSent<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = z.safeParse(schema, input);
  if (parsed.success) return parsed.data;
  SENT.set(parsed.error, input);
  throw parsed.error;
}

/**
 * A zod `error` for a field whose own message speaks of a wrong value: a field left out is told
 * it is missing instead ("duration_ms is missing"), never the wrong value's words.
 */
export function missingOr(field: string, message: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? `${field} is missing` : message);
}
