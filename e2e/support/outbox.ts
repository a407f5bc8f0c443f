// Reads the mails and SMS the app wrote to its outbox during the e2e run.
import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import type { OutboxEntry as OutboxMessage } from "@/lib/mail/outbox";

// The e2e server's outbox (playwright.config.ts gives it DATA_DIR .data/e2e).
const OUTBOX = path.resolve(".data/e2e/outbox");

/** Newest first; `dir` for the specs that start servers of their own. */
export function readOutbox(filter: { to?: string; kind?: "email" | "sms" } = {}, dir = OUTBOX): OutboxMessage[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json") && !f.startsWith("."))
    .sort()
    .reverse()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as OutboxMessage)
    .filter((m) => (!filter.to || m.to === filter.to) && (!filter.kind || m.kind === filter.kind));
}

/** Waits for the newest message to `to` and returns the first 6-digit code in it. */
export async function waitForCode(to: string, kind: "email" | "sms" = "email"): Promise<string> {
  let code = "";
  await expect
    .poll(() => {
      const match = readOutbox({ to, kind })[0]?.text.match(/\b(\d{6})\b/);
      code = match?.[1] ?? "";
      return code;
    })
    .not.toBe("");
  return code;
}
