// The HTTP server in front of Next.js (scripts/serve.ts). Every request passes here first:
// - it is checked by the request guard (lib/http/request-guard.ts): cross-site writes get 403 and
//   URLs with control characters 400, before Next.js reads any of the body;
// - Next.js answers it inside its request context (lib/request-context.ts), the one way this server
//   tells Next.js what it knows: the request id and the socket's peer address (which Next's route
//   handlers never see; lib/http/client-ip.ts reads it). No header of ours is added to the request;
// - every answer is a FrontResponse (lib/http/front-response.ts), the one place where an answer
//   written by Next.js is shaped: a page's Content-Security-Policy nonce (lib/http/page-csp.ts), a
//   stored file's Content-Length (lib/http/file-length.ts), an API answer in one write
//   (lib/http/one-write.ts), and `Connection: close` on an answer sent before its request's body was
//   read to the end, a refused upload (lib/http/unread-body.ts), so the rest of that body is never
//   taken for the next request;
// - the resumable uploads' tus endpoint is answered here, by @tus/server's Node.js path, its bytes
//   taken from the socket as they arrive (lib/http/resumable-upload.ts);
// - its request id is answered in X-Request-Id and carried by every log line;
// - it is counted for /metrics (lib/metrics/http.ts), which is answered here;
// - it is tracked until answered, so a shutdown lets it finish (lib/http/draining.ts).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { observeRequest, serveMetrics } from "@/lib/metrics/http";
import { trackRequest } from "./draining";
import { FrontResponse } from "./front-response";
import { stampPageNonce, type PageCspOptions } from "./page-csp";
import { ERROR_STATUS } from "./error-status";
import { guardRequest, type HeaderReader } from "./request-guard";
import { chooseRequestId, REQUEST_ID_HEADER, runInRequestContext } from "@/lib/request-context";
import { isResumableRequest, serveResumable } from "./resumable-upload";

function headerReader(req: IncomingMessage): HeaderReader {
  return {
    get(name) {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(", ") : value;
    },
  };
}

/** Answers a refused request itself; true when it did. */
export function refuseIfGuarded(req: IncomingMessage, res: ServerResponse): boolean {
  const refusal = guardRequest({ method: req.method ?? "GET", url: req.url ?? "/", headers: headerReader(req) });
  if (!refusal) return false;
  const body = JSON.stringify({ error: refusal.error, code: refusal.code });
  // The body is not read: the connection closes after the answer (what is left of the body is
  // dropped first, lib/http/unread-body.ts) rather than wait for it.
  res.writeHead(ERROR_STATUS[refusal.code], {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    connection: "close",
  });
  res.end(body);
  return true;
}

export function createPeerAddressServer(handle: (req: IncomingMessage, res: ServerResponse) => unknown, options: { csp?: PageCspOptions } = {}): Server {
  const server = createServer({ ServerResponse: FrontResponse }, (req, res) => {
    trackRequest(server, res);
    const requestId = chooseRequestId(req.headers[REQUEST_ID_HEADER]);
    res.setHeader("X-Request-Id", requestId);
    observeRequest(req, res);
    runInRequestContext({ requestId, peerAddress: req.socket.remoteAddress ?? "" }, () => {
      if (serveMetrics(req, res)) return;
      if (refuseIfGuarded(req, res)) return;
      if (isResumableRequest(req)) return void serveResumable(req, res);
      const api = req.url?.startsWith("/api/") ?? false;
      res.shape({ csp: options.csp && stampPageNonce(req, options.csp), fileLength: api, oneWrite: api });
      void handle(req, res);
    });
  });
  // A client keeps an idle connection to send its next request on (a page polling a mock's
  // status, a partner's integration). Node.js closes one idle for 5 s, so a request sent as it
  // closes fails with a reset connection; idle connections stay open for a minute instead, as
  // behind a load balancer. Shutting down still closes them at once (lib/http/draining.ts).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  return server;
}

/** How long an idle kept-alive connection stays open. */
export const KEEP_ALIVE_MS = 65_000;
