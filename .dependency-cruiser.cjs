// Which folder may import which: the import rules of docs/architecture.md ("Layers" and
// "Where a feature's files are"), checked by dependency-cruiser as the last step of `npm run lint`
// over app, components, lib, scripts, e2e and test. A rule about what code says rather than what it
// imports (a fetch outside components/api, a copy of a helper) stays in lib/one-way.test.ts.
//
// Paths are from the repository's root; `@/…` resolves through tsconfig.json. Tests (*.test.ts)
// build and drive what they test, route handlers included, so the layer rules leave them aside.

/** A test file, anywhere. */
const TEST = "\\.test\\.tsx?$";

/**
 * What lib/queue may import: the queue's own files and the mechanics under it (database client,
 * settings, logging, metrics, the mail message it carries). Never a domain that handles or sends a task.
 */
const QUEUE_MECHANICS = [
  "^lib/queue/",
  "^lib/db/client\\.ts$",
  "^lib/process-wide\\.ts$",
  "^lib/log\\.ts$",
  "^lib/env\\.ts$",
  "^lib/request-context\\.ts$",
  "^lib/metrics/registry\\.ts$",
  "^lib/mail/types\\.ts$",
];

/** The server entry and all it loads of our code (rule front-server-loads-no-lib). */
const FRONT_SERVER = [
  "^scripts/serve\\.ts$",
  "^scripts/setup-process\\.ts$",
  "^scripts/worker-process\\.ts$",
  "^lib/process-wide\\.ts$",
  "^lib/db/embedded\\.ts$",
];

/** An end-to-end spec at the top of e2e/ (those in e2e/engines, for Firefox and WebKit, use Playwright's own `test`). */
const E2E_SPEC = "^e2e/[^/]+\\.spec\\.ts$";

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "lib-below-the-screens",
      comment: "lib/ holds the domain: it never imports from components/ or app/, which are built on it.",
      severity: "error",
      from: { path: "^lib/", pathNot: TEST },
      to: { path: "^(components|app)/" },
    },
    {
      name: "lib-http-is-the-edge",
      comment:
        "lib/http (the route builder, answers and errors in HTTP terms) sits on top of the domains: it may import any of them, and no other lib/ file imports it. What a domain needs of a request lives below it.",
      severity: "error",
      from: { path: "^lib/", pathNot: ["^lib/http/", TEST] },
      to: { path: "^lib/http/" },
    },
    {
      name: "no-cycle-in-lib",
      comment:
        "A lib/ module never needs, even through others, a module that needs it. Type-only imports count too: a type two modules share belongs in a third.",
      severity: "error",
      from: { path: "^lib/" },
      to: { path: "^lib/", circular: true },
    },
    {
      name: "task-handlers-from-the-entries-only",
      comment:
        "lib/task-handlers.ts maps every task to the domain that handles it. Only the worker entry (which the server starts as a process of its own), the benchmarks and tests import it, so the queue and the domains never need one another through it.",
      severity: "error",
      from: { pathNot: ["^scripts/worker\\.ts$", "^scripts/bench/", TEST] },
      to: { path: "^lib/task-handlers\\.ts$" },
    },
    {
      name: "queue-defines-and-sends-only",
      comment: "lib/queue defines tasks and sends them: of our own code it imports only its mechanics, no domain that handles or sends a task.",
      severity: "error",
      from: { path: "^lib/queue/", pathNot: TEST },
      to: { path: "^(app|components|lib|scripts|e2e|test|generated)/", pathNot: QUEUE_MECHANICS },
    },
    {
      name: "front-server-loads-no-lib",
      comment:
        "The server entry (scripts/serve.ts, dist/serve.mjs) takes the server in front of Next.js from Next.js's own module graph (lib/http/front-door.ts, opened by instrumentation.ts). It and what it loads import, of our code, only one another: its helpers for the setup and worker processes, the process-wide holder and the embedded PostgreSQL, which Next.js never loads. So no module is loaded twice in its process. Types are free.",
      severity: "error",
      from: { path: FRONT_SERVER },
      to: { path: "^(app|components|lib|scripts|generated)/", pathNot: FRONT_SERVER, dependencyTypesNot: ["type-only", "type-import"] },
    },
    {
      name: "no-prisma-in-route-handlers",
      comment: "A route handler calls lib/ functions: it never imports the database client or Prisma's generated client.",
      severity: "error",
      from: { path: "^app/.*/route\\.ts$" },
      to: { path: ["^lib/db/client\\.ts$", "^generated/prisma/"] },
    },
    {
      name: "swr-through-use-api-only",
      comment: "An answer on screen is kept fresh by components/api/use-api.ts: no other file imports SWR.",
      severity: "error",
      from: { pathNot: ["^components/api/use-api\\.ts$", TEST] },
      to: { path: "^node_modules/swr/" },
    },
    {
      name: "e2e-specs-use-the-watched-test",
      comment:
        "A spec takes `test` and `expect` from e2e/support/test.ts, which watches every page for Content-Security-Policy violations; from @playwright/test it imports types only.",
      severity: "error",
      from: { path: E2E_SPEC },
      to: { path: "^node_modules/@playwright/test/", dependencyTypesNot: ["type-only", "type-import"] },
    },
  ],
  required: [
    {
      name: "worker-wires-the-task-handlers",
      comment: "The worker entry is where the task handlers are wired: it imports lib/task-handlers.ts.",
      severity: "error",
      module: { path: "^scripts/worker\\.ts$" },
      to: { path: "^lib/task-handlers\\.ts$" },
    },
    {
      name: "e2e-specs-import-the-watched-test",
      comment: "Every spec imports e2e/support/test.ts (see e2e-specs-use-the-watched-test).",
      severity: "error",
      module: { path: E2E_SPEC },
      to: { path: "^e2e/support/test\\.ts$" },
    },
  ],
  options: {
    // Packages and Prisma's generated client are where an import ends: named, never read.
    doNotFollow: { path: ["^node_modules/", "^generated/"] },
    exclude: { path: ["^\\.next/", "^dist/", "^node_modules/\\.cache/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".mjs", ".js", ".cjs", ".json"],
      conditionNames: ["import", "require", "node", "default", "types"],
      exportsFields: ["exports"],
      mainFields: ["module", "main", "types", "typings"],
    },
    skipAnalysisNotInRules: true,
    // A run reads again only the files whose content changed since the last one (a cold run takes
    // about 10 s of CPU here, a warm one about 3 s); new rules or options start it afresh.
    cache: { folder: "node_modules/.cache/dependency-cruiser", strategy: "content" },
  },
};
