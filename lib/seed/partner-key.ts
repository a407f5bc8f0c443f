// A partner API key for one demo company, for trying the employer API locally. Deterministic so
// docs/api.md can name it; seeded only with the demo data, never in production by default.
import type { Tx } from "@/lib/db/client";
import { hashApiKey } from "@/lib/partner/key-hash";

export const DEMO_PARTNER_COMPANY_SLUG = "brightloom";
export const DEMO_PARTNER_API_KEY = "hrp_demo0001_local-development-only-not-a-secret-0001";

/** Creates the demo key if missing; returns the key and its company's name, or null without the company. */
export async function seedDemoPartnerKey(tx: Tx): Promise<{ key: string; company: string } | null> {
  const company = await tx.company.findUnique({ where: { slug: DEMO_PARTNER_COMPANY_SLUG }, select: { id: true, name: true } });
  if (!company) return null;
  const keyHash = hashApiKey(DEMO_PARTNER_API_KEY);
  await tx.partnerApiKey.upsert({
    where: { keyHash },
    create: { companyId: company.id, name: "Demo key (local development)", prefix: "demo0001", keyHash },
    update: {},
  });
  return { key: DEMO_PARTNER_API_KEY, company: company.name };
}
