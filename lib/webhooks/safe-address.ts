// Where a webhook may go: never to this machine, a private network or a cloud's metadata service.
// Checked on the address the name resolves to at delivery time, and the connection is made to that
// very address, so a name cannot resolve to a public address for the check and a private one after.
import { lookup } from "node:dns/promises";
import net from "node:net";
import { env } from "@/lib/env";

const blocked = new net.BlockList();
for (const [prefix, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(prefix, bits, "ipv4");
for (const [prefix, bits] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  blocked.addSubnet(prefix, bits, "ipv6");

export class WebhookAddressRefused extends Error {}

/** True for an address anyone on the internet could reach (an IPv4-mapped IPv6 address is judged as IPv4). */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = net.isIP(address);
  if (family === 4) return !blocked.check(address, "ipv4");
  if (family === 6) return !blocked.check(address, "ipv6");
  return false;
}

/** The URL's address to connect to, refused (WebhookAddressRefused) when it is not a public one. */
export async function resolveWebhookTarget(url: URL): Promise<{ address: string; family: 4 | 6 }> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const found = net.isIP(host) ? [{ address: host, family: net.isIP(host) }] : await lookup(host, { all: true, verbatim: true });
  if (found.length === 0) throw new Error(`${host} has no address`);
  if (!env().WEBHOOK_ALLOW_PRIVATE_ADDRESSES) {
    const refused = found.find((a) => !isPublicAddress(a.address));
    if (refused) throw new WebhookAddressRefused(`${host} resolves to ${refused.address}, which is not a public address`);
  }
  const first = found[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
