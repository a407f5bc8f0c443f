// A route may answer before it has read the whole request body: an upload refused for its type,
// size, length or target is answered as soon as that is known. Node.js then keeps the connection
// open, but the body's remaining bytes are still on it, stuck behind Next.js's half-read stream:
// the next request on that socket waits until the keep-alive timeout and is reset. So an answer
// written while the body is still arriving says `Connection: close` (lib/http/front-response.ts
// calls closeIfBodyUnread as its headers are written); once it has been sent, the rest of the body
// is read and thrown away for a moment (so the client, still sending, reads our answer instead of
// a reset), then the connection is closed.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/** How long a closing connection keeps swallowing the refused body before it is cut. */
const LINGER_MS = 5_000;

function hasUnreadBody(req: IncomingMessage): boolean {
  // A request without a body may be answered before Node marks it complete: it has nothing left.
  const hasBody = req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
  return hasBody && !req.complete;
}

/** Reads and drops whatever is left of the body, then closes; the answer has been sent. */
function lingerThenClose(req: IncomingMessage, socket: Socket): void {
  // Node ends the socket of a `Connection: close` answer once it is sent, and destroys it as soon
  // as that end has gone out (it listens for the socket's own 'finish'). A socket destroyed with
  // bytes still arriving answers them with a reset, which may take our answer with it: the socket
  // is destroyed here instead, once the body has been read or the lingering time is over.
  if (socket.destroyed || !socket.writableEnded) return;
  const destroy = socket.destroy.bind(socket);
  socket.removeListener("finish", socket.destroy);
  const timer = setTimeout(destroy, LINGER_MS);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
  // Next.js's reader stopped pulling; flowing mode with a no-op listener drains the parser.
  req.removeAllListeners("readable");
  req.on("data", () => undefined);
  req.once("end", destroy);
  req.once("error", destroy);
  req.resume();
}

/** Says `Connection: close` on an answer written before its request's body has all arrived, and lingers after it. */
export function closeIfBodyUnread(res: ServerResponse): void {
  const req = res.req;
  if (!hasUnreadBody(req)) return;
  res.setHeader("Connection", "close");
  const socket = req.socket;
  // Node's own 'finish' listener, added before the request was handed to us, has ended the socket by then.
  res.once("finish", () => lingerThenClose(req, socket));
}
