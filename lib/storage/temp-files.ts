// Temp files of uploads in progress: the disk driver's `uploads/.tmp` and the S3 driver's spool
// directory. Each is named after the process writing it (host and pid), so a process that was
// killed mid-upload (kill -9, a crash, a lost container) leaves files that the next sweep knows
// to be dead: it runs when a server or worker starts and daily ("storage.sweep-temp"). A file
// of a live process on this host is left alone; one from another host (a shared volume) or in an
// older naming only once nothing has written to it for TEMP_FILE_MAX_IDLE_MS.
import { randomBytes } from "node:crypto";
import { readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/** Longer than any upload or spool can sit unwritten while its process is alive. */
export const TEMP_FILE_MAX_IDLE_MS = 6 * 60 * 60 * 1000;

function hostTag(): string {
  return (
    os
      .hostname()
      .replace(/[^a-zA-Z0-9-]/g, "-")
      .slice(0, 63) || "host"
  );
}

/** A fresh temp file name: `<host>.<pid>.<random>`. */
export function tempFileName(): string {
  return `${hostTag()}.${process.pid}.${randomBytes(12).toString("hex")}`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"; // someone else's process, alive
  }
}

function writerIsDead(name: string): boolean {
  const [host, pid] = name.split(".");
  if (host !== hostTag() || !pid || !/^\d+$/.test(pid)) return false;
  return Number(pid) !== process.pid && !isAlive(Number(pid));
}

/** Removes the dead temp files in these directories; returns how many went. */
export async function sweepTempFiles(options: { dirs: string[]; now?: Date }): Promise<number> {
  const now = (options.now ?? new Date()).getTime();
  let removed = 0;
  for (const dir of options.dirs) {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(dir, entry.name);
      const info = await stat(file).catch(() => null);
      if (!info) continue;
      if (writerIsDead(entry.name) || now - info.mtimeMs > TEMP_FILE_MAX_IDLE_MS) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
  }
  return removed;
}
