// `npm run db:migrate`: applies prisma/migrations to DATABASE_URL.
import { databaseUrl } from "../lib/db/client";
import { migrate } from "../lib/db/migrate";

const applied = await migrate(databaseUrl());
console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database schema is up to date.");
