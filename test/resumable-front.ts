// The resumable uploads' tus endpoint as the browser reaches it: over HTTP, through the server in
// front of Next.js (lib/http/peer-address-server.ts), which answers it itself. A test builds the
// request as it would for a route handler; it is sent to a real server on a free port, signed in
// with a real session cookie for whoever the test signed in (test/signed-in-as.ts).
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { issueSession, sessionCookieName } from "@/lib/auth/session-cookie";
import { createPeerAddressServer } from "@/lib/http/peer-address-server";
import { signedInNow } from "./signed-in-as";

let front: Promise<{ server: Server; base: string }> | null = null;

/** The server in front of Next.js, listening on a free port, and its address. */
export function resumableFront(): Promise<{ server: Server; base: string }> {
  front ??= new Promise((resolve) => {
    const server = createPeerAddressServer((_req, res) => res.writeHead(404).end());
    server.listen(0, "127.0.0.1", () => resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
  });
  return front;
}

/** A fresh session each time: a test's database may have been emptied since the last one. */
export async function sessionCookieFor(candidateId: string): Promise<string> {
  return `${sessionCookieName()}=${(await issueSession({ candidateId })).token}`;
}

/** Sends `req` (POST, HEAD, PATCH or DELETE at its path) to the tus endpoint; a body cut off part-way rejects, as in a browser. */
export async function sendResumable(req: Request): Promise<Response> {
  const { base } = await resumableFront();
  const url = new URL(req.url);
  const headers = new Headers(req.headers);
  const candidateId = signedInNow();
  if (candidateId) headers.set("cookie", await sessionCookieFor(candidateId));
  return fetch(new URL(url.pathname + url.search, base), { method: req.method, headers, body: req.body, duplex: "half", redirect: "manual" } as RequestInit);
}

/** Stops the server (a test file's afterAll); the next request starts another. */
export async function closeResumableFront(): Promise<void> {
  if (!front) return;
  const { server } = await front;
  front = null;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}
