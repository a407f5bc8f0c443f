// `npm run lint` ends with dependency-cruiser, which holds the rules of which folder may import which
// (.dependency-cruiser.cjs). Here it is run with the project's own settings on a scratch tree where
// each rule is broken once, next to imports the rules allow, and then on the repository itself.
import { execFile } from "node:child_process";
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import packageJson from "../package.json";

const run = promisify(execFile);
const root = path.resolve(__dirname, "..");
const depcruise = path.join(root, "node_modules", ".bin", "depcruise");

/** The command `npm run lint` runs for imports, as its program's arguments. */
const lintImports = packageJson.scripts["lint:imports"].split(" ");

async function cruise(cwd: string, args: string[]): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await run(depcruise, args, { cwd, maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, stdout };
  } catch (error) {
    const { code, stdout } = error as { code: number; stdout: string };
    return { code, stdout };
  }
}

/** A scratch tree: every file named here, with its code. Packages are two-line stand-ins. */
const TREE: Record<string, string> = {
  "node_modules/swr/package.json": `{ "name": "swr", "main": "index.js" }`,
  "node_modules/swr/index.js": "export default function useSWR() {}",
  "node_modules/@playwright/test/package.json": `{ "name": "@playwright/test", "main": "index.js" }`,
  "node_modules/@playwright/test/index.js": "export const test = {}; export const expect = {};",

  "components/ui/button.tsx": "export const Button = 1;",
  "components/api/use-api.ts": `import useSWR from "swr";\nexport const useApi = useSWR;`,
  "components/jobs/list.tsx": `import useSWR from "swr";\nexport const List = useSWR;`,

  "lib/log.ts": "export const logger = 1;",
  "lib/db/client.ts": "export const db = 1;",
  "lib/http/route.ts": `import { logger } from "@/lib/log";\nexport const route = logger;`,
  "lib/task-handlers.ts": `import { logger } from "@/lib/log";\nexport const start = logger;`,
  "lib/jobs/job-card.ts": `import { Button } from "@/components/ui/button";\nexport const card = Button;`,
  "lib/jobs/answer.ts": `import { route } from "../http/route";\nexport const answer = route;`,
  "lib/jobs/job-card.test.ts": `import { GET } from "@/app/api/jobs/route";\nimport { route } from "@/lib/http/route";\nexport const both = [GET, route];`,
  "lib/cycle/one.ts": `import type { Two } from "./two";\nexport type One = { two?: Two };`,
  "lib/cycle/two.ts": `import type { One } from "./one";\nexport type Two = { one?: One };`,
  "lib/mail/send.ts": `import { start } from "@/lib/task-handlers";\nexport const sendMail = start;`,
  "lib/queue/send-task.ts": `import { db } from "@/lib/db/client";\nimport { logger } from "@/lib/log";\nexport const sendTask = [db, logger];`,
  "lib/queue/later.ts": `import { sendMail } from "@/lib/mail/send";\nexport const later = sendMail;`,

  "app/api/jobs/route.ts": `import { db } from "@/lib/db/client";\nimport { route } from "@/lib/http/route";\nexport const GET = [db, route];`,

  "lib/process-wide.ts": "export const FRONT_DOOR = 1;",
  "lib/http/front-door.ts": `import { logger } from "@/lib/log";\nexport type FrontDoor = typeof logger;`,
  "lib/db/embedded.ts": `import { logger } from "@/lib/log";\nexport const startEmbedded = logger;`,
  "scripts/serve.ts": [
    `import type { FrontDoor } from "@/lib/http/front-door";`,
    `import { FRONT_DOOR } from "@/lib/process-wide";`,
    `import { startEmbedded } from "@/lib/db/embedded";`,
    `import { start } from "@/lib/task-handlers";`,
    `export const serve: [FrontDoor?, ...unknown[]] = [undefined, FRONT_DOOR, startEmbedded, start];`,
  ].join("\n"),
  "scripts/worker.ts": `import { logger } from "@/lib/log";\nexport const work = logger;`,

  "e2e/support/test.ts": `import { expect, test } from "@playwright/test";\nexport { expect, test };`,
  "e2e/watched.spec.ts": `import type { Page } from "@playwright/test";\nimport { test } from "./support/test";\nexport const page = [test] as unknown as Page;`,
  "e2e/unwatched.spec.ts": `import { test } from "@playwright/test";\nexport const spec = test;`,

  "test/db.ts": `import { db } from "@/lib/db/client";\nexport const testDb = db;`,
};

let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "lint-imports-"));
  await copyFile(path.join(root, "tsconfig.json"), path.join(scratch, "tsconfig.json"));
  for (const [file, source] of Object.entries(TREE)) {
    await mkdir(path.dirname(path.join(scratch, file)), { recursive: true });
    await writeFile(path.join(scratch, file), `${source}\n`);
  }
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe("npm run lint: which folder may import which", () => {
  it("runs dependency-cruiser after ESLint, over app, components, lib, scripts, e2e and test", () => {
    expect(packageJson.scripts.lint).toMatch(/ && eslint [^&]+ && npm run --silent lint:imports$/);
    expect(lintImports.slice(0, 3)).toEqual(["depcruise", "--config", ".dependency-cruiser.cjs"]);
    expect(lintImports.slice(-6)).toEqual(["app", "components", "lib", "scripts", "e2e", "test"]);
  });

  // dependency-cruiser loads TypeScript to read the files: seconds of CPU before it starts.
  it("fails each broken rule, naming the import that breaks it, and lets the allowed imports through", { timeout: 120_000 }, async () => {
    // As `npm run lint` reports: one violation a line, a cycle continued on indented lines.
    const { code, stdout } = await cruise(scratch, ["--config", path.join(root, ".dependency-cruiser.cjs"), "--no-cache", ...lintImports.slice(3)]);
    const broken = [...stdout.matchAll(/^ {2}error (.+(?:\n {6}.+)*)/gm)].map((m) => m[1]!.replace(/\s+/g, " ").trim()).sort();
    expect(broken).toEqual(
      [
        "lib-below-the-screens: lib/jobs/job-card.ts → components/ui/button.tsx",
        "lib-http-is-the-edge: lib/jobs/answer.ts → lib/http/route.ts",
        "no-cycle-in-lib: lib/cycle/one.ts → lib/cycle/two.ts → lib/cycle/one.ts",
        "task-handlers-from-the-entries-only: lib/mail/send.ts → lib/task-handlers.ts",
        // The server starts the worker as a process of its own; it no longer loads the handlers.
        "task-handlers-from-the-entries-only: scripts/serve.ts → lib/task-handlers.ts",
        // It takes the server in front of Next.js from Next.js's module graph: types only, and what Next.js never loads.
        "front-server-loads-no-lib: scripts/serve.ts → lib/task-handlers.ts",
        "front-server-loads-no-lib: lib/db/embedded.ts → lib/log.ts",
        "queue-defines-and-sends-only: lib/queue/later.ts → lib/mail/send.ts",
        "no-prisma-in-route-handlers: app/api/jobs/route.ts → lib/db/client.ts",
        "swr-through-use-api-only: components/jobs/list.tsx → node_modules/swr/index.js",
        "e2e-specs-use-the-watched-test: e2e/unwatched.spec.ts → node_modules/@playwright/test/index.js",
        "e2e-specs-import-the-watched-test: e2e/unwatched.spec.ts",
        "worker-wires-the-task-handlers: scripts/worker.ts",
      ].sort(),
    );
    expect(code).toBe(broken.length);
  });

  it("passes on the repository, with the command `npm run lint` runs", { timeout: 180_000 }, async () => {
    const { code, stdout } = await cruise(root, lintImports.slice(1));
    expect(stdout).toMatch(/no dependency violations found/);
    expect(code).toBe(0);
  });
});
