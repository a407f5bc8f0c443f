// The refusals @tus/server writes itself (its words as plain text: "Upload-Offset conflict",
// "Tus-Resumable Required", "failed to acquire lock before timeout") said as every error of ours,
// `{ error, code }` in JSON. tus's status stays: the protocol's clients act on it (409 resumes from
// HEAD's offset, 412 names the version). A refusal of ours (already `{ error, code }`) passes as it is.
import type { AppErrorCode } from "@/lib/errors/app-error";

/** What a client branches on for each status tus answers with. */
export function tusErrorCode(status: number, words: string): AppErrorCode {
  if (status === 404 || status === 410) return "NOT_FOUND";
  if (status === 409) return "UPLOAD_OFFSET_CONFLICT";
  if (status === 413) return "BODY_TOO_LARGE";
  if (status === 500 && /lock/i.test(words)) return "BUSY";
  if (status >= 500) return "UNEXPECTED";
  return "UPLOAD_PROTOCOL";
}

function isOurs(text: string): boolean {
  try {
    const body = JSON.parse(text) as unknown;
    return typeof body === "object" && body !== null && "code" in body && "error" in body;
  } catch {
    return false;
  }
}

/** tus's answer, with an error's body turned into `{ error, code }` (a HEAD's stays empty: it has no body). */
export async function withErrorCode(res: Response, method: string): Promise<Response> {
  if (res.status < 400 || method === "HEAD") return res;
  const text = await res.text();
  if (isOurs(text)) return new Response(text, { status: res.status, headers: jsonHeaders(res.headers) });
  const words = text.trim() || res.statusText || "The upload was refused";
  const code = tusErrorCode(res.status, words);
  const body = code === "BUSY" ? { error: words, code, retryable: true } : { error: words, code };
  return new Response(JSON.stringify(body), { status: res.status, headers: jsonHeaders(res.headers) });
}

function jsonHeaders(from: Headers): Headers {
  const headers = new Headers(from);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  return headers;
}
