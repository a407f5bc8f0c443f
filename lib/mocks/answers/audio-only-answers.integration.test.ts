// Answers recorded with the microphone alone (Chromium's audio/webm;codecs=opus and audio/mp4,
// Safari's fragmented AAC) are full answers: taken by the mock answer, retake and recorded
// interview forms, their length read from the file, kept marked audio only (from the file, not from
// the browser), scored like any other, and never measured or marked on a camera they did not use.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getFile } from "@/app/api/files/[...key]/route";
import { POST as addVideo } from "@/app/api/mock/add-mock-video/route";
import { POST as endRoute } from "@/app/api/mock/end-interview/route";
import { GET as getMockDataRoute } from "@/app/api/mock/get-mock-data/route";
import { POST as retryRoute } from "@/app/api/mock/retry-answer/route";
import { GET as partnerInterviewRoute } from "@/app/api/partner/v1/interviews/[interviewId]/route";
import { POST as uploadInterviewAnswer } from "@/app/api/users/videoUpload/route";
import { createApiKey } from "@/lib/partner/api-keys";
import { answerVideoLink } from "@/lib/mocks/answers/answer-video-link";
import type { MockData } from "@/lib/mocks/get-mock-data";
import { stopQueue } from "@/lib/queue";
import { storage } from "@/lib/storage";
import { useTestDatabase } from "@/test/db";
import { createCandidate } from "@/test/factories";
import { createReadyMock, recordedWebm, webmLasting } from "@/test/mock-interview";
import { askQuestion, createRecordedInterview } from "@/test/recorded-interview";
import { signInAs } from "@/test/signed-in-as";
import { evaluateMock } from "../evaluation/evaluate-mock";
import { evaluateRetake } from "../retakes/evaluate-retake";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const t = useTestDatabase();

afterAll(async () => {
  await stopQueue();
});

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "../../../test/fixtures/media", name));

const AUDIO = [
  { name: "Chromium's audio/webm (Opus)", file: "answer-3s-audio.webm", contentType: "audio/webm", extension: "webm" },
  { name: "Chromium's audio/mp4 (fragmented Opus)", file: "answer-3s-audio.mp4", contentType: "audio/mp4", extension: "mp4" },
  { name: "Safari's audio/mp4 (fragmented AAC, M4A)", file: "answer-3s-audio-fragmented.m4a", contentType: "audio/mp4", extension: "mp4" },
] as const;

const CAMERA = JSON.stringify({ samples: 40, face_share: 0.2, looking_share: 0.1, away: [{ start: 1, end: 3 }] });
const SPOKEN =
  "At my last job the weekly sales report took a whole day. I wrote SQL queries that built it automatically. As a result it took ten minutes and the team spent the time on analysis.";

function form(fields: Record<string, string>, field: string, bytes: Buffer, name: string): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  // The browser's type claims a video: what the file holds decides.
  body.append(field, new Blob([new Uint8Array(bytes)], { type: "video/webm" }), name);
  return body;
}

async function addAnswer(mockId: string, qnum: number, bytes: Buffer, name: string, words = SPOKEN) {
  const res = await addVideo(
    new Request("http://localhost/api/mock/add-mock-video", {
      method: "POST",
      body: form({ mock_id: mockId, qnum: String(qnum), duration_ms: "40000", browser_transcript: words, camera: CAMERA }, "answer", bytes, name),
    }),
  );
  expect(res.status, await res.clone().text()).toBe(200);
}

async function mockData(mockId: string): Promise<MockData> {
  const res = await getMockDataRoute(new Request(`http://localhost/api/mock/get-mock-data?mock_id=${mockId}`));
  expect(res.status).toBe(200);
  return (await res.json()) as MockData;
}

describe.each(AUDIO)("an answer recorded as $name", (recording) => {
  const bytes = fixture(recording.file);
  let candidate: { id: string };
  beforeAll(async () => {
    candidate = await createCandidate();
  });

  it("is a mock answer kept as audio only, measured from the file, with no camera figures", async () => {
    signInAs(candidate.id);
    const mock = await createReadyMock(candidate.id);
    await addAnswer(mock.id, 2, bytes, `answer-2.${recording.extension}`);
    const answer = await t.db().mockAnswer.findFirstOrThrow({ where: { mockId: mock.id }, include: { question: true } });
    expect(answer.question.position).toBe(2);
    expect(answer).toMatchObject({ audioOnly: true, contentType: recording.contentType, sizeBytes: bytes.length, durationFromContainer: true, camera: null });
    expect(answer.durationMs).toBeGreaterThan(2500);
    expect(answer.durationMs).toBeLessThanOrEqual(3100);
    expect(answer.videoKey!.endsWith(`.${recording.extension}`)).toBe(true);
    const stored = await storage().get(answer.videoKey!);
    stored!.body.destroy();
    expect(stored!.size).toBe(bytes.length);
  });

  it("is a recorded interview's answer kept as audio only, with nothing the camera would have measured", async () => {
    const interview = await createRecordedInterview(candidate.id);
    await askQuestion(interview.id, 1);
    const body = form(
      {
        id: interview.id,
        question_no: "1",
        emotionData: JSON.stringify({
          samples: 10,
          Attention: 1,
          facePresent: 1,
          noFace: 9,
          multipleFaces: 0,
          lookingAway: 0,
          alarms: [{ kind: "NO_FACE", at: 1 }],
          stats: [],
        }),
      },
      "file",
      bytes,
      `answer-1.${recording.extension}`,
    );
    const res = await uploadInterviewAnswer(
      new Request("http://localhost/api/users/videoUpload", { method: "POST", headers: { "x-access-token": interview.token }, body }),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ question_no: 1, audio_only: true });
    const answer = await t.db().interviewAnswer.findFirstOrThrow({ where: { interviewId: interview.id }, include: { question: true } });
    expect(answer.question.position).toBe(1);
    expect(answer).toMatchObject({ audioOnly: true, contentType: recording.contentType, emotionData: null, attentionData: null, alarms: null });
    expect(answer.durationMs).toBeGreaterThan(2500);
  });
});

/** Opens a signed file link as a player does: the first two bytes, then the rest from byte 2. */
async function playByRanges(signedUrl: string, bytes: Buffer) {
  const key = new URL(signedUrl).pathname.replace("/api/files/", "").split("/");
  const get = (range: string) => getFile(new Request(signedUrl, { headers: { range } }), { params: Promise.resolve({ key }) } as never);
  const probe = await get("bytes=0-1");
  expect(probe.status).toBe(206);
  expect(probe.headers.get("accept-ranges")).toBe("bytes");
  expect(probe.headers.get("content-range")).toBe(`bytes 0-1/${bytes.length}`);
  expect(Buffer.from(await probe.arrayBuffer())).toEqual(bytes.subarray(0, 2));
  const rest = await get("bytes=2-");
  expect(rest.status).toBe(206);
  expect(Buffer.from(await rest.arrayBuffer())).toEqual(bytes.subarray(2));
  expect(rest.headers.get("content-type")).toBe(probe.headers.get("content-type"));
  return probe.headers.get("content-type");
}

describe("an audio-only answer's file", () => {
  it("is served as audio/webm by byte ranges, its retake too, while a video answer is still served as video/webm", async () => {
    const { id } = await createCandidate();
    signInAs(id);
    const mock = await createReadyMock(id, { questions: 2 });
    const video = recordedWebm();
    const audio = fixture("answer-3s-audio.webm");
    await addAnswer(mock.id, 1, video, "answer-1.webm");
    await addAnswer(mock.id, 2, audio, "answer-2.webm");
    expect(await playByRanges((await answerVideoLink({ candidateId: id, mockId: mock.id, qnum: 1 }))!, video)).toBe("video/webm");
    expect(await playByRanges((await answerVideoLink({ candidateId: id, mockId: mock.id, qnum: 2 }))!, audio)).toBe("audio/webm");

    // A retake recorded as audio only of the video answer, once the feedback is in: its own file is audio.
    const end = await endRoute(
      new Request("http://localhost/api/mock/end-interview", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ id: mock.id }),
      }),
    );
    expect(end.status).toBe(200);
    await evaluateMock(mock.id, { isLastAttempt: false, signal: new AbortController().signal });
    const retake = await retryRoute(
      new Request("http://localhost/api/mock/retry-answer", {
        method: "POST",
        body: form({ mock_id: mock.id, qnum: "1", duration_ms: "3000", browser_transcript: SPOKEN }, "answer", audio, "take-1.webm"),
      }),
    );
    expect(retake.status, await retake.clone().text()).toBe(200);
    expect(await playByRanges((await answerVideoLink({ candidateId: id, mockId: mock.id, qnum: 1, take: 2 }))!, audio)).toBe("audio/webm");
    expect(await playByRanges((await answerVideoLink({ candidateId: id, mockId: mock.id, qnum: 1 }))!, video)).toBe("video/webm");
  });
});

describe("an audio-only answer beside video answers", () => {
  it("is scored like them, shown as its own question's answer in the review, and retaken as audio only", async () => {
    const { id } = await createCandidate();
    signInAs(id);
    const mock = await createReadyMock(id, { questions: 3 });
    // Question 1 with the camera, question 2 by voice alone, each 40 s long: each keeps what it was.
    await addAnswer(mock.id, 1, webmLasting(40), "answer-1.webm", "I think SQL is useful and I use it sometimes for things at work.");
    await addAnswer(mock.id, 2, webmLasting(40, fixture("answer-3s-audio.webm")), "answer-2.webm");
    const end = await endRoute(
      new Request("http://localhost/api/mock/end-interview", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ id: mock.id }),
      }),
    );
    expect(end.status).toBe(200);
    await evaluateMock(mock.id, { isLastAttempt: false, signal: new AbortController().signal });

    const review = await mockData(mock.id);
    const [first, second, third] = review.evaluation_results;
    expect(first).toMatchObject({ qnum: 1, answered: true, audio_only: false });
    expect(first!.camera).not.toBeNull();
    expect(second).toMatchObject({
      qnum: 2,
      answered: true,
      audio_only: true,
      camera: null,
      candidate_answer: SPOKEN,
      video: `/api/mock/answer-video?mock_id=${mock.id}&qnum=2`,
    });
    // Scored on its words as any answer is: the specific answer above the vague one.
    expect(second!.score, JSON.stringify(second)).not.toBeNull();
    expect(second!.score!).toBeGreaterThan(first!.score ?? 0);
    expect(second!.evidence.length).toBeGreaterThan(0);
    expect(third).toMatchObject({ qnum: 3, answered: false, audio_only: false });

    const retake = await retryRoute(
      new Request("http://localhost/api/mock/retry-answer", {
        method: "POST",
        body: form(
          { mock_id: mock.id, qnum: "1", duration_ms: "40000", browser_transcript: SPOKEN, camera: CAMERA },
          "answer",
          webmLasting(40, fixture("answer-3s-audio.webm")),
          "answer-1.webm",
        ),
      }),
    );
    expect(retake.status, await retake.clone().text()).toBe(200);
    const kept = await t.db().mockRetake.findFirstOrThrow({ where: { mockId: mock.id } });
    expect(kept).toMatchObject({ take: 2, audioOnly: true, contentType: "audio/webm", camera: null, durationMs: 40_000, durationFromContainer: true });
    await evaluateRetake(kept.id);
    const takes = (await mockData(mock.id)).evaluation_results[0]!.takes;
    expect(takes.map((take) => ({ take: take.take, audio_only: take.audio_only, scored: take.score !== null }))).toEqual([
      { take: 1, audio_only: false, scored: true },
      { take: 2, audio_only: true, scored: true },
    ]);
  });
});

describe("an audio-only answer to a recorded interview, read by the employer", () => {
  it("is listed under its own question as a full answer, labelled Audio answer, with a link to its sound and no face figures", async () => {
    const candidate = await createCandidate();
    const interview = await createRecordedInterview(candidate.id);
    const send = async (qnum: number, bytes: Buffer, name: string) => {
      await askQuestion(interview.id, qnum);
      const body = form(
        {
          id: interview.id,
          question_no: String(qnum),
          emotionData: JSON.stringify({ samples: 10, Attention: 7, facePresent: 9, noFace: 1, multipleFaces: 0, lookingAway: 2, alarms: [], stats: [] }),
        },
        "file",
        bytes,
        name,
      );
      const res = await uploadInterviewAnswer(
        new Request("http://localhost/api/users/videoUpload", { method: "POST", headers: { "x-access-token": interview.token }, body }),
      );
      expect(res.status, await res.clone().text()).toBe(200);
    };
    await send(1, recordedWebm(), "answer-1.webm");
    await send(2, fixture("answer-3s-audio.mp4"), "answer-2.mp4");

    const job = await t.db().interview.findUniqueOrThrow({ where: { id: interview.id }, select: { job: { select: { companyId: true } } } });
    const { key } = await createApiKey({ companyId: job.job.companyId, name: "audio answers" });
    const res = await partnerInterviewRoute(
      new Request(`http://localhost/api/partner/v1/interviews/${interview.id}`, { headers: { authorization: `Bearer ${key}` } }),
      {
        params: Promise.resolve({ interviewId: interview.id }),
      },
    );
    expect(res.status).toBe(200);
    type Answer = {
      audioOnly: boolean;
      label: string;
      contentType: string;
      videoUrl: string | null;
      attention: unknown;
      alarms: unknown[];
      durationMs: number | null;
    };
    const { questions } = (await res.json()) as { questions: { position: number; answer: Answer | null }[] };
    expect(questions.map((q) => [q.position, q.answer?.label ?? null, q.answer?.audioOnly ?? null, q.answer?.contentType ?? null])).toEqual([
      [1, "Video answer", false, "video/webm"],
      [2, "Audio answer", true, "audio/mp4"],
      [3, null, null, null],
    ]);
    const audio = questions[1]!.answer!;
    expect(audio.videoUrl).toMatch(/^http/);
    // The employer's link plays it as the sound it is, by byte ranges.
    expect(await playByRanges(audio.videoUrl!, fixture("answer-3s-audio.mp4"))).toBe("audio/mp4");
    expect(await playByRanges(questions[0]!.answer!.videoUrl!, recordedWebm())).toBe("video/webm");
    expect(audio).toMatchObject({ attention: null, alarms: [] });
    expect(audio.durationMs).toBeGreaterThan(2500);
    expect(questions[0]!.answer!.attention).not.toBeNull();
  });
});
