// "Try this question again" against a real PostgreSQL: a retake is refused before the feedback is
// ready, is stored as the next take of its own question and scored the same way as the answer,
// spends no credit, and a burst of retakes keeps exactly three.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { POST as addVideo } from "@/app/api/mock/add-mock-video/route";
import { GET as answerVideoRoute } from "@/app/api/mock/answer-video/route";
import { POST as endRoute } from "@/app/api/mock/end-interview/route";
import { GET as getMockDataRoute } from "@/app/api/mock/get-mock-data/route";
import { POST as retryRoute } from "@/app/api/mock/retry-answer/route";
import { GET as weakSpotsRoute } from "@/app/api/mock/weak-spots/route";
import { MOCK_RETAKES_PER_QUESTION } from "@/lib/mocks/mock-rules";
import { env } from "@/lib/env";
import type { MockData } from "@/lib/mocks/get-mock-data";
import { stopQueue } from "@/lib/queue";
import { useTestDatabase } from "@/test/db";
import { createCandidate } from "@/test/factories";
import { answerForm, createReadyMock } from "@/test/mock-interview";
import { signInAs } from "@/test/signed-in-as";
import { evaluateMock } from "../evaluation/evaluate-mock";
import { evaluateRetake } from "./evaluate-retake";
import { RETAKE_BEFORE_FEEDBACK, RETAKE_NOT_ANSWERED, RETAKES_USED_UP } from "./retry-answer";
import type { WeakSpot } from "../weak-spots";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const t = useTestDatabase();

afterAll(async () => {
  await stopQueue();
});

const VAGUE = "I think SQL is useful and I use it sometimes for things at work.";
const SPECIFIC =
  "At my last job the weekly sales report took a whole day. I wrote SQL queries that built it automatically. As a result it took ten minutes and the team spent the time on analysis.";

async function upload(mockId: string, qnum: number, words: string) {
  const res = await addVideo(
    new Request("http://localhost/api/mock/add-mock-video", {
      method: "POST",
      body: answerForm({ mock_id: mockId, qnum: String(qnum), duration_ms: "40000", browser_transcript: words }),
    }),
  );
  expect(res.status).toBe(200);
}

async function retry(mockId: string, qnum: number, words = SPECIFIC) {
  const res = await retryRoute(
    new Request("http://localhost/api/mock/retry-answer", {
      method: "POST",
      body: answerForm({ mock_id: mockId, qnum: String(qnum), duration_ms: "35000", browser_transcript: words }),
    }),
  );
  return { status: res.status, body: (await res.json()) as { take?: number; Status?: string; error?: string } };
}

async function mockData(mockId: string): Promise<MockData> {
  const res = await getMockDataRoute(new Request(`http://localhost/api/mock/get-mock-data?mock_id=${mockId}`));
  expect(res.status).toBe(200);
  return (await res.json()) as MockData;
}

/** A reviewed mock: question 1 answered vaguely, question 2 answered, question 3 not answered. */
async function reviewedMock(candidateId: string) {
  const mock = await createReadyMock(candidateId, { questions: 3 });
  await upload(mock.id, 1, VAGUE);
  await upload(mock.id, 2, VAGUE);
  const early = await retry(mock.id, 1);
  expect(early).toEqual({ status: 409, body: { error: RETAKE_BEFORE_FEEDBACK, code: "FEEDBACK_NOT_READY" } });
  const end = await endRoute(
    new Request("http://localhost/api/mock/end-interview", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id: mock.id }),
    }),
  );
  expect(end.status).toBe(200);
  await evaluateMock(mock.id, { isLastAttempt: false, signal: new AbortController().signal });
  return mock;
}

async function weakSpots(): Promise<WeakSpot[]> {
  const res = await weakSpotsRoute(new Request("http://localhost/api/mock/weak-spots"));
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: WeakSpot[] }).items;
}

async function scoreRetakes(mockId: string) {
  for (const { id } of await t.db().mockRetake.findMany({ where: { mockId }, select: { id: true } })) await evaluateRetake(id);
}

describe("retakes", () => {
  it("records a new take of one question, scores it the same way against that question, and shows both takes", async () => {
    const { id } = await createCandidate();
    signInAs(id);
    const mock = await reviewedMock(id);
    const ledgerBefore = await t.db().creditLedgerEntry.count({ where: { candidateId: id } });

    expect(await retry(mock.id, 2)).toEqual({ status: 200, body: { qnum: 2, take: 2, Status: "Evaluating" } });
    const waiting = (await mockData(mock.id)).evaluation_results[1]!.takes;
    expect(waiting.map((take) => [take.take, take.evaluated])).toEqual([
      [1, true],
      [2, false],
    ]);
    await scoreRetakes(mock.id);

    const review = await mockData(mock.id);
    const [first, second, third] = review.evaluation_results;
    expect(first!.takes.map((take) => take.take)).toEqual([1]);
    expect(third!.takes).toEqual([]);
    expect(second!.takes.map((take) => [take.take, take.evaluated, take.candidate_answer])).toEqual([
      [1, true, VAGUE],
      [2, true, SPECIFIC],
    ]);
    const [original, retake] = second!.takes;
    // The same rules scored both, against question 2: the specific take scores higher.
    expect(original!.score).toBe(second!.score);
    expect(retake!.score).toBeGreaterThan(original!.score!);
    expect(retake!.delivery?.durationSeconds).toBe(35);
    expect(retake!.video).toBe(`/api/mock/answer-video?mock_id=${mock.id}&qnum=2&take=2`);
    expect((await answerVideoRoute(new Request(`http://localhost${retake!.video}`))).status).toBe(302);
    expect((await answerVideoRoute(new Request(`http://localhost/api/mock/answer-video?mock_id=${mock.id}&qnum=2&take=3`))).status).toBe(404);
    // The mock's own result stays the interview's.
    expect(review.overall_score).not.toBeNull();
    expect(await t.db().creditLedgerEntry.count({ where: { candidateId: id } })).toBe(ledgerBefore);

    expect(await retry(mock.id, 3)).toEqual({ status: 409, body: { error: RETAKE_NOT_ANSWERED, code: "QUESTION_NOT_ANSWERED" } });
    expect((await retry(mock.id, 9)).status).toBe(404);
    const stranger = await createCandidate();
    signInAs(stranger.id);
    expect((await retry(mock.id, 2)).status).toBe(404);
  });

  it(`keeps exactly ${MOCK_RETAKES_PER_QUESTION} retakes of a question out of a burst, refuses the rest with 409 (a used-up limit, not a rate: a retry would not change it) and keeps none of their files`, async () => {
    const { id } = await createCandidate();
    signInAs(id);
    const mock = await reviewedMock(id);
    const burst = await Promise.all(Array.from({ length: 8 }, () => retry(mock.id, 1)));
    expect(burst.map((r) => r.status).sort()).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    expect(
      burst
        .filter((r) => r.status === 200)
        .map((r) => r.body.take)
        .sort(),
    ).toEqual([2, 3, 4]);
    for (const refused of burst.filter((r) => r.status === 409)) expect(refused.body.error).toBe(RETAKES_USED_UP);
    expect(await retry(mock.id, 1)).toEqual({ status: 409, body: { error: RETAKES_USED_UP, code: "RETAKES_USED_UP" } });
    // Another question has its own three.
    expect((await retry(mock.id, 2)).body.take).toBe(2);

    const rows = await t.db().mockRetake.findMany({ where: { mockId: mock.id }, select: { videoKey: true } });
    expect(rows).toHaveLength(4);
    const answers = await t.db().mockAnswer.findMany({ where: { mockId: mock.id }, select: { videoKey: true } });
    const dir = path.join(env().dataDir, "uploads", "mocks", id, "answers");
    const videos = (await readdir(dir)).filter((name) => !name.endsWith(".meta.json")).sort();
    expect(videos).toEqual([...rows, ...answers].map((r) => path.basename(r.videoKey!)).sort());
  });
  it("lists questions scored 5 or below as weak spots, weakest first, and a better retake takes one off", async () => {
    const { id } = await createCandidate();
    signInAs(id);
    const mock = await reviewedMock(id);
    const before = await weakSpots();
    expect(before.map((s) => [s.mock_id, s.qnum])).toEqual(
      expect.arrayContaining([
        [mock.id, 1],
        [mock.id, 2],
      ]),
    );
    expect(before.every((s) => s.score <= 5)).toBe(true);
    expect(before.map((s) => s.score)).toEqual([...before.map((s) => s.score)].sort((a, b) => a - b));
    const first = before.find((s) => s.qnum === 1)!;
    expect(first.question).toBe((await mockData(mock.id)).evaluation_results[0]!.question);

    await retry(mock.id, 2, SPECIFIC);
    await scoreRetakes(mock.id);
    const retake = (await mockData(mock.id)).evaluation_results[1]!.takes[1]!;
    const after = await weakSpots();
    const still = after.find((s) => s.qnum === 2);
    if (retake.score! > 5 && (retake.delivery?.score ?? 10) > 5) expect(still).toBeUndefined();
    else expect(still!.score).toBe(Math.min(retake.score!, retake.delivery?.score ?? 10));
    expect(after.find((s) => s.qnum === 1)).toEqual(first);

    const stranger = await createCandidate();
    signInAs(stranger.id);
    expect(await weakSpots()).toEqual([]);
  });
});
