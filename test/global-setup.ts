// One real PostgreSQL per test run. Migrations are applied once to a template database;
// each integration test file then gets its own copy (CREATE DATABASE … TEMPLATE), which is fast.
import type { TestProject } from "vitest/node";
import pg from "pg";
import { startScratchPostgres } from "../lib/db/embedded";
import { migrate } from "../lib/db/migrate";

export const TEMPLATE_DB = "hireready_template";

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startScratchPostgres("postgres_admin");
  const admin = new URL(server.url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`create database ${TEMPLATE_DB}`);
  await client.end();
  const template = new URL(server.url);
  template.pathname = `/${TEMPLATE_DB}`;
  await migrate(template.toString());
  project.provide("pgAdminUrl", admin.toString());
  return async () => {
    await server.stop();
  };
}
