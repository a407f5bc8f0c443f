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

  it.each([[[data.length]], [[1]], [[7, 3, 64]], [[BOUNDARY.length + 1]]])(
    "reads fields and a binary file whatever the chunk sizes (%j)",
    async (sizes) => {
      const parts = await collect(request(data, sizes));
      expect(parts.email?.data.toString()).toBe("asha@example.com");
      expect(parts.firstname?.data.toString()).toBe("Asha");
      expect(parts.resume?.filename).toBe("Asha CV.pdf");
      expect(parts.resume?.type).toBe("application/pdf");
      expect(parts.resume?.data.equals(file)).toBe(true);
    },
  );

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
    await expect(collect(request(data, [100]), 1_000)).rejects.toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  });

  it("refuses a request that is not multipart, and a body cut short", async () => {
    const plain = new Request("http://localhost/upload", { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
    await expect(collect(plain)).rejects.toBeInstanceOf(AppError);
    await expect(collect(request(data.subarray(0, data.length - 200)))).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
