// JSON text from outside (a request body, a form field) as a value. Nesting is bounded before
// parsing: a body of 25,000 "[" parses fine, then overflows the stack of the first recursive
// walker (next-auth, JSON.stringify, a control-character check) and answers 500.
import { AppError } from "@/lib/errors/app-error";

export const INVALID_JSON_MESSAGE = "The request body must be JSON";
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `JSON may be nested at most ${MAX_JSON_DEPTH} levels deep`;

/** The deepest nesting of arrays and objects in JSON text, counted in one pass without recursion. */
function nestingDepth(raw: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/**
 * JSON text (a body or a form field) as a value: invalid JSON and nesting deeper than
 * MAX_JSON_DEPTH are a 400 with `invalidMessage` or TOO_DEEP_MESSAGE.
 */
export function parseJsonText(raw: string, invalidMessage = INVALID_JSON_MESSAGE): unknown {
  if (nestingDepth(raw) > MAX_JSON_DEPTH) throw new AppError("INVALID_INPUT", TOO_DEEP_MESSAGE);
  try {
    return JSON.parse(raw);
  } catch {
    throw new AppError("INVALID_INPUT", invalidMessage);
  }
}
