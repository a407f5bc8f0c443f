// The one answer to "which address is this request from?", for per-IP rate limits and session
// records. A client can write any X-Forwarded-For it likes, so that header counts only as far as
// our own proxies vouch for it: with TRUSTED_PROXY_HOPS=N the Nth entry from the end (the address
// the outermost trusted proxy saw); otherwise the socket's peer address. Route handlers cannot
// see the socket, so scripts/serve.ts runs Next.js inside a small HTTP server that writes the
// peer address into PEER_ADDRESS_HEADER on every request, overwriting any copy the client sent.
import { env } from "@/lib/env";
import { processWide } from "@/lib/process-wide";

export const PEER_ADDRESS_HEADER = "x-hireready-peer-address";

// Set by the server that owns the header, so a stray copy is never believed when Next.js runs
// without it (a bare `next start`).
export const PEER_ADDRESS_HEADER_OWNED = "peer-address-header-owned";

function ownership(): { owned: boolean } {
  return processWide(PEER_ADDRESS_HEADER_OWNED, () => ({ owned: false }));
}

export function ownPeerAddressHeader(): void {
  ownership().owned = true;
}

function peerHeaderOwned(): boolean {
  return ownership().owned;
}

/** "::ffff:203.0.113.7" and "203.0.113.7" are one client. */
function normalise(address: string): string {
  const trimmed = address.trim();
  return trimmed.toLowerCase().startsWith("::ffff:") && trimmed.includes(".") ? trimmed.slice(7) : trimmed;
}

export function clientIp(source: Request | Headers): string {
  const headers = source instanceof Headers ? source : source.headers;
  const hops = env().TRUSTED_PROXY_HOPS;
  if (hops > 0) {
    const entries = (headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((e) => e.trim())
      .filter(Boolean);
    if (entries.length >= hops) return normalise(entries[entries.length - hops]!);
  }
  const peer = peerHeaderOwned() ? headers.get(PEER_ADDRESS_HEADER) : null;
  return peer ? normalise(peer) : "unknown";
}

/** What a new session row keeps of the request that made it (shown nowhere yet; useful for audits). */
export function requestMeta(req: Request): { ip: string; userAgent: string | undefined } {
  return { ip: clientIp(req), userAgent: req.headers.get("user-agent") ?? undefined };
}
