// Answers recorded as MP4 the way iOS Safari writes it (fragmented) and with the index at the end
// are taken as mock and interview answers, their length read from the file, and played back with
// the byte ranges Safari asks for.
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getFile } from "@/app/api/files/[...key]/route";
import { POST as addVideo } from "@/app/api/mock/add-mock-video/route";
import { POST as uploadInterviewAnswer } from "@/app/api/users/videoUpload/route";
import { answerVideoLink } from "@/lib/mocks/answers/answer-video-link";
import { storage } from "@/lib/storage";
import { useTestDatabase } from "@/test/db";
import { createCandidate } from "@/test/factories";
import { createReadyMock } from "@/test/mock-interview";
import { askQuestion, createRecordedInterview } from "@/test/recorded-interview";
import { signInAs } from "@/test/signed-in-as";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const t = useTestDatabase();

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "../../../test/fixtures/media", name));
const RECORDINGS = [
  { name: "fragmented MP4 (iOS Safari)", file: "answer-3s-fragmented.mp4", durationMs: 3133 },
  { name: "MP4 with its index at the end", file: "answer-3s-index-at-end.mp4", durationMs: 3021 },
];

function mp4Form(fields: Record<string, string>, field: string, bytes: Buffer): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(field, new Blob([new Uint8Array(bytes)], { type: "video/mp4" }), "answer.mp4");
  return form;
}

/** Plays a stored answer the way Safari starts: bytes 0-1 first, then the end of the file. */
async function playWithRanges(signedUrl: string, bytes: Buffer) {
  const key = new URL(signedUrl).pathname.replace("/api/files/", "").split("/");
  const get = (range: string) => getFile(new Request(signedUrl, { headers: { range } }), { params: Promise.resolve({ key }) } as never);
  const probe = await get("bytes=0-1");
  expect(probe.status).toBe(206);
  expect(probe.headers.get("content-type")).toBe("video/mp4");
  expect(probe.headers.get("content-range")).toBe(`bytes 0-1/${bytes.length}`);
  expect(Buffer.from(await probe.arrayBuffer())).toEqual(bytes.subarray(0, 2));
  const tail = await get("bytes=-4096");
  expect(tail.status).toBe(206);
  expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 4096));
}

describe.each(RECORDINGS)("an answer recorded as $name", (recording) => {
  const bytes = fixture(recording.file);
  let candidate: { id: string };
  beforeAll(async () => {
    candidate = await createCandidate();
  });

  it("is kept as a mock answer with the length read from the file, and plays back by byte ranges", async () => {
    signInAs(candidate.id);
    const mock = await createReadyMock(candidate.id);
    const res = await addVideo(
      new Request("http://localhost/api/mock/add-mock-video", { method: "POST", body: mp4Form({ mock_id: mock.id, qnum: "2" }, "answer", bytes) }),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ qnum: 2, saved: true, duplicate: false });

    const answer = await t.db().mockAnswer.findFirstOrThrow({ where: { mockId: mock.id, question: { position: 2 } } });
    expect(answer).toMatchObject({ contentType: "video/mp4", sizeBytes: bytes.length, durationMs: recording.durationMs, durationFromContainer: true });
    const stored = await storage().get(answer.videoKey!);
    stored!.body.destroy();
    expect(stored!.size).toBe(bytes.length);

    await playWithRanges((await answerVideoLink({ candidateId: candidate.id, mockId: mock.id, qnum: 2 }))!, bytes);
  });

  it("is kept as a recorded interview's answer under its question", async () => {
    const interview = await createRecordedInterview(candidate.id);
    await askQuestion(interview.id, 1);
    const res = await uploadInterviewAnswer(
      new Request("http://localhost/api/users/videoUpload", {
        method: "POST",
        headers: { "x-access-token": interview.token },
        body: mp4Form({ id: interview.id, question_no: "1" }, "file", bytes),
      }),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = await t.db().interviewAnswer.findFirstOrThrow({ where: { interviewId: interview.id }, include: { question: true } });
    expect(answer.question.position).toBe(1);
    expect(answer).toMatchObject({ contentType: "video/mp4", sizeBytes: bytes.length });
    await playWithRanges(await storage().signedUrl(answer.videoKey), bytes);
  });
});
