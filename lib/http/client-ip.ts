// The one answer to "which address is this request from?", for per-IP rate limits and session
// records. A client can write any X-Forwarded-For it likes, so that header counts only as far as
// our own proxies vouch for it: with TRUSTED_PROXY_HOPS=N the Nth entry from the end (the address
// the outermost trusted proxy saw); otherwise the socket's peer address. Route handlers cannot
// see the socket: the server in front of Next.js runs each request in its request context
// (lib/request-context.ts), which carries the peer address. No header carries it, so a client has
// nothing to forge; without that server (a bare `next start`) the address is "unknown".
import { env } from "@/lib/env";
import { requestContext } from "@/lib/request-context";

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
  const peer = requestContext()?.peerAddress;
  return peer ? normalise(peer) : "unknown";
}

/** What a new session row keeps of the request that made it (shown nowhere yet; useful for audits). */
export function requestMeta(req: Request): { ip: string; userAgent: string | undefined } {
  return { ip: clientIp(req), userAgent: req.headers.get("user-agent") ?? undefined };
}
