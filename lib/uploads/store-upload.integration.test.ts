// Uploads stream through the type and size checks into the real disk driver.
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { storage } from "@/lib/storage";
import { UPLOAD_KINDS } from "./kinds";
import { storeUpload } from "./store-upload";

const pdf = (size: number) => Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(Math.max(0, size - 9), 0x20)]);

function chunked(buffer: Buffer, chunk = 1000): Readable {
  const parts: Buffer[] = [];
  for (let i = 0; i < buffer.length; i += chunk) parts.push(buffer.subarray(i, i + chunk));
  return Readable.from(parts);
}

describe("storeUpload", () => {
  it("stores a PDF CV under a key with the detected extension", async () => {
    const stored = await storeUpload({ body: chunked(pdf(50_000)), kind: UPLOAD_KINDS.cv, key: (ext) => `test/cv-a.${ext}` });
    expect(stored).toMatchObject({ key: "test/cv-a.pdf", size: 50_000, contentType: "application/pdf" });
    const file = await storage().get("test/cv-a.pdf");
    expect(file?.size).toBe(50_000);
  });

  it("refuses a file whose bytes are not a PDF, whatever it is called", async () => {
    const fake = Buffer.from("PK\u0003\u0004 this is a zip, not a pdf");
    await expect(storeUpload({ body: chunked(fake), kind: UPLOAD_KINDS.cv, key: (ext) => `test/cv-b.${ext}` })).rejects.toMatchObject({
      code: "FILE_TYPE_NOT_ALLOWED",
    });
    expect(await storage().get("test/cv-b.docx")).toBeNull();
  });

  it("stops a body that grows past the limit and keeps nothing of it", async () => {
    const big = pdf(UPLOAD_KINDS.cv.maxBytes + 1);
    const error = await storeUpload({ body: chunked(big, 64 * 1024), kind: UPLOAD_KINDS.cv, key: (ext) => `test/cv-c.${ext}` }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe("File size should be under 2048KB");
    expect(await storage().get("test/cv-c.pdf")).toBeNull();
  });

  it("refuses an announced size over the limit before reading anything", async () => {
    await expect(
      storeUpload({ body: chunked(pdf(10)), declaredSize: 600_000, kind: UPLOAD_KINDS.onboardingPhoto, key: (ext) => `test/p.${ext}` }),
    ).rejects.toMatchObject({ code: "FILE_TOO_LARGE", message: "File size should be under 500KB" });
  });
});
