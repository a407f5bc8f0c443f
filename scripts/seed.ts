// `npm run db:seed`: seeds the database at DATABASE_URL (it never starts one) and prints
// what it holds. Safe to run again: existing rows are left as they are.
import nextEnv from "@next/env";
import { databaseUrl, disconnectDb, db } from "../lib/db/client";
import { seed } from "../lib/seed";

// Same .env files Next.js reads, so DATABASE_URL can live there. lib/env reads lazily, after this.
nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== "production", { info: () => undefined, error: console.error });

try {
  databaseUrl();
} catch (error) {
  // Missing or invalid configuration: the message says what to set; a stack trace adds nothing.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

try {
  const counts = await seed({ db: db(), log: (line) => console.log(line) });
  for (const [kind, count] of Object.entries(counts)) console.log(`${kind.padEnd(11)} ${count}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await disconnectDb();
}
