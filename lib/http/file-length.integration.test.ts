// A stored file answered through Next.js's own response writer (which drops Content-Length) by the
// server in front of Next.js: the length goes out again, for the whole file and for a range.
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { request } from "node:http";
import { NodeNextResponse, sendResponse } from "@/test/next-internals";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileResponse } from "./file-response";
import { createPeerAddressServer } from "./peer-address-server";

const CONTENT = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));

let server: Server;
let port = 0;

beforeAll(async () => {
  server = createPeerAddressServer(async (req, res) => {
    const web = new Request(`http://localhost${req.url}`, { method: req.method, headers: req.headers as Record<string, string> });
    const response = await fileResponse(web, async (range) => {
      const start = range && "start" in range ? range.start : 0;
      const end = range && "start" in range ? Math.min(range.end ?? CONTENT.length - 1, CONTENT.length - 1) : CONTENT.length - 1;
      const { Readable } = await import("node:stream");
      return {
        body: Readable.from([CONTENT.subarray(start, end + 1)]),
        contentType: "video/mp4",
        size: CONTENT.length,
        range: range ? { start, end } : undefined,
      };
    });
    await sendResponse({} as never, new NodeNextResponse(res), response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("a stored file's length through Next.js's response writer", () => {
  it("goes out as Content-Length, not chunked, for the whole file, a range and HEAD", async () => {
    const whole = await get("/api/files/x");
    expect(whole.status).toBe(200);
    expect(whole.headers["content-length"]).toBe("5000");
    expect(whole.headers["transfer-encoding"]).toBeUndefined();
    expect(whole.headers["x-file-length"]).toBeUndefined();
    expect(whole.body.equals(CONTENT)).toBe(true);

    const probe = await get("/api/files/x", { range: "bytes=0-1" });
    expect(probe.status).toBe(206);
    expect(probe.headers["content-length"]).toBe("2");
    expect(probe.headers["content-range"]).toBe("bytes 0-1/5000");
    expect(probe.headers["transfer-encoding"]).toBeUndefined();
    expect(probe.body.equals(CONTENT.subarray(0, 2))).toBe(true);

    const head = await get("/api/files/x", {}, "HEAD");
    expect(head.headers["content-length"]).toBe("5000");
  });
});
