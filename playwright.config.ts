import { existsSync } from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, FAKE_MEDIA_FLAGS } from "./e2e/support/chromium-flags";
import { startCommand } from "./scripts/start-command";
import { TEST_BROWSERS } from "./scripts/test-setup";

// Overridable so two checkouts can run their e2e suites side by side.
// The production server as `npm start` runs it (scripts/start-command.ts).
const START = startCommand();
const PORT = Number(process.env.E2E_PORT ?? 3100);
const PG_PORT = process.env.E2E_PG_PORT ?? "54339";
export const E2E_DATA_DIR = path.resolve(".data/e2e");
// Chromium's headless shell (scripts/test-setup.ts installs it): measured over the same three specs
// on a loaded machine, the whole run (browsers, server, database) took 99 CPU-seconds against the
// full browser's 122. E2E_CHROMIUM names another build.
const chromium = process.env.E2E_CHROMIUM ?? TEST_BROWSERS.chromiumHeadlessShell;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  // Two browsers on two cores. Four were tried: each test then took about 1.7 times as long, the
  // cores were saturated, and the longest sweeps ran out of time (docs/performance.md).
  // E2E_WORKERS overrides it on a larger machine.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A test that passes only on a second try hides a fault: none is retried, under CI or not.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace records every test's screens as it runs; a CI run is read as a log (a failed test prints
    // what its page showed: e2e/support/test.ts), so there it is not recorded.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: existsSync(chromium) ? chromium : undefined,
      args: [...CHROMIUM_FLAGS, ...FAKE_MEDIA_FLAGS],
    },
  },
  projects: [
    {
      name: "desktop",
      testIgnore: [/.*\.mobile\.spec\.ts/, /\/e2e\/engines\//],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      testMatch: /.*\.mobile\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    // The same flows in Firefox ESR and WebKitGTK, each driven by its own protocol (e2e/engines/driver.ts),
    // against the same server: these specs open their own browsers and never Playwright's page. One
    // at a time: each runs a whole browser (WebKit under Xvfb) whose answer clocks a busy core would slow.
    { name: "engines", testMatch: /\/e2e\/engines\/[^/]+\.spec\.ts$/, workers: 1 },
  ],
  webServer: {
    // A fresh data directory each run: its own embedded PostgreSQL, outbox and uploads.
    command: `rm -rf ${E2E_DATA_DIR} && exec node ${START.nodeFlags.join(" ")} dist/serve.mjs start`,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      ...START.env,
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      EMBEDDED_PG_PORT: PG_PORT,
      NEXTAUTH_URL: `http://localhost:${PORT}`,
      LOG_LEVEL: "warn",
      SEED_DEMO: "1",
      DEV_PAYMENTS: "1",
      // Tests play a proxy when they need a client address (X-Forwarded-For); everything else comes
      // from one loopback address, which must not use up the per-IP limits of the whole suite.
      TRUSTED_PROXY_HOPS: "1",
      RATE_LIMIT_EXEMPT_IPS: "127.0.0.1,::1",
      // The partner-webhook specs receive events on a loopback server of their own.
      WEBHOOK_ALLOW_PRIVATE_ADDRESSES: "1",
    },
  },
});
