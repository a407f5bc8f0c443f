// Text that reaches the database must be text: PostgreSQL refuses U+0000 outright, and other
// control characters (bar tab, line feed and carriage return) have no business in a name, a
// message or a job description. Every request body passes through here (readJson for JSON,
// fieldText for forms) and every zod text field may use `text()`, so one rule answers them all.
import { z } from "zod";

export const CONTROL_CHARACTERS_MESSAGE = "Text fields cannot contain control characters";

// C0 controls except \t \n \r, DEL, and the C1 controls.
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function hasControlCharacters(value: string): boolean {
  return FORBIDDEN.test(value);
}

/** True when any string anywhere in a parsed JSON value (keys included) holds a forbidden character. */
export function containsControlCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return hasControlCharacters(value);
  if (depth > 64 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => containsControlCharacters(item, depth + 1));
  return Object.entries(value).some(([key, item]) => hasControlCharacters(key) || containsControlCharacters(item, depth + 1));
}

/** A zod string that refuses control characters; chain trim/min/max on it as on z.string(). */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE);
}
