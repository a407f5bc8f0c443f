// An answer's bytes sent resumably (tus 1.0): a transfer cut part-way resumes from the last byte the
// server holds, and the answer's own form then names the finished upload instead of carrying the
// file, through the same checks into storage. An upload is its creator's alone.
import { readFileSync } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as addVideo } from "@/app/api/mock/add-mock-video/route";
import {
  sendResumable as dropUpload,
  sendResumable as headUpload,
  sendResumable as patchUpload,
  sendResumable as createUpload,
  closeResumableFront,
} from "@/test/resumable-front";
import { POST as uploadProfileVideo } from "@/app/api/users/upload-video/route";
import { POST as videoUpload } from "@/app/api/users/videoUpload/route";
import { env } from "@/lib/env";
import { storage } from "@/lib/storage";
import { useTestDatabase } from "@/test/db";
import { createCandidate } from "@/test/factories";
import { createReadyMock } from "@/test/mock-interview";
import { askQuestion, createRecordedInterview } from "@/test/recorded-interview";
import { signInAs } from "@/test/signed-in-as";
import { waitFor } from "@/test/wait-for";
import { Server } from "@tus/server";
import { removeUploadsOf, RESUMABLE_MAX_BYTES, resumableParts, sweepResumableUploads } from "./resumable";
import { RESUMABLE_PATCH_MAX_BYTES, UPLOAD_NOT_FOUND } from "./resumable-protocol";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const t = useTestDatabase();
afterAll(() => closeResumableFront());

const RECORDING = readFileSync(path.join(import.meta.dirname, "../../test/fixtures/media/answer-3s-fragmented.mp4"));
const TUS = { "tus-resumable": "1.0.0" };

async function create(size: number, headers: Record<string, string> = {}) {
  const res = await createUpload(
    new Request("http://localhost/api/uploads/resumable", { method: "POST", headers: { ...TUS, ...headers, "upload-length": String(size) } }),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  const location = res.headers.get("location")!;
  return { id: location.split("/").pop()!, url: new URL(location, "http://localhost").toString() };
}

function patch(upload: { id: string; url: string }, offset: number, body: ReadableStream<Uint8Array> | Uint8Array, headers: Record<string, string> = {}) {
  return patchUpload(
    new Request(upload.url, {
      method: "PATCH",
      headers: { ...TUS, ...headers, "upload-offset": String(offset), "content-type": "application/offset+octet-stream" },
      body,
      duplex: "half",
    } as RequestInit),
  );
}

async function heldOffset(upload: { id: string; url: string }, headers: Record<string, string> = {}) {
  const res = await headUpload(new Request(upload.url, { method: "HEAD", headers: { ...TUS, ...headers } }));
  return { status: res.status, offset: Number(res.headers.get("upload-offset")) };
}

/** A body that sends `bytes`, waits until the server has written them, then fails: a connection that drops part-way. */
function cutAfter(uploadId: string, bytes: Uint8Array): ReadableStream<Uint8Array> {
  let sent = false;
  const file = path.join(env().dataDir, "tus", uploadId);
  return new ReadableStream({
    async pull(controller) {
      if (!sent) {
        sent = true;
        controller.enqueue(bytes);
        return;
      }
      await waitFor(async () => (await stat(file)).size >= bytes.length, `the first ${bytes.length} bytes written to ${file}`);
      controller.error(new Error("connection lost"));
    },
  });
}

describe("a mock answer sent resumably", () => {
  let candidateId: string;
  let otherId: string;
  beforeAll(async () => {
    candidateId = (await createCandidate()).id;
    otherId = (await createCandidate()).id;
  });

  it("resumes from the last byte the server holds after a cut, and is kept by naming the finished upload", async () => {
    signInAs(candidateId);
    const mock = await createReadyMock(candidateId);
    const upload = await create(RECORDING.length);
    expect(await heldOffset(upload)).toEqual({ status: 200, offset: 0 });

    // The browser sees the connection fail; the server keeps what reached it.
    await expect(patch(upload, 0, cutAfter(upload.id, new Uint8Array(RECORDING.subarray(0, 10_000))))).rejects.toThrow();
    const held = await heldOffset(upload);
    expect(held).toEqual({ status: 200, offset: 10_000 });

    const rest = await patch(upload, held.offset, new Uint8Array(RECORDING.subarray(held.offset)));
    expect(rest.status).toBe(204);
    expect(rest.headers.get("upload-offset")).toBe(String(RECORDING.length));

    const form = new FormData();
    form.append("mock_id", mock.id);
    form.append("qnum", "2");
    form.append("upload_id", upload.id);
    const res = await addVideo(new Request("http://localhost/api/mock/add-mock-video", { method: "POST", body: form }));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ qnum: 2, saved: true, duplicate: false });

    const answer = await t.db().mockAnswer.findFirstOrThrow({ where: { mockId: mock.id }, include: { question: true } });
    expect(answer).toMatchObject({ contentType: "video/mp4", sizeBytes: RECORDING.length, durationMs: 3133, durationFromContainer: true });
    expect(answer.question.position).toBe(2);
    const stored = await storage().get(answer.videoKey!);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(RECORDING)).toBe(true);
    // Used up: the upload is gone from the resumable store.
    expect((await heldOffset(upload)).status).toBe(404);
  });

  it("is its creator's alone: another candidate can neither resume it nor answer with it", async () => {
    signInAs(candidateId);
    const upload = await create(RECORDING.length);
    expect((await patch(upload, 0, new Uint8Array(RECORDING))).status).toBe(204);

    signInAs(otherId);
    const theirMock = await createReadyMock(otherId);
    expect((await heldOffset(upload)).status).toBe(404);
    const form = new FormData();
    form.append("mock_id", theirMock.id);
    form.append("qnum", "1");
    form.append("upload_id", upload.id);
    const res = await addVideo(new Request("http://localhost/api/mock/add-mock-video", { method: "POST", body: form }));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: UPLOAD_NOT_FOUND, code: "NOT_FOUND" });
    expect(await t.db().mockAnswer.count({ where: { mockId: theirMock.id } })).toBe(0);

    signInAs(candidateId);
    const dropped = await dropUpload(new Request(upload.url, { method: "DELETE", headers: TUS }));
    expect(dropped.status).toBe(204);
  });

  it("is served by one tus server per process, over one store and lock, whichever copy of the module a route was bundled with", async () => {
    signInAs(candidateId);
    const upload = await create(RECORDING.length);
    const parts = resumableParts();
    const server = parts.server;
    expect(server).toBeInstanceOf(Server);
    expect((await patch(upload, 0, new Uint8Array(RECORDING.subarray(0, 1000)))).status).toBe(204);
    expect(resumableParts().server).toBe(server);
    // A route bundled with its own copy of the module finds the same parts and server.
    vi.resetModules();
    const copy = await import("./resumable");
    expect(copy.resumableParts()).toBe(parts);
    expect(copy.resumableParts().server).toBe(server);
    expect((await heldOffset(upload)).offset).toBe(1000);
    expect(resumableParts().server).toBe(server);
  });

  it("is removed once left longer than a late answer may arrive in or when its candidate is erased, and a closed account starts none", async () => {
    signInAs(candidateId);
    const upload = await create(RECORDING.length);
    expect(await sweepResumableUploads(Date.now() + 47 * 3_600_000)).toBe(0);
    expect(await sweepResumableUploads(Date.now() + 49 * 3_600_000)).toBeGreaterThanOrEqual(1);
    expect((await heldOffset(upload)).status).toBe(404);

    const kept = await create(RECORDING.length);
    expect(await removeUploadsOf(candidateId)).toBeGreaterThanOrEqual(1);
    expect((await heldOffset(kept)).status).toBe(404);

    const closed = await createCandidate();
    await t.db().accountDeletion.create({ data: { candidateId: closed.id, eraseAfter: new Date(Date.now() + 7 * 24 * 3_600_000) } });
    signInAs(closed.id);
    const res = await createUpload(new Request("http://localhost/api/uploads/resumable", { method: "POST", headers: { ...TUS, "upload-length": "10" } }));
    expect(res.status).toBe(403);
  });

  it("is refused until all of its bytes are there", async () => {
    signInAs(candidateId);
    const mock = await createReadyMock(candidateId);
    const upload = await create(RECORDING.length);
    expect((await patch(upload, 0, new Uint8Array(RECORDING.subarray(0, 5_000)))).status).toBe(204);
    const form = new FormData();
    form.append("mock_id", mock.id);
    form.append("qnum", "1");
    form.append("upload_id", upload.id);
    const res = await addVideo(new Request("http://localhost/api/mock/add-mock-video", { method: "POST", body: form }));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: "This upload is not complete yet: send the rest first", code: "UPLOAD_INCOMPLETE" });
    expect(await t.db().mockAnswer.count({ where: { mockId: mock.id } })).toBe(0);
  });
});

describe("a profile video sent resumably", () => {
  it("becomes the candidate's profile video by naming the finished upload", async () => {
    const candidate = await createCandidate();
    signInAs(candidate.id);
    const upload = await create(RECORDING.length);
    expect((await patch(upload, 0, new Uint8Array(RECORDING))).status).toBe(204);
    const form = new FormData();
    form.append("id", candidate.id);
    form.append("upload_id", upload.id);
    const res = await uploadProfileVideo(new Request("http://localhost/api/users/upload-video", { method: "POST", body: form }));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ message: "Video saved" });
    const saved = await t.db().profileVideo.findFirstOrThrow({ where: { candidateId: candidate.id } });
    expect(saved).toMatchObject({ contentType: "video/mp4", sizeBytes: RECORDING.length });
    const stored = await storage().get(saved.videoKey);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(RECORDING)).toBe(true);
  });
});

describe("a slice of a resumable upload", () => {
  it("is refused by its Content-Length when larger than the route takes, before a byte is kept", async () => {
    const candidate = await createCandidate();
    signInAs(candidate.id);
    const upload = await create(RESUMABLE_PATCH_MAX_BYTES + 1);
    const res = await patch(upload, 0, new Uint8Array(RESUMABLE_PATCH_MAX_BYTES + 1), { "content-length": String(RESUMABLE_PATCH_MAX_BYTES + 1) });
    expect(res.status).toBe(413);
    expect(await heldOffset(upload)).toEqual({ status: 200, offset: 0 });
  });
});

describe("the refusals tus answers itself", () => {
  it("carry a code like every other error, with tus's status kept", async () => {
    const candidate = await createCandidate();
    signInAs(candidate.id);
    const upload = await create(RECORDING.length);
    expect((await patch(upload, 0, new Uint8Array(RECORDING.subarray(0, 1_000)))).status).toBe(204);

    const conflict = await patch(upload, 500, new Uint8Array(RECORDING.subarray(500, 1_500)));
    expect(conflict.status).toBe(409);
    expect(conflict.headers.get("content-type")).toBe("application/json");
    expect(await conflict.json()).toEqual({ error: "Upload-Offset conflict", code: "UPLOAD_OFFSET_CONFLICT" });

    const noVersion = await createUpload(new Request("http://localhost/api/uploads/resumable", { method: "POST", headers: { "upload-length": "10" } }));
    expect(noVersion.status).toBe(412);
    expect(await noVersion.json()).toEqual({ error: "Tus-Resumable Required", code: "UPLOAD_PROTOCOL" });

    const noLength = await createUpload(new Request("http://localhost/api/uploads/resumable", { method: "POST", headers: TUS }));
    expect(noLength.status).toBe(400);
    expect(await noLength.json()).toEqual({ error: "Upload-Length or Upload-Defer-Length header required", code: "UPLOAD_PROTOCOL" });

    const tooLarge = await createUpload(
      new Request("http://localhost/api/uploads/resumable", { method: "POST", headers: { ...TUS, "upload-length": String(RESUMABLE_MAX_BYTES + 1) } }),
    );
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: "Maximum size exceeded", code: "BODY_TOO_LARGE" });

    const noOffset = await patchUpload(
      new Request(upload.url, { method: "PATCH", headers: { ...TUS, "content-type": "application/offset+octet-stream" }, body: new Uint8Array(10) }),
    );
    expect(noOffset.status).toBe(403);
    expect(await noOffset.json()).toEqual({ error: "Upload-Offset header required", code: "UPLOAD_PROTOCOL" });

    const small = await create(100);
    const pastLength = await patch(small, 0, new Uint8Array(RECORDING.subarray(0, 200)));
    expect(pastLength.status).toBe(413);
    expect(await pastLength.json()).toEqual({ error: "Maximum size exceeded", code: "BODY_TOO_LARGE" });
    expect(await heldOffset(small)).toEqual({ status: 200, offset: 0 });

    const unknown = { id: "0123456789abcdef0123456789abcdef", url: "http://localhost/api/uploads/resumable/0123456789abcdef0123456789abcdef" };
    const notThere = await patch(unknown, 0, new Uint8Array(10));
    expect(notThere.status).toBe(404);
    expect(await notThere.json()).toEqual({ error: UPLOAD_NOT_FOUND, code: "NOT_FOUND" });
    const dropNotThere = await dropUpload(new Request(unknown.url, { method: "DELETE", headers: TUS }));
    expect(await dropNotThere.json()).toEqual({ error: UPLOAD_NOT_FOUND, code: "NOT_FOUND" });

    // Ours were already so, and stay so.
    signInAs(null);
    const signedOut = await createUpload(new Request("http://localhost/api/uploads/resumable", { method: "POST", headers: { ...TUS, "upload-length": "10" } }));
    expect(await signedOut.json()).toMatchObject({ code: "SIGNED_OUT" });
  });
});

describe("a recorded interview's answer sent resumably with the link's token", () => {
  it("is kept under its question by naming the finished upload", async () => {
    signInAs(null);
    const candidate = await createCandidate();
    const interview = await createRecordedInterview(candidate.id);
    await askQuestion(interview.id, 1);
    const token = { "x-access-token": interview.token };
    const upload = await create(RECORDING.length, token);
    expect((await patch(upload, 0, new Uint8Array(RECORDING), token)).status).toBe(204);

    const form = new FormData();
    form.append("id", interview.id);
    form.append("question_no", "1");
    form.append("upload_id", upload.id);
    const res = await videoUpload(new Request("http://localhost/api/users/videoUpload", { method: "POST", headers: token, body: form }));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ message: "Answer received", question_no: 1 });
    const answer = await t.db().interviewAnswer.findFirstOrThrow({ where: { interviewId: interview.id }, include: { question: true } });
    expect(answer).toMatchObject({ contentType: "video/mp4", sizeBytes: RECORDING.length, durationMs: 3133 });
    expect(answer.question.position).toBe(1);
  });

  it("cannot be created without a token or a session", async () => {
    signInAs(null);
    const res = await createUpload(new Request("http://localhost/api/uploads/resumable", { method: "POST", headers: { ...TUS, "upload-length": "10" } }));
    expect(res.status).toBe(401);
  });
});
