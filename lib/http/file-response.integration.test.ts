// Byte ranges on every route that streams a stored file, with each storage driver.
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getFile } from "@/app/api/files/[...key]/route";
import { GET as getExport } from "@/app/api/users/export/download/route";
import { resetEnvForTests } from "@/lib/env";
import { resetStorageForTests, storage } from "@/lib/storage";
import { signFilePath } from "@/lib/storage/file-signature";
import { useTestDatabase } from "@/test/db";
import { createCandidate } from "@/test/factories";
import { signInAs } from "@/test/signed-in-as";
import { parseRangeHeader } from "./file-response";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const t = useTestDatabase();

// 1000 distinguishable bytes: byte i is i mod 251, so any slice says where it came from.
const SIZE = 1000;
const CONTENT = Buffer.from(Array.from({ length: SIZE }, (_, i) => i % 251));

type Call = (headers?: Record<string, string>, method?: "GET" | "HEAD") => Promise<Response>;
type FileRoute = { name: string; prepare: (driver: string) => Promise<Call> };

const fileRoutes: FileRoute[] = [
  {
    name: "/api/files/<key> (signed link)",
    async prepare(driver) {
      const key = `videos/ranges-${driver}/answer.mp4`;
      await storage().put(key, CONTENT, { contentType: "video/mp4" });
      const url = `http://localhost${signFilePath(key, 600)}`;
      const segments = key.split("/");
      return (headers = {}, method = "GET") => getFile(new Request(url, { method, headers }), { params: Promise.resolve({ key: segments }) } as never);
    },
  },
  {
    name: "/api/users/export/download (owner)",
    async prepare(driver) {
      const candidate = await createCandidate();
      const archiveKey = `exports/${candidate.id}/ranges-${driver}.zip`;
      await storage().put(archiveKey, CONTENT, { contentType: "application/zip" });
      const row = await t.db().dataExport.create({
        data: { candidateId: candidate.id, status: "READY", archiveKey, sizeBytes: SIZE, expiresAt: new Date(Date.now() + 3_600_000) },
      });
      const url = `http://localhost/api/users/export/download?id=${row.id}`;
      return (headers = {}, method = "GET") => {
        signInAs(candidate.id);
        return getExport(new Request(url, { method, headers }));
      };
    },
  },
];

function useDriver(vars: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvForTests();
  resetStorageForTests();
}

const S3_VARS = ["S3_BUCKET", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
let s3rver: S3rver | undefined;
let s3rverDir = "";

const drivers = [
  { name: "disk", setUp: async () => useDriver({ S3_BUCKET: undefined }) },
  {
    name: "s3",
    setUp: async () => {
      s3rverDir = await mkdtemp(path.join(os.tmpdir(), "s3rver-ranges-"));
      s3rver = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: s3rverDir });
      const { port } = await s3rver.run();
      const endpoint = `http://127.0.0.1:${port}`;
      useDriver({ S3_BUCKET: "ranges", S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" });
      const admin = new S3Client({ region: "us-east-1", endpoint, forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
      await admin.send(new CreateBucketCommand({ Bucket: "ranges" }));
      admin.destroy();
    },
  },
];

afterAll(async () => {
  useDriver(Object.fromEntries(S3_VARS.map((name) => [name, undefined])));
  await s3rver?.close();
  if (s3rverDir) await rm(s3rverDir, { recursive: true, force: true });
});

async function bytesOf(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

describe.each(drivers)("with the $name driver", (driver) => {
  beforeAll(driver.setUp);

  it.runIf(driver.name === "s3")("gives presigned links the store itself answers with byte ranges", async () => {
    await storage().put("videos/presigned/answer.mp4", CONTENT, { contentType: "video/mp4" });
    const response = await fetch(await storage().signedUrl("videos/presigned/answer.mp4"), { headers: { range: "bytes=0-1" } });
    expect(response.status).toBe(206);
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(response.headers.get("content-range")).toBe(`bytes 0-1/${SIZE}`);
    expect(await bytesOf(response)).toEqual(CONTENT.subarray(0, 2));
  });

  describe.each(fileRoutes)("$name", (fileRoute) => {
    let call: Call;
    beforeAll(async () => {
      call = await fileRoute.prepare(driver.name);
    });

    it("answers the whole file with Accept-Ranges when no range is asked for", async () => {
      const response = await call();
      expect(response.status).toBe(200);
      expect(response.headers.get("accept-ranges")).toBe("bytes");
      expect(response.headers.get("content-length")).toBe(String(SIZE));
      expect(await bytesOf(response)).toEqual(CONTENT);
    });

    it("answers Safari's first probe, bytes=0-1, with 206 and two bytes", async () => {
      const response = await call({ range: "bytes=0-1" });
      expect(response.status).toBe(206);
      expect(response.headers.get("content-range")).toBe(`bytes 0-1/${SIZE}`);
      expect(response.headers.get("content-length")).toBe("2");
      expect(response.headers.get("accept-ranges")).toBe("bytes");
      expect(await bytesOf(response)).toEqual(CONTENT.subarray(0, 2));
    });

    it("answers a closed range in the middle, an open range and the last n bytes", async () => {
      const middle = await call({ range: "bytes=300-549" });
      expect(middle.status).toBe(206);
      expect(middle.headers.get("content-range")).toBe(`bytes 300-549/${SIZE}`);
      expect(await bytesOf(middle)).toEqual(CONTENT.subarray(300, 550));

      const open = await call({ range: "bytes=900-" });
      expect(open.status).toBe(206);
      expect(open.headers.get("content-range")).toBe(`bytes 900-999/${SIZE}`);
      expect(await bytesOf(open)).toEqual(CONTENT.subarray(900));

      const suffix = await call({ range: "bytes=-10" });
      expect(suffix.status).toBe(206);
      expect(suffix.headers.get("content-range")).toBe(`bytes 990-999/${SIZE}`);
      expect(suffix.headers.get("content-length")).toBe("10");
      expect(await bytesOf(suffix)).toEqual(CONTENT.subarray(990));
    });

    it("cuts a range that runs past the end at the last byte", async () => {
      const response = await call({ range: "bytes=995-5000" });
      expect(response.status).toBe(206);
      expect(response.headers.get("content-range")).toBe(`bytes 995-999/${SIZE}`);
      expect(await bytesOf(response)).toEqual(CONTENT.subarray(995));
    });

    it("answers 416 with the file's size to a range that starts past the end", async () => {
      const response = await call({ range: `bytes=${SIZE}-` });
      expect(response.status).toBe(416);
      expect(response.headers.get("content-range")).toBe(`bytes */${SIZE}`);
    });

    it("answers the whole file to several ranges at once", async () => {
      const response = await call({ range: "bytes=0-1,10-20" });
      expect(response.status).toBe(200);
      expect(await bytesOf(response)).toEqual(CONTENT);
    });

    it("answers the range when If-Range names this version, the whole file when it names another", async () => {
      const first = await call();
      const etag = first.headers.get("etag")!;
      const lastModified = first.headers.get("last-modified")!;
      await first.body?.cancel();
      expect(etag).toMatch(/^"/);

      const sameTag = await call({ range: "bytes=0-1", "if-range": etag });
      expect(sameTag.status).toBe(206);
      expect(await bytesOf(sameTag)).toEqual(CONTENT.subarray(0, 2));

      const sameDate = await call({ range: "bytes=0-1", "if-range": lastModified });
      expect(sameDate.status).toBe(206);
      await sameDate.body?.cancel();

      const otherTag = await call({ range: "bytes=0-1", "if-range": '"another-version"' });
      expect(otherTag.status).toBe(200);
      expect(otherTag.headers.get("content-range")).toBeNull();
      expect(await bytesOf(otherTag)).toEqual(CONTENT);

      const otherDate = await call({ range: "bytes=0-1", "if-range": new Date(Date.parse(lastModified) - 60_000).toUTCString() });
      expect(otherDate.status).toBe(200);
      expect(await bytesOf(otherDate)).toEqual(CONTENT);

      const pastEndOtherVersion = await call({ range: `bytes=${SIZE}-`, "if-range": '"another-version"' });
      expect(pastEndOtherVersion.status).toBe(200);
      expect(await bytesOf(pastEndOtherVersion)).toEqual(CONTENT);
    });

    // Next.js answers HEAD with the route's GET handler when the route has no HEAD of its own.
    it("answers HEAD with the headers of the GET and no body", async () => {
      const whole = await call({}, "HEAD");
      expect(whole.status).toBe(200);
      expect(whole.headers.get("accept-ranges")).toBe("bytes");
      expect(whole.headers.get("content-length")).toBe(String(SIZE));
      expect(whole.body).toBeNull();

      const probe = await call({ range: "bytes=0-1" }, "HEAD");
      expect(probe.status).toBe(206);
      expect(probe.headers.get("content-range")).toBe(`bytes 0-1/${SIZE}`);
      expect(probe.body).toBeNull();
    });
  });
});

describe("reading a Range header", () => {
  it("takes one range of each form and leaves anything else to a whole answer", () => {
    expect(parseRangeHeader("bytes=0-1")).toEqual({ start: 0, end: 1 });
    expect(parseRangeHeader("bytes=5-")).toEqual({ start: 5 });
    expect(parseRangeHeader("bytes=-5")).toEqual({ suffix: 5 });
    for (const ignored of [null, "", "bytes=", "bytes=-", "bytes=5-2", "items=0-1", "bytes=0-1,3-4", "bytes=a-b", "bytes=99999999999999999999-"]) {
      expect(parseRangeHeader(ignored), String(ignored)).toBeUndefined();
    }
  });
});
