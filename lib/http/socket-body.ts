// A resumable upload's slice, read straight from the socket. Next.js gives a route handler the
// request body as a web stream that copies every chunk Node.js received into a new buffer, behind
// two more stream stages; @tus/server then turns that web stream back into a Node.js stream. With
// 50 answers arriving at once, those copies are most of the server's memory growth (the
// "Answer uploads" section of docs/performance.md). So the HTTP server in front of Next.js
// (lib/http/peer-address-server.ts) lends a tus PATCH's own request to its route: it files the
// request under a random key and writes the key into SOCKET_BODY_HEADER, overwriting any copy the
// client sent; the route takes the body by that key (once) as a web stream of the very buffers
// Node.js read, pulled only as fast as the upload's store writes them.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { processWide } from "@/lib/process-wide";
import { RESUMABLE_PATH } from "@/lib/uploads/resumable-protocol";

export const SOCKET_BODY_HEADER = "x-hireready-socket-body";

// One registry for the server's copy of this module and the copy bundled into Next.js's routes.
function lent(): Map<string, IncomingMessage> {
  return processWide("socket-bodies", () => new Map<string, IncomingMessage>());
}

/** Lends a tus PATCH's body to its route until the request is answered; strips the header from every other request. */
export function lendSocketBody(req: IncomingMessage, res: ServerResponse): void {
  delete req.headers[SOCKET_BODY_HEADER];
  if (req.method !== "PATCH" || !req.url?.startsWith(`${RESUMABLE_PATH}/`)) return;
  const key = randomUUID();
  req.headers[SOCKET_BODY_HEADER] = key;
  lent().set(key, req);
  res.once("close", () => lent().delete(key));
}

/** The request's body as the server in front of Next.js lent it, or Next.js's own when none was lent. */
export function socketBody(req: Request): ReadableStream<Uint8Array> | null {
  const key = req.headers.get(SOCKET_BODY_HEADER);
  const body = key ? lent().get(key) : undefined;
  if (!body) return req.body;
  lent().delete(key!);
  return readAsPulled(body);
}

/** The buffers Node.js read, handed on as they are; the socket is read only while the reader wants more. */
function readAsPulled(body: IncomingMessage): ReadableStream<Uint8Array> {
  let stop = () => undefined as void;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const onData = (chunk: Buffer) => {
          controller.enqueue(chunk);
          if ((controller.desiredSize ?? 0) <= 0) body.pause();
        };
        const onEnd = () => {
          stop();
          controller.close();
        };
        const onCut = () => {
          stop();
          controller.error(Object.assign(new Error("The request was cut off"), { code: "ECONNRESET" }));
        };
        const onClose = () => {
          if (!body.complete) onCut();
        };
        stop = () => {
          body.off("data", onData);
          body.off("end", onEnd);
          body.off("error", onCut);
          body.off("close", onClose);
        };
        body.on("data", onData);
        body.once("end", onEnd);
        body.once("error", onCut);
        body.once("close", onClose);
        body.pause();
      },
      pull() {
        body.resume();
      },
      cancel() {
        // What is left of the body is the server's to drop (lib/http/unread-body.ts).
        stop();
        body.pause();
      },
    },
    { highWaterMark: 1 },
  );
}
