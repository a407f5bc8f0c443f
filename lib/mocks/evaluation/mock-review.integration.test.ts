// The offline review a candidate reads without a transcript, against a real PostgreSQL: speaking
// and camera figures under the answer they belong to, silence said and not scored, and the guide's
// ticks saved per question (the candidate's own, once each, whatever arrives at the same time).
import { afterAll, describe, expect, it, vi } from "vitest";
import { POST as addVideo } from "@/app/api/mock/add-mock-video/route";
import { POST as endRoute } from "@/app/api/mock/end-interview/route";
import { GET as getMockDataRoute } from "@/app/api/mock/get-mock-data/route";
import { POST as ticksRoute } from "@/app/api/mock/guide-ticks/route";
import { NOTHING_HEARD_REASON, NO_PROVIDER_REASON } from "@/lib/ai/evaluate";
import { resetEnvForTests } from "@/lib/env";
import type { MockData } from "@/lib/mocks/get-mock-data";
import { stopQueue } from "@/lib/queue";
import { createCandidate } from "@/test/factories";
import { answerForm, createReadyMock } from "@/test/mock-interview";
import { signInAs } from "@/test/signed-in-as";
import { useTestDatabase } from "@/test/db";
import { evaluateMock } from "./evaluate-mock";
import { INTERNAL_WORDS } from "./score-label";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const t = useTestDatabase();
const run = { isLastAttempt: false, signal: new AbortController().signal };
delete process.env.OPENAI_BASE_URL;
delete process.env.OPENAI_API_KEY;
resetEnvForTests();

afterAll(async () => {
  await stopQueue();
});

async function upload(mockId: string, qnum: number, extra: Record<string, string> = {}) {
  const res = await addVideo(
    new Request("http://localhost/api/mock/add-mock-video", { method: "POST", body: answerForm({ mock_id: mockId, qnum: String(qnum), ...extra }) }),
  );
  return { status: res.status, body: (await res.json()) as { error?: string } };
}

async function mockData(mockId: string): Promise<MockData> {
  const res = await getMockDataRoute(new Request(`http://localhost/api/mock/get-mock-data?mock_id=${mockId}`));
  expect(res.status).toBe(200);
  return (await res.json()) as MockData;
}

async function tick(body: unknown) {
  const res = await ticksRoute(
    new Request("http://localhost/api/mock/guide-ticks", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  );
  return { status: res.status, body: (await res.json()) as { ticks?: number[]; qnum?: number; error?: string } };
}

/** A completed offline mock: answer 1 spoken with the camera on, answer 2 silent, answer 3 spoken without the camera. */
async function completedOfflineMock() {
  const { id } = await createCandidate();
  signInAs(id);
  const mock = await createReadyMock(id, { questions: 3 });
  const camera = { samples: 40, face_share: 0.95, looking_share: 0.8, away: [{ start: 12, end: 15.5 }] };
  expect(
    await upload(mock.id, 1, {
      duration_ms: "70000",
      segments: JSON.stringify([
        { start: 2.5, end: 30 },
        { start: 32, end: 66 },
      ]),
      camera: JSON.stringify(camera),
    }),
  ).toMatchObject({ status: 200 });
  expect(await upload(mock.id, 2, { duration_ms: "25000", segments: "[]" })).toMatchObject({ status: 200 });
  expect(await upload(mock.id, 3, { duration_ms: "50000", segments: JSON.stringify([{ start: 4, end: 45 }]) })).toMatchObject({ status: 200 });
  await endRoute(
    new Request("http://localhost/api/mock/end-interview", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id: mock.id }),
    }),
  );
  await evaluateMock(mock.id, run);
  return { candidateId: id, mock, camera };
}

describe("the offline review without a transcript", () => {
  it("shows each answer's own speaking and camera figures, says a silent answer was silent and gives it no delivery score", async () => {
    const { mock, camera } = await completedOfflineMock();
    const data = await mockData(mock.id);
    const [first, silent, third] = data.evaluation_results;
    expect(first).toMatchObject({ qnum: 1, score: null, reason: NO_PROVIDER_REASON, camera });
    expect(first!.delivery).toMatchObject({ startDelaySeconds: 2.5, longestPauseSeconds: 2, durationSeconds: 70, silent: false });
    expect(first!.delivery!.score).not.toBeNull();
    expect(silent).toMatchObject({ qnum: 2, score: null, reason: NOTHING_HEARD_REASON, camera: null });
    expect(silent!.delivery).toMatchObject({ silent: true, score: null });
    expect(third).toMatchObject({ qnum: 3, camera: null });
    expect(third!.delivery).toMatchObject({ startDelaySeconds: 4, durationSeconds: 50 });
    // The mock's delivery figure leaves the silent answer out rather than counting it as a middle score.
    const scores = [first!.delivery!.score!, third!.delivery!.score!];
    expect(data.evaluation!.delivery_score).toBe(Math.round(((scores[0]! + scores[1]!) / 2) * 100) / 100);
    expect(data.overall_summary).toContain("We heard no speech in one answer.");
    for (const r of data.evaluation_results) {
      expect(r.guide.length).toBeGreaterThanOrEqual(3);
      expect(r.guide_ticks).toEqual([]);
    }
  });

  it("tells the candidate in plain words, in the bell and the e-mail, what gave the review", async () => {
    const { candidateId } = await completedOfflineMock();
    const notes = await t.db().notification.findMany({ where: { candidateId, kind: "mock_evaluated" }, select: { body: true } });
    expect(notes).toHaveLength(1);
    expect(notes[0]!.body).toMatch(/no content score \(we could not hear the words\), speaking \d+(\.\d+)?\/10\./);
    const mails = await t.db().$queryRaw<{ data: { to: string; text: string; html: string } }[]>`select data from pgboss.job where name = 'mail.send'`;
    const candidate = await t.db().candidate.findUniqueOrThrow({ where: { id: candidateId }, select: { email: true } });
    const mail = mails.find((m) => m.data.to === candidate.email);
    expect(mail?.data.text).toContain("Speaking measures only: we could not hear words.");
    for (const text of [notes[0]!.body, mail!.data.text]) expect(text).not.toMatch(INTERNAL_WORDS);
  });

  it("keeps from when an answer's camera figures were measured, when the face model was ready only after the answer began", async () => {
    const { id } = await createCandidate();
    signInAs(id);
    const mock = await createReadyMock(id, { questions: 1 });
    const camera = { samples: 12, face_share: 0.5, looking_share: 0.25, away: [{ start: 9, end: 13 }], from: 8.4 };
    expect(await upload(mock.id, 1, { duration_ms: "40000", segments: JSON.stringify([{ start: 1, end: 30 }]), camera: JSON.stringify(camera) })).toMatchObject(
      { status: 200 },
    );
    await endRoute(
      new Request("http://localhost/api/mock/end-interview", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ id: mock.id }),
      }),
    );
    await evaluateMock(mock.id, run);
    const [only] = (await mockData(mock.id)).evaluation_results;
    expect(only).toMatchObject({ qnum: 1, camera });
  });

  it("refuses camera figures that are not figures", async () => {
    const { id } = await createCandidate();
    signInAs(id);
    const mock = await createReadyMock(id, { questions: 1 });
    expect(await upload(mock.id, 1, { camera: JSON.stringify({ samples: 3, face_share: 7, looking_share: 0, away: [] }) })).toEqual({
      status: 400,
      body: { error: "The camera figures are not valid", code: "INVALID_INPUT" },
    });
    expect(await upload(mock.id, 1, { camera: "{not json" })).toEqual({
      status: 400,
      body: { error: "The camera figures are not valid", code: "INVALID_INPUT" },
    });
  });
});

describe("ticking the guide", () => {
  it("saves the ticks of one question under that question, and the review shows them", async () => {
    const { mock } = await completedOfflineMock();
    expect(await tick({ mock_id: mock.id, qnum: 2, ticks: [3, 1, 3] })).toEqual({ status: 200, body: { qnum: 2, ticks: [1, 3] } });
    const data = await mockData(mock.id);
    expect(data.evaluation_results.map((r) => r.guide_ticks)).toEqual([[], [1, 3], []]);
    expect(await tick({ mock_id: mock.id, qnum: 2, ticks: [] })).toEqual({ status: 200, body: { qnum: 2, ticks: [] } });
    expect((await mockData(mock.id)).evaluation_results[1]!.guide_ticks).toEqual([]);
  });

  it("refuses another candidate's mock, an unfinished review, a question that does not exist and points past the guide", async () => {
    const { mock } = await completedOfflineMock();
    expect(await tick({ mock_id: mock.id, qnum: 9, ticks: [1] })).toMatchObject({ status: 404 });
    expect(await tick({ mock_id: mock.id, qnum: 1, ticks: [0] })).toMatchObject({ status: 400 });
    expect(await tick({ mock_id: mock.id, qnum: 1, ticks: [5] })).toMatchObject({ status: 400 });
    expect(await tick({ mock_id: mock.id, qnum: 1, ticks: "0" })).toMatchObject({ status: 400 });
    expect(await tick({ mock_id: "nope", qnum: 1, ticks: [1] })).toMatchObject({ status: 400 });
    const other = await createCandidate();
    signInAs(other.id);
    expect(await tick({ mock_id: mock.id, qnum: 1, ticks: [1] })).toMatchObject({
      status: 404,
      body: { error: "Error while getting question. Make sure your url is correct" },
    });
    const open = await createReadyMock(other.id, { questions: 1 });
    expect(await tick({ mock_id: open.id, qnum: 1, ticks: [1] })).toEqual({
      status: 409,
      body: { error: "The feedback is not ready yet", code: "FEEDBACK_NOT_READY" },
    });
  });

  it("takes 40 ticks sent at once: every one answered, no 5xx, and the question holds exactly one of the sets sent", async () => {
    const { mock } = await completedOfflineMock();
    const sets = Array.from({ length: 40 }, (_, i) => [(i % 4) + 1, ((i + 1) % 4) + 1].sort((a, b) => a - b));
    const results = await Promise.all(sets.map((ticks, i) => tick({ mock_id: mock.id, qnum: (i % 3) + 1, ticks })));
    expect(results.map((r) => r.status)).toEqual(sets.map(() => 200));
    const stored = (await mockData(mock.id)).evaluation_results.map((r) => r.guide_ticks);
    stored.forEach((ticks, q) => {
      const sentToThisQuestion = sets.filter((_, i) => i % 3 === q).map((s) => JSON.stringify(s));
      expect(sentToThisQuestion).toContain(JSON.stringify(ticks));
    });
  });
});
