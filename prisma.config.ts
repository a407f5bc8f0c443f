import { defineConfig } from "prisma/config";

// The URL is read only by CLI commands that talk to a database (migrate deploy on a
// machine with network); the app itself connects through lib/db with the pg adapter.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx scripts/seed.ts" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://postgres:postgres@localhost:5432/hireready" },
});
