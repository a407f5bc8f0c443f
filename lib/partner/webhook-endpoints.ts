// A company's webhook endpoints: registered with a secret shown once, listed without it, rotated,
// deleted. Every read and write is scoped to the calling company in its query.
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import type { Partner } from "./api-keys";
import { WEBHOOK_ENDPOINTS_PER_COMPANY, WEBHOOK_LOG_PAGE } from "@/lib/webhooks/events";
import { literalAddressRefused, type TWebhookCreate } from "@/lib/webhooks/schema";

const NOT_FOUND = "Webhook not found";

const endpointSelect = { id: true, url: true, events: true, createdAt: true, rotatedAt: true } as const;

type EndpointRow = { id: string; url: string; events: string[]; createdAt: Date; rotatedAt: Date | null };

function toEndpoint(row: EndpointRow) {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    createdAt: row.createdAt.toISOString(),
    secretRotatedAt: row.rotatedAt?.toISOString() ?? null,
  };
}

/** A Standard Webhooks secret: "whsec_" and 32 random bytes in base64. */
function newSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

export async function createWebhookEndpoint(partner: Partner, input: TWebhookCreate) {
  if (!env().WEBHOOK_ALLOW_PRIVATE_ADDRESSES && literalAddressRefused(input.url)) {
    throw new AppError("INVALID_INPUT", "url must be a public address");
  }
  const secret = newSecret();
  const row = await db().$transaction(async (tx) => {
    // One company's registrations are counted one at a time.
    await tx.$queryRaw`SELECT id FROM companies WHERE id = ${partner.companyId}::uuid FOR UPDATE`;
    const count = await tx.webhookEndpoint.count({ where: { companyId: partner.companyId, deletedAt: null } });
    if (count >= WEBHOOK_ENDPOINTS_PER_COMPANY) {
      throw new AppError("WEBHOOK_LIMIT_REACHED", `A company may have at most ${WEBHOOK_ENDPOINTS_PER_COMPANY} webhook endpoints`);
    }
    return tx.webhookEndpoint.create({
      data: { companyId: partner.companyId, url: input.url, events: input.events, secret },
      select: endpointSelect,
    });
  });
  return { ...toEndpoint(row), secret };
}

async function findEndpoint(partner: Partner, webhookId: string) {
  const row = await db().webhookEndpoint.findFirst({
    where: { id: webhookId, companyId: partner.companyId, deletedAt: null },
    select: endpointSelect,
  });
  if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
  return row;
}

export async function listWebhookEndpoints(partner: Partner) {
  const rows = await db().webhookEndpoint.findMany({
    where: { companyId: partner.companyId, deletedAt: null },
    select: endpointSelect,
    orderBy: { createdAt: "asc" },
  });
  return { data: rows.map(toEndpoint) };
}

export async function getWebhookEndpoint(partner: Partner, webhookId: string) {
  return toEndpoint(await findEndpoint(partner, webhookId));
}

/** Deleted endpoints receive nothing more; their waiting deliveries are cancelled. */
export async function deleteWebhookEndpoint(partner: Partner, webhookId: string): Promise<void> {
  const { count } = await db().webhookEndpoint.updateMany({
    where: { id: webhookId, companyId: partner.companyId, deletedAt: null },
    data: { deletedAt: new Date() },
  });
  if (count === 0) throw new AppError("NOT_FOUND", NOT_FOUND);
  await db().webhookDelivery.updateMany({ where: { endpointId: webhookId, status: "pending" }, data: { status: "cancelled" } });
}

/** A new secret, shown once; deliveries from now on are signed with it. */
export async function rotateWebhookSecret(partner: Partner, webhookId: string) {
  const secret = newSecret();
  const { count } = await db().webhookEndpoint.updateMany({
    where: { id: webhookId, companyId: partner.companyId, deletedAt: null },
    data: { secret, rotatedAt: new Date() },
  });
  if (count === 0) throw new AppError("NOT_FOUND", NOT_FOUND);
  return { ...toEndpoint(await findEndpoint(partner, webhookId)), secret };
}

/** The endpoint's deliveries, newest first, with the outcome of their last attempt. */
export async function listWebhookDeliveries(partner: Partner, webhookId: string) {
  await findEndpoint(partner, webhookId);
  const rows = await db().webhookDelivery.findMany({
    where: { endpointId: webhookId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: WEBHOOK_LOG_PAGE,
  });
  return {
    data: rows.map((row) => ({
      id: row.id,
      webhookId: row.messageId,
      event: row.eventType,
      status: row.status,
      attempts: row.attempts,
      lastResponseStatus: row.lastStatus,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
      lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
      payload: JSON.parse(row.payload) as unknown,
    })),
  };
}
