// next-auth reads a POST body itself and answers a malformed one with a 500: such requests are
// refused here first, and a good body is handed on in a fresh request. next-auth signs in with
// Google only: a password goes to POST /api/auth/login, so its credentials actions are not found.
import { NextRequest } from "next/server";
import { AppError } from "@/lib/errors/app-error";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "@/lib/validation/text";
import { isJsonContentType, MAX_JSON_BYTES, readBounded, readJson } from "./read-json";

export const PASSWORD_SIGN_IN_PATH_MESSAGE = "Sign in with an e-mail and password at POST /api/auth/login";

/** The request next-auth may be given for the action `segments` names (`["callback", "google"]`, …). */
export async function checkedNextAuthRequest(req: Request, segments: readonly string[]): Promise<Request> {
  if (segments[1] === "credentials") throw new AppError("NOT_FOUND", PASSWORD_SIGN_IN_PATH_MESSAGE);
  if (req.method !== "POST" || !req.body) return req;
  return new NextRequest(req.url, { method: req.method, headers: req.headers, body: await checkedBody(req) });
}

/** A JSON object, or a form without control characters. */
async function checkedBody(req: Request): Promise<string> {
  if (isJsonContentType(req.headers.get("content-type"))) {
    const json = await readJson(req);
    if (json === null || typeof json !== "object" || Array.isArray(json)) throw new AppError("INVALID_INPUT", "The request body must be a JSON object");
    return JSON.stringify(json);
  }
  const body = await readBounded(req, MAX_JSON_BYTES);
  let decoded: string;
  try {
    decoded = decodeURIComponent(body.replace(/\+/g, " "));
  } catch {
    throw new AppError("INVALID_INPUT", "The form is malformed");
  }
  if (hasControlCharacters(decoded)) throw new AppError("INVALID_INPUT", CONTROL_CHARACTERS_MESSAGE);
  return body;
}
