// An API answer leaves in one write. Next.js sends a route handler's answer in three: it flushes
// the headers on their own, then writes the body, then ends the chunked body, each a system call
// and a packet the client must read (measured under load: the flushed headers alone cost about 5 %
// of the server's CPU on a search). Here the headers wait for the body's first bytes, and the
// socket collects what is written until the current turn of the event loop is over, so an answer
// made at once goes out at once. A streamed answer (a download) still streams: only its first
// bytes wait for the end of that turn. Pages are left as they are: their headers go out early on
// purpose, while the rest of the page is still rendering.
import type { ServerResponse } from "node:http";

export function writeAnswerAtOnce(res: ServerResponse): void {
  res.flushHeaders = () => undefined;
  const write = res.write;
  let corked = false;
  res.write = function (this: ServerResponse, ...args: unknown[]) {
    const socket = res.socket;
    if (!corked && socket) {
      corked = true;
      socket.cork();
      setImmediate(() => socket.uncork());
    }
    return (write as (...a: unknown[]) => boolean).apply(this, args);
  } as ServerResponse["write"];
}
