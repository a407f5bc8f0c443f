// Before the web server starts (scripts/serve.ts), in a process of its own: checks the
// configuration and, once the server has its database, migrates it, seeds a first run and reports
// the drivers. Here, not in the server, so the server's process loads lib/ once, through Next.js
// (lib/http/front-door.ts). The server gives this process its environment and talks to it over
// the IPC channel (scripts/setup-process.ts): this process sends the settings the server needs
// (SetupSettings), is sent the database (SetupDatabase), then exits 0 when all is done. A wrong
// setting is printed and ends it with code 1.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { disconnectDb, db } from "../lib/db/client";
import { migrate } from "../lib/db/migrate";
import { describeDrivers, productionWarnings } from "../lib/drivers";
import { env, EnvError, resetEnvForTests } from "../lib/env";
import { isSeeded, seed } from "../lib/seed";
import { sweepStorageTempFiles } from "../lib/storage";
import type { SetupDatabase, SetupSettings } from "./setup-process";

const say = (line: string) => console.log(`[hireready] ${line}`);
const warn = (line: string) => console.warn(`[hireready] warning: ${line}`);

let config;
try {
  config = env();
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}
mkdirSync(config.dataDir, { recursive: true });

// A stable secret for local runs, so sessions survive a restart; real deployments set one.
let authSecret = config.NEXTAUTH_SECRET;
if (!authSecret) {
  const file = path.join(config.dataDir, "auth-secret");
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  authSecret = readFileSync(file, "utf8").trim();
  if (config.NODE_ENV === "production") warn(`NEXTAUTH_SECRET is not set: using a generated one from ${file}`);
}

const database = new Promise<SetupDatabase>((resolve) => process.once("message", (message: SetupDatabase) => resolve(message)));
process.send!({
  port: config.PORT,
  appUrl: config.appUrl,
  dataDir: config.dataDir,
  embeddedPgPort: config.EMBEDDED_PG_PORT,
  databaseUrl: config.DATABASE_URL ?? null,
  graceSeconds: config.SHUTDOWN_GRACE_SECONDS,
  worker: config.WORKER !== "off",
  authSecret,
} satisfies SetupSettings);

const { url, embedded } = await database;
// What the server sets for Next.js and the worker, set here for the seed (it hashes demo codes).
Object.assign(process.env, { DATABASE_URL: url, NEXTAUTH_SECRET: authSecret });
resetEnvForTests();

const applied = await migrate(url);
say(applied.length ? `applied migrations: ${applied.join(", ")}` : "database schema is up to date");
if (!(await isSeeded(db()))) {
  const counts = await seed({ log: say });
  say(
    `seeded ${Object.entries(counts)
      .map(([k, v]) => `${v} ${k}`)
      .join(", ")}`,
  );
}
await disconnectDb();

for (const line of describeDrivers({ embeddedDatabase: embedded })) say(line);
for (const line of productionWarnings({ embeddedDatabase: Boolean(embedded) })) warn(line);

// Uploads cut off by a crash of an earlier run leave temp files behind.
const swept = await sweepStorageTempFiles();
if (swept > 0) say(`removed ${swept} temp files of interrupted uploads`);
process.exit(0);
