// Temp files of uploads whose process was killed: a real process streams an upload into the disk
// driver and another into the S3 driver's spool, is killed with SIGKILL half-way, and the sweep a
// server or worker runs at start-up (and daily) removes what it left, and nothing of a live upload.
import { spawn } from "node:child_process";
import { mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diskTempDir } from "./disk-driver";
import { sweepTempFiles, TEMP_FILE_MAX_IDLE_MS, tempFileName } from "./temp-files";

const ROOT = path.resolve(import.meta.dirname, "../..");
let base = "";

beforeAll(async () => {
  base = await mkdtemp(path.join(os.tmpdir(), "hireready-temp-files-"));
});

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

/** A process with an upload going into each driver, slowly, forever; resolves once both have started. */
async function uploadingProcess(uploads: string, spool: string) {
  const code = `
    import { Readable } from "node:stream";
    const { createDiskDriver } = await import(${JSON.stringify(path.join(ROOT, "lib/storage/disk-driver.ts"))});
    const { createS3Driver } = await import(${JSON.stringify(path.join(ROOT, "lib/storage/s3-driver.ts"))});
    const slow = () => new Readable({ read() { setTimeout(() => this.push(Buffer.alloc(16384, 7)), 20); } });
    const s3 = createS3Driver(
      { bucket: "never", region: "us-east-1", endpoint: "http://127.0.0.1:9", forcePathStyle: true, accessKeyId: "x", secretAccessKey: "y" },
      { spoolDir: ${JSON.stringify(spool)} },
    );
    void createDiskDriver(${JSON.stringify(uploads)}).put("videos/a.webm", slow(), { contentType: "video/webm" });
    void s3.put("videos/b.webm", slow(), { contentType: "video/webm" });
  `;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], { cwd: ROOT, stdio: "ignore" });
  const deadline = Date.now() + 30_000;
  while ((await readdir(diskTempDir(uploads)).catch(() => [])).length === 0 || (await readdir(spool).catch(() => [])).length === 0) {
    if (Date.now() > deadline) throw new Error("the uploads did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return child;
}

describe("temp files of interrupted uploads", () => {
  it("are removed after their process is killed, while a live upload's and a recent foreign one's stay", { timeout: 60_000 }, async () => {
    const uploads = path.join(base, "uploads");
    const spool = path.join(base, "spool");
    const child = await uploadingProcess(uploads, spool);
    const killed = [...(await readdir(diskTempDir(uploads))), ...(await readdir(spool))];
    expect(killed.every((name) => name.split(".")[1] === String(child.pid))).toBe(true);
    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));

    // An upload this process is writing right now, and files from another machine on a shared volume.
    const live = tempFileName();
    await writeFile(path.join(diskTempDir(uploads), live), "in progress");
    await writeFile(path.join(spool, "other-host.123.recent"), "theirs, recent");
    const abandoned = path.join(spool, "other-host.456.abandoned");
    await writeFile(abandoned, "theirs, long untouched");
    const longAgo = new Date(Date.now() - TEMP_FILE_MAX_IDLE_MS - 60_000);
    await utimes(abandoned, longAgo, longAgo);

    const removed = await sweepTempFiles({ dirs: [diskTempDir(uploads), spool] });
    expect(removed).toBe(killed.length + 1);
    expect(await readdir(diskTempDir(uploads))).toEqual([live]);
    expect(await readdir(spool)).toEqual(["other-host.123.recent"]);
  });
});
