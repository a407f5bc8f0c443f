// Onboarding's photo and CV steps go through the profile's upload pipeline: the photo is decoded
// and converted (what cannot be decoded, or would decode into a huge bitmap, is refused), the CV's
// text is kept, and nothing refused is stored.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { POST as postCv } from "@/app/api/users/onboarding/cv/route";
import { POST as postPhoto } from "@/app/api/users/onboarding/photo/route";
import { env } from "@/lib/env";
import { storage } from "@/lib/storage";
import { createCandidate } from "@/test/factories";
import { makePdf } from "@/test/pdf-fixture";
import { signInAs } from "@/test/signed-in-as";
import { useTestDatabase } from "@/test/db";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const t = useTestDatabase();

/** What the onboarding screens send: the file as the raw body, its name in X-File-Name. */
function sendRaw(handler: (req: Request) => Promise<Response>, bytes: Buffer, name: string, type: string) {
  return handler(
    new Request("http://localhost:3000/upload", {
      method: "POST",
      headers: { "content-type": type, "x-file-name": encodeURIComponent(name) },
      body: new Uint8Array(bytes),
    }),
  );
}

function sendForm(handler: (req: Request) => Promise<Response>, field: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append(field, new File([new Uint8Array(bytes)], name));
  return handler(new Request("http://localhost:3000/upload", { method: "POST", body: form }));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 16000×16000 one-bit PNG: about 30 KB on disk, 768 MB once decoded to RGB. */
function hugePng(side = 16_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc(side * (1 + side / 8)); // each row: filter byte 0, then zero bits
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

const jpegHeaderThenGarbage = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]), Buffer.alloc(20_000, 0x41)]);
const smallPng = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: "#2563eb" } })
    .png()
    .toBuffer();

async function storedFiles(candidateId: string): Promise<string[]> {
  const names = await readdir(path.join(env().dataDir, "uploads", "candidates", candidateId)).catch(() => [] as string[]);
  return names.filter((name) => !name.endsWith(".meta.json")); // the disk driver's sidecars
}

const row = (id: string) => t.db().candidate.findUniqueOrThrow({ where: { id } });

describe("POST /api/users/onboarding/photo", () => {
  it("refuses a file that starts like a JPEG but is not an image, and stays on step five", async () => {
    const me = await createCandidate({ onboardingStep: "onboarding_five" });
    signInAs(me.id);
    const res = await sendRaw(postPhoto, jpegHeaderThenGarbage(), "me.jpg", "image/jpeg");
    expect(res.status).toBe(415);
    expect(await row(me.id)).toMatchObject({ photoKey: null, onboardingStep: "onboarding_five" });
    expect(await storedFiles(me.id)).toEqual([]);
  });

  it("refuses a 16000×16000 PNG instead of decoding it into gigabytes", async () => {
    const me = await createCandidate({ onboardingStep: "onboarding_five" });
    signInAs(me.id);
    const png = hugePng();
    expect(png.length).toBeLessThan(100_000);
    const res = await sendRaw(postPhoto, png, "huge.png", "image/png");
    expect(res.status).toBe(415);
    expect(await row(me.id)).toMatchObject({ photoKey: null, onboardingStep: "onboarding_five" });
    expect(await storedFiles(me.id)).toEqual([]);
  });

  it("keeps the photo as the profile does (a 400 px WebP) and moves on to step six", async () => {
    const me = await createCandidate({ onboardingStep: "onboarding_five" });
    signInAs(me.id);
    const res = await sendRaw(postPhoto, await smallPng(), "me.png", "image/png");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ step: "onboarding_six", photoUrl: expect.stringMatching(/^\/api\/users\/profile-picture\?v=/) });
    const { photoKey, onboardingStep } = await row(me.id);
    expect(onboardingStep).toBe("onboarding_six");
    expect(photoKey).toMatch(/\.webp$/);
    const stored = await storage().get(photoKey!);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
    expect(await sharp(Buffer.concat(chunks)).metadata()).toMatchObject({ format: "webp", width: 400, height: 400 });
    expect(await storedFiles(me.id)).toEqual([path.basename(photoKey!)]);
  });

  it("refuses a second photo once the step is done, keeping the first", async () => {
    const me = await createCandidate({ onboardingStep: "onboarding_five" });
    signInAs(me.id);
    expect((await sendRaw(postPhoto, await smallPng(), "me.png", "image/png")).status).toBe(200);
    const { photoKey } = await row(me.id);
    const again = await sendRaw(postPhoto, await smallPng(), "me.png", "image/png");
    expect(again.status).toBe(409);
    expect((await row(me.id)).photoKey).toBe(photoKey);
    expect(await storedFiles(me.id)).toEqual([path.basename(photoKey!)]);
  });
});

describe("POST /api/users/onboarding/cv", () => {
  it("keeps the CV's text, as the profile's CV upload does", async () => {
    const me = await createCandidate({ onboardingStep: "onboarding_six", resumeKey: null });
    signInAs(me.id);
    const res = await sendRaw(postCv, makePdf(["Asha Verma", "Kotlin and Jetpack Compose"]), "Asha CV.pdf", "application/pdf");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ resumeName: "Asha CV.pdf" });
    const { resumeKey, resumeText, resumeName } = await row(me.id);
    expect(resumeName).toBe("Asha CV.pdf");
    expect(resumeText).toContain("Kotlin and Jetpack Compose");
    expect(await storedFiles(me.id)).toEqual([path.basename(resumeKey!)]);
  });

  it("refuses a file that starts like a PDF but cannot be read, keeping the CV before it", async () => {
    const me = await createCandidate({ onboardingStep: "onboarding_six", resumeKey: null });
    signInAs(me.id);
    expect((await sendRaw(postCv, makePdf(["First CV"]), "first.pdf", "application/pdf")).status).toBe(200);
    const before = await row(me.id);
    const res = await sendRaw(postCv, Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(5000, 0x20)]), "broken.pdf", "application/pdf");
    expect(res.status).toBe(400);
    const after = await row(me.id);
    expect(after).toMatchObject({ resumeKey: before.resumeKey, resumeText: before.resumeText, resumeName: "first.pdf" });
    expect(await storedFiles(me.id)).toEqual([path.basename(before.resumeKey!)]);
  });

  it("reads a multipart upload part by part, never buffering the whole form with formData()", async () => {
    const me = await createCandidate({ onboardingStep: "onboarding_six", resumeKey: null });
    signInAs(me.id);
    const formData = vi.spyOn(Request.prototype, "formData");
    try {
      const res = await sendForm(postCv, "resume", makePdf(["Streamed CV"]), "streamed.pdf");
      expect(res.status).toBe(200);
      expect(formData).not.toHaveBeenCalled();
    } finally {
      formData.mockRestore();
    }
    expect((await row(me.id)).resumeText).toContain("Streamed CV");
  });
});
