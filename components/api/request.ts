// The browser's one way to call our API. Whatever the route answers, the caller gets one shape:
// the JSON on success, or the status and the words to show (the spec's routes put them in
// `error` or `message`). An answer without words (a proxy's HTML page, an empty body) or no answer
// at all gets the caller's wording.
import { signOutToLogin } from "@/components/auth/browser-session";
import type { AppErrorCode } from "@/lib/errors/app-error";

export const GENERIC_FAILURE = "Something went wrong. Please try again.";
export const NO_CONNECTION = "No connection. Check your internet and try again.";
/** The spec's words for any failed upload. */
export const UPLOAD_FAILED = "something went wrong while uploading file";

export type RequestResult<T> =
  | { ok: true; status: number; data: T }
  /**
   * `code`: what happened, as the route named it (lib/errors/app-error.ts): branch on it, not on the
   * words. `details`: the rest of a refusal's JSON (a form's field errors, a wait in seconds).
   */
  | { ok: false; status: number; error: string; code?: AppErrorCode; field?: string; details: Record<string, unknown> };

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A JSON body (the method defaults to POST). */
  json?: unknown;
  /** A form or a file sent as it is (the method defaults to POST). */
  body?: FormData | Blob;
  headers?: Record<string, string>;
  /** A signed-in page: a 401 means the session ended, so the browser signs out (spec section 4). */
  signedIn?: boolean;
  /** The words for an unexpected failure. */
  fallback?: string;
  /** The words when the request did not get through (defaults to NO_CONNECTION). */
  offline?: string;
  /** Sent even while the page is being left. */
  keepalive?: boolean;
};

type ErrorBody = { error?: unknown; message?: unknown; code?: unknown; field?: unknown };

export async function request<T = Record<string, unknown>>(url: string, options: RequestOptions = {}): Promise<RequestResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.json !== undefined) headers["content-type"] = "application/json";
  const hasBody = options.json !== undefined || options.body !== undefined;
  let res: Response;
  try {
    res = await fetch(url, {
      method: options.method ?? (hasBody ? "POST" : "GET"),
      headers,
      body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
      credentials: "same-origin",
      cache: "no-store",
      keepalive: options.keepalive,
    });
  } catch {
    return { ok: false, status: 0, error: options.offline ?? NO_CONNECTION, details: {} };
  }
  const data: unknown = await res.json().catch(() => null);
  if (res.ok) return { ok: true, status: res.status, data: data as T };
  if (res.status === 401 && options.signedIn) signOutToLogin();
  const body = (data !== null && typeof data === "object" ? data : {}) as ErrorBody & Record<string, unknown>;
  const said = typeof body.error === "string" ? body.error : typeof body.message === "string" ? body.message : undefined;
  return {
    ok: false,
    status: res.status,
    error: said ?? options.fallback ?? GENERIC_FAILURE,
    ...(typeof body.code === "string" ? { code: body.code as AppErrorCode } : {}),
    ...(typeof body.field === "string" ? { field: body.field } : {}),
    details: body,
  };
}

/** A file streamed as the request body (no multipart framing), named in `x-file-name`. */
export function fileBody(file: File): Pick<RequestOptions, "body" | "headers"> {
  return { body: file, headers: { "content-type": file.type || "application/octet-stream", "x-file-name": encodeURIComponent(file.name) } };
}

/** A multipart form of the given fields, in their order. */
export function formOf(fields: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** A file of ours (a signed /api/files link) downloaded whole, or null when it could not be. */
export async function downloadFile(url: string): Promise<Blob | null> {
  try {
    const res = await fetch(url);
    return res.ok ? await res.blob() : null;
  } catch {
    return null;
  }
}
