// A route may answer before it has read the whole request body: an upload refused for its type,
// size, length or target is answered as soon as that is known. Node.js then keeps the connection
// open, but the body's remaining bytes are still on it, stuck behind Next.js's half-read stream:
// the next request on that socket waits until the keep-alive timeout and is reset. So an answer
// written while the body is still arriving says `Connection: close`; the rest of the body is read
// and thrown away for a moment (so the client, still sending, reads our answer instead of a
// reset), then the connection is closed.
import type { IncomingMessage, ServerResponse } from "node:http";

/** How long a closing connection keeps swallowing the refused body before it is cut. */
const LINGER_MS = 5_000;

function hasUnreadBody(req: IncomingMessage): boolean {
  // A request without a body may be answered before Node marks it complete: it has nothing left.
  const hasBody = req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
  return hasBody && !req.complete;
}

/** Reads and drops whatever is left of the body, then closes; the answer has been sent. */
function lingerThenClose(req: IncomingMessage, socket: NonNullable<IncomingMessage["socket"]>): void {
  const close = () => socket.destroy();
  const timer = setTimeout(close, LINGER_MS);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
  // Next.js's reader stopped pulling; flowing mode with a no-op listener drains the parser.
  req.removeAllListeners("readable");
  req.on("data", () => undefined);
  req.once("end", close);
  req.once("error", close);
  req.resume();
}

export function closeWhenBodyUnread(req: IncomingMessage, res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    if (hasUnreadBody(req)) {
      res.shouldKeepAlive = false; // Node writes `Connection: close` and ends the socket after the answer
      const socket = req.socket;
      // Node's own ending would cut the socket while the client is still sending: linger instead.
      socket.destroySoon = function () {
        socket.end();
        lingerThenClose(req, socket);
      };
    }
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}
