// `npm run partner:key -- <company-slug> [key name]`: issues a partner API key for a company and
// prints it once (only its hash is stored). Uses DATABASE_URL, or else the app's embedded database
// in $DATA_DIR (the one `npm run dev` runs; started here when it is not running).
import nextEnv from "@next/env";
import { disconnectDb, db } from "../lib/db/client";
import { openLocalDatabase } from "../lib/seed/local-database";
import { env, EnvError } from "../lib/env";
import { createApiKey } from "../lib/partner/api-keys";

nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== "production", { info: () => undefined, error: console.error });

const [slug, ...nameParts] = process.argv.slice(2);
if (!slug) {
  console.error("usage: npm run partner:key -- <company-slug> [key name]");
  process.exit(1);
}
try {
  env();
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}

const database = await openLocalDatabase({ log: (line) => console.error(line) });
try {
  const company = await db().company.findUnique({ where: { slug }, select: { id: true, name: true } });
  if (!company) {
    const slugs = await db().company.findMany({ select: { slug: true }, orderBy: { slug: "asc" } });
    console.error(
      slugs.length
        ? `No company with slug "${slug}". Valid slugs: ${slugs.map((c) => c.slug).join(", ")}`
        : `No company with slug "${slug}": the database has no companies yet.`,
    );
    process.exitCode = 1;
  } else {
    const { key, prefix } = await createApiKey({ companyId: company.id, name: nameParts.join(" ") || "API key" });
    console.log(`Partner API key for ${company.name} (prefix ${prefix}); store it now, it is not shown again:\n${key}`);
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await disconnectDb();
  await database.release();
}
