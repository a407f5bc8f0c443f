// `npm run partner:key -- <company-slug> [key name]`: issues a partner API key for a company and
// prints it once (only its hash is stored). Uses the database at DATABASE_URL.
import nextEnv from "@next/env";
import { db, disconnectDb } from "../lib/db/client";
import { createApiKey } from "../lib/partner/api-keys";

nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== "production", { info: () => undefined, error: console.error });

const [slug, ...nameParts] = process.argv.slice(2);
if (!slug) {
  console.error("usage: npm run partner:key -- <company-slug> [key name]");
  process.exit(1);
}
try {
  const company = await db().company.findUnique({ where: { slug }, select: { id: true, name: true } });
  if (!company) {
    console.error(`No company with slug "${slug}".`);
    process.exitCode = 1;
  } else {
    const { key, prefix } = await createApiKey({ companyId: company.id, name: nameParts.join(" ") || "API key" });
    console.log(`Partner API key for ${company.name} (prefix ${prefix}); store it now, it is not shown again:\n${key}`);
  }
} finally {
  await disconnectDb();
}
