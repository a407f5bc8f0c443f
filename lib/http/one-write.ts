// An API answer leaves in one write. Next.js sends a route handler's answer in three: it flushes
// the headers on their own, then writes the body, then ends the chunked body, each a system call
// and a packet the client must read (measured under load: the flushed headers alone cost about 5 %
// of the server's CPU on a search). So an API answer's flushHeaders does nothing (its headers wait
// for the body's first bytes), and its first write corks the socket until the current turn of the
// event loop is over, so an answer made at once goes out at once (lib/http/front-response.ts does
// both). A streamed answer (a download) still streams: only its first bytes wait for the end of
// that turn. Pages are left as they are: their headers go out early on purpose, while the rest of
// the page is still rendering.
import type { Socket } from "node:net";

/** Collects what is written to the socket until this turn of the event loop is over, then sends it at once. */
export function corkForThisTurn(socket: Socket): void {
  socket.cork();
  setImmediate(() => socket.uncork());
}
