// Requests "from" an address, as scripts/serve.ts's server stamps them in production.
import { ownPeerAddressHeader, PEER_ADDRESS_HEADER } from "@/lib/http/client-ip";

export function fromAddress(ip: string): Record<string, string> {
  ownPeerAddressHeader();
  return { [PEER_ADDRESS_HEADER]: ip };
}
