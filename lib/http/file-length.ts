// Next.js drops Content-Length from every route handler's Response (its send-response.ts: fetch may
// have decoded the body it came from), so a stored file would go out chunked, and Safari's player
// wants the length of a range it asked for. fileResponse names the length in FILE_LENGTH_HEADER
// as well, and the server in front of Next.js puts it back as Content-Length when the headers go
// out (lib/http/front-response.ts).
import type { ServerResponse } from "node:http";

export const FILE_LENGTH_HEADER = "x-file-length";

/** Turns FILE_LENGTH_HEADER back into Content-Length; called as the answer's headers are written. */
export function restoreFileLength(res: ServerResponse): void {
  const length = res.getHeader(FILE_LENGTH_HEADER);
  if (length === undefined) return;
  res.removeHeader(FILE_LENGTH_HEADER);
  // A compressed body has another length: it goes out chunked, as it would anyway.
  if (!res.hasHeader("content-encoding") && /^\d+$/.test(String(length))) {
    res.removeHeader("transfer-encoding");
    res.setHeader("Content-Length", String(length));
  }
}
