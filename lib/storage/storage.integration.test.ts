import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/files/[...key]/route";
import { env, resetEnvForTests } from "@/lib/env";
import { resetStorageForTests, storage, verifyFileSignature } from "@/lib/storage";

const MiB = 1024 * 1024;

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function useDriver(vars: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvForTests();
  resetStorageForTests();
}

/** Calls the route handler the way Next does: params as a Promise of the path segments. */
function fetchFileRoute(url: string) {
  const key = new URL(url).pathname.replace("/api/files/", "").split("/");
  return GET(new Request(url), { params: Promise.resolve({ key }) } as never);
}

describe("disk storage", () => {
  beforeAll(() => useDriver({ S3_BUCKET: undefined }));

  it("stores a stream under $DATA_DIR/uploads and reads it back with its content type", async () => {
    expect(storage().name).toBe("disk");
    const put = await storage().put("cv/user-1/cv.pdf", Readable.from([Buffer.from("%PDF-1.7 "), Buffer.from("hello")]), {
      contentType: "application/pdf",
    });
    expect(put).toEqual({ key: "cv/user-1/cv.pdf", size: 14 });

    const file = await storage().get("cv/user-1/cv.pdf");
    expect(file?.contentType).toBe("application/pdf");
    expect(file?.size).toBe(14);
    expect((await readAll(file!.body)).toString()).toBe("%PDF-1.7 hello");
    // The temp file was renamed into place, not left behind.
    expect(await readdir(path.join(env().dataDir, "uploads", ".tmp"))).toEqual([]);
  });

  it("replaces a file on a second put and forgets it on delete", async () => {
    await storage().put("photos/a.png", Buffer.from("first"), { contentType: "image/png" });
    await storage().put("photos/a.png", Buffer.from("second!"), { contentType: "image/webp" });
    const file = await storage().get("photos/a.png");
    expect(file?.contentType).toBe("image/webp");
    expect((await readAll(file!.body)).toString()).toBe("second!");

    await storage().delete("photos/a.png");
    expect(await storage().get("photos/a.png")).toBeNull();
    await expect(storage().delete("photos/a.png")).resolves.toBeUndefined();
  });

  it("refuses a body whose size differs from the declared length and keeps the previous file", async () => {
    await storage().put("photos/keep.png", Buffer.from("good"), { contentType: "image/png", contentLength: 4 });
    await expect(storage().put("photos/keep.png", Readable.from([Buffer.from("ba")]), { contentType: "image/png", contentLength: 4 })).rejects.toThrow(
      "Upload size mismatch: expected 4 bytes, received 2",
    );
    expect((await readAll((await storage().get("photos/keep.png"))!.body)).toString()).toBe("good");
  });

  it("refuses keys that could reach outside the uploads directory", async () => {
    const bad = ["../escape", "a/../../b", "/etc/passwd", "a//b", "a b", "a\\b", "", ".tmp/x", "x.meta.json", "é"];
    for (const key of bad) {
      await expect(storage().put(key, Buffer.from("x"), { contentType: "text/plain" }), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage().get(key), key).rejects.toThrow(/Invalid storage key/);
    }
  });

  it("signs a link that verifies until it expires", async () => {
    const url = new URL(await storage().signedUrl("cv/user-1/cv.pdf", { expiresInSeconds: 60 }));
    expect(url.origin + url.pathname).toBe(`${env().appUrl}/api/files/cv/user-1/cv.pdf`);
    const exp = url.searchParams.get("exp");
    const sig = url.searchParams.get("sig");
    expect(verifyFileSignature("cv/user-1/cv.pdf", exp, sig)).toBe(true);

    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + 61_000);
    try {
      expect(verifyFileSignature("cv/user-1/cv.pdf", exp, sig)).toBe(false);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("refuses a link whose key, expiry or download name was changed", async () => {
    const url = new URL(await storage().signedUrl("cv/user-1/cv.pdf", { download: "cv.pdf" }));
    const exp = url.searchParams.get("exp")!;
    const sig = url.searchParams.get("sig")!;
    expect(verifyFileSignature("cv/user-1/cv.pdf", exp, sig, "cv.pdf")).toBe(true);
    expect(verifyFileSignature("cv/user-2/cv.pdf", exp, sig, "cv.pdf")).toBe(false);
    expect(verifyFileSignature("cv/user-1/cv.pdf", String(Number(exp) + 3600), sig, "cv.pdf")).toBe(false);
    expect(verifyFileSignature("cv/user-1/cv.pdf", exp, sig, "other.pdf")).toBe(false);
    expect(verifyFileSignature("cv/user-1/cv.pdf", exp, sig)).toBe(false);
    expect(verifyFileSignature("cv/user-1/cv.pdf", exp, "zz")).toBe(false);
  });

  it("serves a signed link at /api/files with its type, a private cache header and the download name", async () => {
    const url = await storage().signedUrl("cv/user-1/cv.pdf", { download: 'Résumé "final".pdf' });
    const response = await fetchFileRoute(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("private, max-age=300");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="R_sum_ _final_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.pdf`);
    expect(await response.text()).toBe("%PDF-1.7 hello");
  });

  it("answers 403 to a tampered or expired link and 404 to a deleted file", async () => {
    const url = new URL(await storage().signedUrl("cv/user-1/cv.pdf", { expiresInSeconds: 60 }));
    url.searchParams.set("exp", String(Number(url.searchParams.get("exp")) + 1));
    const tampered = await fetchFileRoute(url.toString());
    expect(tampered.status).toBe(403);
    expect(await tampered.json()).toEqual({ error: "This link is invalid or has expired.", code: "FILE_LINK_INVALID" });

    const expired = await storage().signedUrl("cv/user-1/cv.pdf", { expiresInSeconds: -1 });
    expect((await fetchFileRoute(expired)).status).toBe(403);

    await storage().put("tmp/gone.txt", Buffer.from("x"), { contentType: "text/plain" });
    const gone = await storage().signedUrl("tmp/gone.txt");
    await storage().delete("tmp/gone.txt");
    expect((await fetchFileRoute(gone)).status).toBe(404);
  });
});

describe("S3 storage against s3rver", () => {
  let server: S3rver;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "s3rver-"));
    server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: dir });
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    useDriver({ S3_BUCKET: "hireready-test", S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" });
    const admin = new S3Client({
      region: "us-east-1",
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    await admin.send(new CreateBucketCommand({ Bucket: "hireready-test" }));
    admin.destroy();
  });

  afterAll(async () => {
    useDriver({ S3_BUCKET: undefined, S3_ENDPOINT: undefined, S3_ACCESS_KEY_ID: undefined, S3_SECRET_ACCESS_KEY: undefined });
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("puts, gets and deletes an object", async () => {
    expect(storage().name).toBe("s3");
    const put = await storage().put("photos/u1.jpg", Readable.from([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from("jpeg")]), {
      contentType: "image/jpeg",
    });
    expect(put).toEqual({ key: "photos/u1.jpg", size: 7 });

    const file = await storage().get("photos/u1.jpg");
    expect(file?.contentType).toBe("image/jpeg");
    expect(file?.size).toBe(7);
    expect(await readAll(file!.body)).toEqual(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from("jpeg")]));

    await storage().delete("photos/u1.jpg");
    expect(await storage().get("photos/u1.jpg")).toBeNull();
  });

  it("removes an object whose size differs from the declared length", async () => {
    await expect(storage().put("photos/short.png", Readable.from([Buffer.from("ab")]), { contentType: "image/png", contentLength: 3 })).rejects.toThrow(
      "Upload size mismatch",
    );
    expect(await storage().get("photos/short.png")).toBeNull();
  });

  it("streams a 32 MB upload through a spool file into one PutObject of known length, and the bytes round-trip", async () => {
    const total = 32 * MiB + 12_345;
    const chunkSize = 64 * 1024;
    const sent = createHash("sha256");
    let produced = 0;
    const puts: number[] = []; // Content-Length of each PUT s3rver received
    server.httpServer!.on("request", (req) => {
      if (req.method === "PUT") puts.push(Number(req.headers["content-length"] ?? -1));
    });
    const source = new Readable({
      read() {
        if (produced >= total) return void this.push(null);
        const chunk = randomBytes(Math.min(chunkSize, total - produced));
        sent.update(chunk);
        produced += chunk.length;
        this.push(chunk);
      },
    });

    const put = await storage().put("videos/big.webm", source, { contentType: "video/webm" });
    expect(put.size).toBe(total);
    // One request that says its length: no part of the body is buffered to cut it into parts.
    expect(puts).toEqual([total]);

    const file = await storage().get("videos/big.webm");
    expect(file?.size).toBe(total);
    const received = createHash("sha256");
    for await (const chunk of file!.body) received.update(chunk as Buffer);
    expect(received.digest("hex")).toBe(sent.digest("hex"));
  });

  it("gives a presigned GET link that fetch can download, with the download name", async () => {
    await storage().put("cv/u2/cv.pdf", Buffer.from("%PDF-1.4 presigned"), { contentType: "application/pdf" });
    const plain = await fetch(await storage().signedUrl("cv/u2/cv.pdf", { expiresInSeconds: 60 }));
    expect(plain.status).toBe(200);
    expect(await plain.text()).toBe("%PDF-1.4 presigned");

    const download = await fetch(await storage().signedUrl("cv/u2/cv.pdf", { download: "my-cv.pdf" }));
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain('filename="my-cv.pdf"');
  });
});
