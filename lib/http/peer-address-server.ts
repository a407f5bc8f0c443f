// The HTTP server in front of Next.js (scripts/serve.ts): Next's route handlers never see the
// socket, so this stamps its peer address on every request, in a header a client cannot forge
// because any copy it sent is overwritten here. lib/http/client-ip reads it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { ownPeerAddressHeader, PEER_ADDRESS_HEADER } from "./client-ip";

export function stampPeerAddress(req: IncomingMessage): void {
  req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
}

export function createPeerAddressServer(handle: (req: IncomingMessage, res: ServerResponse) => unknown): Server {
  ownPeerAddressHeader();
  return createServer((req, res) => {
    stampPeerAddress(req);
    void handle(req, res);
  });
}
