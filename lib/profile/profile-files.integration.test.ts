// The profile's file routes (photo, CV, profile video) against a real database and the disk
// storage driver: checked bytes, kept files on failure, and each candidate reaching only their own.
import { randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getFile } from "@/app/api/files/[...key]/route";
import { GET as getProfileRoute } from "@/app/api/users/get-profile/route";
import { GET as getPhoto, POST as postPhoto } from "@/app/api/users/profile-picture/route";
import { GET as getVideo } from "@/app/api/users/profile-video/route";
import { GET as getResumeRoute, POST as postResume } from "@/app/api/users/resume/route";
import { POST as postVideo } from "@/app/api/users/upload-video/route";
import { env } from "@/lib/env";
import { UNREADABLE_PDF } from "@/lib/profile/extract-pdf-text";
import { storage } from "@/lib/storage";
import { makePdf } from "@/test/pdf-fixture";
import { createCandidate } from "@/test/factories";
import { signInAs } from "@/test/signed-in-as";
import { useTestDatabase } from "@/test/db";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const t = useTestDatabase();

type Candidate = { id: string; shortId: string; email: string };
let first: Candidate;
let second: Candidate;

const smallPng = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: "#ff5d0e" } })
    .png()
    .toBuffer();
/** Random pixels do not compress: 460×460×3 bytes make a PNG of about 620 KB. */
const bigPng = () =>
  sharp(randomBytes(460 * 460 * 3), { raw: { width: 460, height: 460, channels: 3 } })
    .png()
    .toBuffer();
const webm = () => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(4000)]);

function upload(handler: (req: Request) => Promise<Response>, fields: Record<string, string | { bytes: Buffer; name: string; type?: string }>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, new File([new Uint8Array(value.bytes)], value.name, { type: value.type ?? "application/octet-stream" }));
  }
  return handler(new Request("http://localhost:3000/upload", { method: "POST", body: form }));
}

const get = (handler: (req: Request) => Promise<Response>, query = "") => handler(new Request(`http://localhost:3000/x${query}`));

/** Follows a route's 302 to the signed /api/files link, as the browser would. */
async function follow(res: Response): Promise<Response> {
  expect(res.status).toBe(302);
  const location = res.headers.get("location")!;
  expect(location).toMatch(/^\/api\/files\/candidates\//);
  const url = new URL(location, "http://localhost:3000");
  const key = url.pathname.replace("/api/files/", "").split("/");
  return getFile(new Request(url), { params: Promise.resolve({ key }) } as never);
}

const row = (id: string) => t.db().candidate.findUniqueOrThrow({ where: { id } });

beforeAll(async () => {
  first = await createCandidate();
  second = await createCandidate({ firstName: "Ravi" });
});

describe("POST /api/users/profile-picture", () => {
  it("answers 401 when signed out", async () => {
    signInAs(null);
    const res = await upload(postPhoto, { profilePicture: { bytes: await smallPng(), name: "me.png" }, type: "profile" });
    expect(res.status).toBe(401);
  });

  it("stores a new photo as a 400 px WebP, answers it as the new picture and removes the original", async () => {
    signInAs(first.id);
    const res = await upload(postPhoto, { profilePicture: { bytes: await smallPng(), name: "me.png", type: "image/png" }, type: "profile" });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.Profile_Url).toMatch(/^\/api\/users\/profile-picture\?v=[0-9a-f]{12}$/);

    const { photoKey } = await row(first.id);
    expect(photoKey).toMatch(new RegExp(`^candidates/${first.id}/photo-[0-9a-f]+\\.webp$`));
    const served = await follow(await get(getPhoto));
    expect(served.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 400, height: 400 });

    const profile = await (await getProfileRoute(new Request("http://test/api/users/get-profile"))).json();
    expect(profile.Profile_Url).toBe(body.Profile_Url);
  });

  it("refuses a 600 KB photo with the spec's message and keeps the previous one", async () => {
    signInAs(first.id);
    const before = (await row(first.id)).photoKey;
    const bytes = await bigPng();
    expect(bytes.length).toBeGreaterThan(500 * 1024);
    const res = await upload(postPhoto, { profilePicture: { bytes, name: "big.png" }, type: "profile" });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "File size should be under 500KB", code: "FILE_TOO_LARGE" });
    expect((await row(first.id)).photoKey).toBe(before);
    expect(await storage().get(before!)).not.toBeNull();
  });

  it("refuses a file that only claims to be an image", async () => {
    signInAs(first.id);
    const before = (await row(first.id)).photoKey;
    const res = await upload(postPhoto, { profilePicture: { bytes: makePdf(["not a photo"]), name: "me.png", type: "image/png" } });
    expect(res.status).toBe(415);
    expect((await row(first.id)).photoKey).toBe(before);
  });

  it("refuses a photo it cannot convert (such as an HEVC-coded HEIC) and keeps the previous one", async () => {
    signInAs(first.id);
    const before = (await row(first.id)).photoKey;
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic"), Buffer.alloc(12), randomBytes(3000)]);
    const res = await upload(postPhoto, { profilePicture: { bytes: heic, name: "IMG_0001.HEIC", type: "image/heic" } });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: "We could not read this image. Please upload a PNG or JPEG photo.", code: "FILE_TYPE_NOT_ALLOWED" });
    expect((await row(first.id)).photoKey).toBe(before);
    const files = await readdir(path.join(env().dataDir, "uploads", "candidates", first.id));
    expect(files.filter((f) => f.startsWith("photo")).sort()).toEqual([`${before!.split("/").pop()}`, `${before!.split("/").pop()}.meta.json`].sort());
  });

  it("replaces the previous photo file instead of keeping both", async () => {
    signInAs(first.id);
    const before = (await row(first.id)).photoKey!;
    const res = await upload(postPhoto, { profilePicture: { bytes: await smallPng(), name: "again.png" } });
    expect(res.status).toBe(200);
    expect((await row(first.id)).photoKey).not.toBe(before);
    expect(await storage().get(before)).toBeNull();
  });
});

describe("POST /api/users/resume", () => {
  it("refuses a file named .pdf that holds PNG bytes, storing nothing", async () => {
    signInAs(first.id);
    const res = await upload(postResume, { resume: { bytes: await smallPng(), name: "cv.pdf", type: "application/pdf" }, type: "profile" });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: "Please upload your CV as a PDF", code: "FILE_TYPE_NOT_ALLOWED" });
    expect((await row(first.id)).resumeKey).toBeNull();
  });

  it("keeps the CV and the text read from it", async () => {
    signInAs(first.id);
    const pdf = makePdf(["Asha Verma", "Frontend Developer", "Skills: React, TypeScript"]);
    const res = await upload(postResume, { resume: { bytes: pdf, name: "Asha CV.pdf" }, type: "profile" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ResumeName: "Asha CV.pdf", ResumeURL: expect.stringMatching(/^\/api\/users\/resume\?v=/) });
    const saved = await row(first.id);
    expect(saved.resumeText).toBe("Asha Verma\nFrontend Developer\nSkills: React, TypeScript");
    expect(saved.resumeName).toBe("Asha CV.pdf");

    const served = await follow(await get(getResumeRoute));
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);

    const download = await follow(await get(getResumeRoute, "?download=1"));
    expect(download.headers.get("content-disposition")).toContain('filename="Asha CV.pdf"');
  });

  it("refuses a PDF that cannot be read and keeps the previous CV", async () => {
    signInAs(first.id);
    const before = await row(first.id);
    const broken = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(2000)]);
    const res = await upload(postResume, { resume: { bytes: broken, name: "broken.pdf" } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: UNREADABLE_PDF, code: "FILE_UNREADABLE" });
    const after = await row(first.id);
    expect(after.resumeKey).toBe(before.resumeKey);
    expect(after.resumeText).toBe(before.resumeText);
    // The broken upload left nothing behind: only the kept CV is under the candidate's prefix.
    expect(await storage().get(before.resumeKey!)).not.toBeNull();
    const files = await readdir(path.join(env().dataDir, "uploads", "candidates", first.id));
    expect(files.filter((f) => f.startsWith("cv-") && f.endsWith(".pdf"))).toEqual([before.resumeKey!.split("/").pop()]);
  });

  it("refuses a CV over the size limit", async () => {
    signInAs(first.id);
    const big = Buffer.concat([makePdf(["x"]), Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload(postResume, { resume: { bytes: big, name: "big.pdf" } });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "File size should be under 2048KB", code: "FILE_TOO_LARGE" });
  });
});

describe("POST /api/users/upload-video", () => {
  it("saves a WebM recording as the profile video", async () => {
    signInAs(first.id);
    const res = await upload(postVideo, { id: first.id, video: { bytes: webm(), name: "profile-video.webm", type: "video/webm" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: "Video saved", ProfileVideoUrl: expect.stringMatching(/^\/api\/users\/profile-video\?v=/) });
    const served = await follow(await get(getVideo));
    expect(served.headers.get("content-type")).toBe("video/webm");
  });

  it("keeps one profile video: a new recording replaces the old one and its file", async () => {
    signInAs(first.id);
    const old = await t.db().profileVideo.findFirstOrThrow({ where: { candidateId: first.id } });
    const res = await upload(postVideo, { id: first.id, video: { bytes: webm(), name: "again.webm" } });
    expect(res.status).toBe(200);
    const videos = await t.db().profileVideo.findMany({ where: { candidateId: first.id } });
    expect(videos).toHaveLength(1);
    expect(videos[0]!.id).not.toBe(old.id);
    expect(await storage().get(old.videoKey)).toBeNull();
  });

  it("refuses what is not a video", async () => {
    signInAs(first.id);
    const res = await upload(postVideo, { id: first.id, video: { bytes: makePdf(["hi"]), name: "video.webm", type: "video/webm" } });
    expect(res.status).toBe(415);
  });
});

describe("a second candidate", () => {
  it("cannot save a video under the first candidate's id", async () => {
    signInAs(second.id);
    const res = await upload(postVideo, { id: first.id, video: { bytes: webm(), name: "v.webm" } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "You can only save your own profile video", code: "NOT_YOUR_PROFILE" });
    expect(await t.db().profileVideo.count({ where: { candidateId: second.id } })).toBe(0);
    expect(await t.db().profileVideo.count({ where: { candidateId: first.id } })).toBe(1);
  });

  it("cannot reach the first candidate's photo, CV or video through any file route", async () => {
    signInAs(second.id);
    for (const [route, message] of [
      [getPhoto, "You have not added a profile picture yet"],
      [getResumeRoute, "You have not uploaded a CV yet"],
      [getVideo, "You have not saved a profile video yet"],
    ] as const) {
      const res = await get(route);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: message, code: "NOT_FOUND" });
    }
    const profile = await (await getProfileRoute(new Request("http://test/api/users/get-profile"))).json();
    expect(profile).toMatchObject({ Profile_Url: null, ResumeURL: null, ProfileVideoUrl: null });
  });

  it("changes only their own files when uploading, and sees only their own afterwards", async () => {
    const firstBefore = await row(first.id);
    signInAs(second.id);
    expect((await upload(postPhoto, { profilePicture: { bytes: await smallPng(), name: "r.png" } })).status).toBe(200);
    expect((await upload(postResume, { resume: { bytes: makePdf(["Ravi Kumar"]), name: "ravi.pdf" } })).status).toBe(200);

    const firstAfter = await row(first.id);
    expect(firstAfter.photoKey).toBe(firstBefore.photoKey);
    expect(firstAfter.resumeKey).toBe(firstBefore.resumeKey);
    expect(firstAfter.resumeText).toBe(firstBefore.resumeText);

    const secondRow = await row(second.id);
    expect(secondRow.photoKey).toMatch(new RegExp(`^candidates/${second.id}/`));
    const cv = await follow(await get(getResumeRoute));
    expect(Buffer.from(await cv.arrayBuffer()).toString("latin1")).toContain("Ravi Kumar");
  });

  it("is refused by every file route when signed out", async () => {
    signInAs(null);
    for (const route of [getPhoto, getResumeRoute, getVideo]) expect((await get(route)).status).toBe(401);
    expect((await upload(postResume, { resume: { bytes: makePdf(["x"]), name: "x.pdf" } })).status).toBe(401);
    expect((await upload(postVideo, { video: { bytes: webm(), name: "x.webm" } })).status).toBe(401);
  });
});
