// Next.js drops Content-Length from every route handler's Response (its send-response.ts: fetch may
// have decoded the body it came from), so a stored file would go out chunked, and Safari's player
// wants the length of a range it asked for. fileResponse names the length in FILE_LENGTH_HEADER
// as well, and the server in front of Next.js puts it back as Content-Length when the headers go out.
import type { ServerResponse } from "node:http";

export const FILE_LENGTH_HEADER = "x-file-length";

export function restoreFileLength(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    const length = res.getHeader(FILE_LENGTH_HEADER);
    if (length !== undefined) {
      res.removeHeader(FILE_LENGTH_HEADER);
      // A compressed body has another length: it goes out chunked, as it would anyway.
      if (!res.hasHeader("content-encoding") && /^\d+$/.test(String(length))) {
        res.removeHeader("transfer-encoding");
        res.setHeader("Content-Length", String(length));
      }
    }
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}
