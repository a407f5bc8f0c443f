import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { fieldText, readMultipart } from "./multipart";

const BOUNDARY = "----hrFormBoundary7MA4YWxkTrZu0gW";

function body(parts: { name: string; value: string | Buffer; filename?: string; type?: string }[]): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ""}`;
    const type = p.type ? `\r\nContent-Type: ${p.type}` : "";
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** A request whose body arrives in chunks of the given sizes (cycled). */
function request(data: Buffer, sizes: number[] = [data.length]): Request {
  let offset = 0;
  let i = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= data.length) return controller.close();
      const size = sizes[i++ % sizes.length]!;
      controller.enqueue(new Uint8Array(data.subarray(offset, offset + size)));
      offset += size;
    },
  });
  return new Request("http://localhost/upload", {
    method: "POST",
    body: stream,
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    duplex: "half",
  } as RequestInit);
}

/** A request of `data` in 64 KB chunks that counts how many bytes the reader pulled. */
function counted(data: Buffer) {
  const seen = { pulled: 0 };
  const CHUNK = 64 * 1024;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.pulled >= data.length) return controller.close();
        controller.enqueue(new Uint8Array(data.subarray(seen.pulled, seen.pulled + CHUNK)));
        seen.pulled += CHUNK;
      },
    },
    { highWaterMark: 0 },
  );
  const req = new Request("http://localhost/upload", {
    method: "POST",
    body: stream,
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    duplex: "half",
  } as RequestInit);
  return { req, seen };
}

async function collect(req: Request, maxBytes = 10_000_000) {
  const out: Record<string, { filename: string | null; type: string; data: Buffer }> = {};
  for await (const part of readMultipart(req, { maxBytes })) {
    const chunks: Buffer[] = [];
    for await (const c of part.body) chunks.push(c);
    out[part.name] = { filename: part.filename, type: part.contentType, data: Buffer.concat(chunks) };
  }
  return out;
}

describe("readMultipart", () => {
  // Bytes that look like a delimiter's start, CRLFs and binary noise: the worst case for splitting.
  const file = Buffer.concat([
    Buffer.from("%PDF-1.7\r\n"),
    Buffer.from(`\r\n--${BOUNDARY.slice(0, 10)}`),
    Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 31) % 256)),
  ]);
  const data = body([
    { name: "email", value: "asha@example.com" },
    { name: "resume", value: file, filename: "Asha CV.pdf", type: "application/pdf" },
    { name: "firstname", value: "Asha" },
  ]);

  it.each([[[data.length]], [[1]], [[7, 3, 64]], [[BOUNDARY.length + 1]]])("reads fields and a binary file whatever the chunk sizes (%j)", async (sizes) => {
    const parts = await collect(request(data, sizes));
    expect(parts.email?.data.toString()).toBe("asha@example.com");
    expect(parts.firstname?.data.toString()).toBe("Asha");
    expect(parts.resume?.filename).toBe("Asha CV.pdf");
    expect(parts.resume?.type).toBe("application/pdf");
    expect(parts.resume?.data.equals(file)).toBe(true);
  });

  it("skips a part the caller does not read, even one it stopped reading halfway", async () => {
    const names: string[] = [];
    for await (const part of readMultipart(request(data, [13]), { maxBytes: 1_000_000 })) {
      names.push(part.name);
      if (part.name === "resume") {
        for await (const chunk of part.body) {
          void chunk;
          break;
        }
      }
      if (part.name === "firstname") expect(await fieldText(part)).toBe("Asha");
    }
    expect(names).toEqual(["email", "resume", "firstname"]);
  });

  it("refuses a body larger than the limit while it streams", async () => {
    await expect(collect(request(data, [100]), 1_000)).rejects.toMatchObject({ code: "BODY_TOO_LARGE" });
  });

  it("refuses a body that shows no boundary in its first 64 KB, without reading on", async () => {
    const { req, seen } = counted(Buffer.alloc(8 * 1024 * 1024, 0x61));
    await expect(collect(req)).rejects.toMatchObject({ code: "INVALID_INPUT", message: "Malformed form data" });
    expect(seen.pulled).toBeLessThanOrEqual(256 * 1024);
  });

  it("refuses a body the moment it passes its cap, in the middle of a file", async () => {
    const big = body([{ name: "video", value: Buffer.alloc(4 * 1024 * 1024, 1), filename: "a.webm" }]);
    const { req, seen } = counted(big);
    await expect(collect(req, 1024 * 1024)).rejects.toMatchObject({ code: "BODY_TOO_LARGE" });
    expect(seen.pulled).toBeLessThanOrEqual(1024 * 1024 + 256 * 1024);
  });

  it("pauses the request while a file part is not read: the body is pulled no further than a few chunks ahead", async () => {
    const big = body([{ name: "video", value: Buffer.alloc(8 * 1024 * 1024, 2), filename: "a.webm" }]);
    const { req, seen } = counted(big);
    const parts = readMultipart(req, { maxBytes: big.length });
    const part = (await parts.next()).value as { body: AsyncIterable<Buffer> };
    const chunks = part.body[Symbol.asyncIterator]();
    await chunks.next();
    // Give the reader every chance to run ahead: a round of the event loop per chunk it could pull.
    for (let i = 0; i < 200; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(seen.pulled).toBeLessThanOrEqual(512 * 1024);
    await parts.return(undefined);
  });

  it("refuses a form with more parts than allowed", async () => {
    const three = body(["a", "b", "c"].map((name) => ({ name, value: name })));
    await expect(
      (async () => {
        for await (const part of readMultipart(request(three), { maxBytes: 10_000, maxParts: 2 })) await fieldText(part);
      })(),
    ).rejects.toMatchObject({ code: "INVALID_INPUT", message: "The form has too many fields" });
  });

  it("refuses a field longer than its limit, keeping no more of it than the reader's bound", async () => {
    const long = body([{ name: "note", value: "x".repeat(100_000) }]);
    const read = async () => {
      for await (const part of readMultipart(request(long, [1000]), { maxBytes: 1_000_000, maxFieldBytes: 4096 })) {
        expect((part as { truncated?: boolean }).truncated ?? true).toBe(true);
        await fieldText(part, 4096);
      }
    };
    await expect(read()).rejects.toMatchObject({ code: "INVALID_INPUT", message: "The note field is too long" });
  });

  it("keeps a file name written in UTF-8", async () => {
    const named = body([{ name: "resume", value: "%PDF-1.7", filename: "Zoë Ærø résumé.pdf", type: "application/pdf" }]);
    const parts = await collect(request(named));
    expect(parts.resume?.filename).toBe("Zoë Ærø résumé.pdf");
  });

  it("refuses a form cut short after a small file it has not handed out yet, with nothing left unhandled", async () => {
    const cut = body([
      { name: "question", value: "3" },
      { name: "video", value: Buffer.from("tiny"), filename: "a.webm" },
    ]).subarray(0, -(BOUNDARY.length + 6));
    const read = async () => {
      for await (const part of readMultipart(request(cut), { maxBytes: 1_000_000 })) {
        // The whole body is with the parser before the first field is looked at.
        for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
        if (part.filename === null) await fieldText(part);
        else for await (const chunk of part.body) void chunk;
      }
    };
    await expect(read()).rejects.toMatchObject({ code: "INVALID_INPUT", message: "The upload ended early" });
  });

  it("refuses a request that is not multipart, and a body cut short", async () => {
    const plain = new Request("http://localhost/upload", { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
    await expect(collect(plain)).rejects.toBeInstanceOf(AppError);
    await expect(collect(request(data.subarray(0, data.length - 200)))).rejects.toMatchObject({ code: "INVALID_INPUT" });
  });
});
