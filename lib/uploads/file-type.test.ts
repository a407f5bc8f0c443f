import { describe, expect, it } from "vitest";
import { sniffFileType } from "./file-type";
import { checkFileInBrowser, sizeMessage, UPLOAD_KINDS } from "./kinds";
import { cleanFileName } from "./file-name";

const bytes = (...values: (number | string)[]) => new Uint8Array(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe("sniffFileType", () => {
  it("knows PDFs, PNGs, JPEGs, HEIC photos and MP4 videos by their first bytes", () => {
    expect(sniffFileType(bytes("%PDF-1.7\n"))).toBe("pdf");
    expect(sniffFileType(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe("png");
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, "JFIF"))).toBe("jpeg");
    expect(sniffFileType(bytes(0, 0, 0, 0x18, "ftypheic", 0, 0, 0, 0))).toBe("heic");
    expect(sniffFileType(bytes(0, 0, 0, 0x18, "ftypmif1", 0, 0, 0, 0))).toBe("heic");
    expect(sniffFileType(bytes(0, 0, 0, 0x18, "ftypiso5", 0, 0, 0, 0))).toBe("mp4");
    // An audio-only MP4 (Safari's audio/mp4) names itself M4A.
    expect(sniffFileType(bytes(0, 0, 0, 0x1c, "ftypM4A ", 0, 0, 2, 0))).toBe("mp4");
  });

  it("does not trust a name: renamed text or an AVIF image is nothing we know", () => {
    expect(sniffFileType(bytes("hello, I am a CV"))).toBeNull();
    expect(sniffFileType(bytes(0, 0, 0, 0x18, "ftypavif", 0, 0, 0, 0))).toBeNull();
    expect(sniffFileType(bytes("%PD"))).toBeNull();
  });
});

describe("browser-side checks", () => {
  it("uses the spec's size wording with the limit in KB", () => {
    expect(sizeMessage(512_000)).toBe("File size should be under 500KB");
    expect(checkFileInBrowser({ name: "me.JPG", size: 600_000 }, UPLOAD_KINDS.onboardingPhoto)).toBe("File size should be under 500KB");
    expect(checkFileInBrowser({ name: "cv.pdf", size: 3 * 1024 * 1024 }, UPLOAD_KINDS.cv)).toBe("File size should be under 2048KB");
  });

  it("accepts the listed extensions only", () => {
    for (const name of ["a.png", "a.jpeg", "a.jpg", "a.heic"]) expect(checkFileInBrowser({ name, size: 10 }, UPLOAD_KINDS.onboardingPhoto)).toBeNull();
    expect(checkFileInBrowser({ name: "a.gif", size: 10 }, UPLOAD_KINDS.onboardingPhoto)).toMatch(/png, jpeg, jpg or heic/);
    expect(checkFileInBrowser({ name: "cv.docx", size: 10 }, UPLOAD_KINDS.cv)).toMatch(/PDF/);
  });

  it("keeps only a plain file name", () => {
    expect(cleanFileName("C:\\Users\\me\\My CV.pdf", "cv.pdf")).toBe("My CV.pdf");
    expect(cleanFileName("../../etc/passwd\u0000", "cv.pdf")).toBe("passwd");
    expect(cleanFileName("   ", "cv.pdf")).toBe("cv.pdf");
  });
});
