// The outbox: the embedded default for mail and SMS. Each message becomes one JSON file in
// $OUTBOX_DIR, which tests, the /dev/outbox page and a developer read (OTPs included).
import { randomBytes } from "node:crypto";
import { mkdir, readFile, readdir, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";

export interface OutboxEntry {
  kind: "email" | "sms";
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

export interface ReadOutboxOptions {
  to?: string;
  kind?: OutboxEntry["kind"];
  limit?: number;
}

/** A one-time code as our messages print it: 4 to 8 digits standing alone. */
export const CODE_PATTERN = /\b\d{4,8}\b/;

export function extractCode(text: string): string | null {
  return CODE_PATTERN.exec(text)?.[0] ?? null;
}

// Orders entries written by this process within the same millisecond.
let sequence = 0;

function fileName(sentAt: string, kind: OutboxEntry["kind"]): string {
  const time = sentAt.replace(/[-:.]/g, "");
  const seq = (sequence++ % 1_000_000).toString().padStart(6, "0");
  return `${time}-${seq}-${kind}-${randomBytes(4).toString("hex")}.json`;
}

export async function writeOutbox(message: Omit<OutboxEntry, "sentAt">): Promise<OutboxEntry> {
  const entry: OutboxEntry = {
    kind: message.kind,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    sentAt: new Date().toISOString(),
  };
  const dir = env().outboxDir;
  await mkdir(dir, { recursive: true });
  const name = fileName(entry.sentAt, entry.kind);
  // Written under a dot-name and renamed, so a reader never parses half a file.
  const tmp = path.join(dir, `.${name}.tmp`);
  await writeFile(tmp, JSON.stringify(entry, null, 2));
  await rename(tmp, path.join(dir, name));

  const code = extractCode(entry.text);
  const about = entry.kind === "email" ? ` "${entry.subject}"` : "";
  logger().info({ outbox: name }, `outbox ${entry.kind} to ${entry.to}${about}${code ? ` code=${code}` : ""} (${path.join(dir, name)})`);
  return entry;
}

// A file a developer edited or truncated by hand is skipped, not allowed to break the listing.
async function readEntry(file: string): Promise<OutboxEntry | null> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as OutboxEntry;
  } catch {
    return null;
  }
}

/** Newest first. */
export async function readOutbox(options: ReadOutboxOptions = {}): Promise<OutboxEntry[]> {
  const names = await readdir(env().outboxDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const files = names
    .filter((n) => n.endsWith(".json") && !n.startsWith("."))
    .sort()
    .reverse();
  const to = options.to?.trim().toLowerCase();
  const entries: OutboxEntry[] = [];
  for (const name of files) {
    if (options.kind && !name.includes(`-${options.kind}-`)) continue;
    const entry = await readEntry(path.join(env().outboxDir, name));
    if (!entry || (to && entry.to.toLowerCase() !== to)) continue;
    entries.push(entry);
    if (options.limit && entries.length >= options.limit) break;
  }
  return entries;
}

/**
 * Erasure: deletes every outbox file (mail or SMS) whose text names any of the given strings (an
 * address, a number, an id), matched without regard to case. Returns how many went.
 */
export async function deleteOutboxEntriesNaming(needles: string[]): Promise<number> {
  const lowered = [...new Set(needles.map((n) => n.trim().toLowerCase()).filter((n) => n.length >= 3))];
  if (lowered.length === 0) return 0;
  const dir = env().outboxDir;
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  let deleted = 0;
  for (const name of names.filter((n) => n.endsWith(".json") || n.endsWith(".tmp"))) {
    const file = path.join(dir, name);
    const text = (await readFile(file, "utf8").catch(() => "")).toLowerCase();
    if (!lowered.some((needle) => text.includes(needle))) continue;
    await unlink(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
    deleted++;
  }
  return deleted;
}
