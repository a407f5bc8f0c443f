// Request schemas of the partner API's webhook routes (also the OpenAPI document's source).
import net from "node:net";
import { z } from "zod";
import { zPathId } from "@/lib/validation/path-id";
import { PARTNER_EVENTS } from "./events";
import { isPublicAddress } from "./safe-address";

const url = z
  .string({ error: "url is required" })
  .trim()
  .max(2000, "url must be at most 2000 characters")
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), "url must be an http or https URL")
  .refine((value) => !URL.canParse(value) || !new URL(value).username, "url must not carry a user name or password");

export const ZWebhookCreate = z.object({
  url,
  events: z
    .array(z.enum(PARTNER_EVENTS, { error: `Each event is one of ${PARTNER_EVENTS.join(", ")}` }))
    .min(1, "Subscribe to at least one event")
    .transform((events) => [...new Set(events)]),
});
export type TWebhookCreate = z.output<typeof ZWebhookCreate>;

export const ZWebhookPath = z.object({ webhookId: zPathId("Webhook") });

/** A literal address in the URL is judged when it is registered; names are judged at each delivery. */
export function literalAddressRefused(value: string): boolean {
  const host = new URL(value).hostname.replace(/^\[|\]$/g, "");
  return net.isIP(host) !== 0 && !isPublicAddress(host);
}
