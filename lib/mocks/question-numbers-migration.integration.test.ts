// The migration that makes mock question numbers count from 1, run on a database in the old shape:
// questions at positions 0..n-1 and every answer stored under the question after the one it was
// recorded for. Each answer goes back to its question, the mock is evaluated again, and a mock
// already numbered from 1 is left exactly as it was.
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disconnectDb } from "@/lib/db/client";
import { MIGRATIONS_DIR, migrate } from "@/lib/db/migrate";
import { resetEnvForTests } from "@/lib/env";
import { stopQueue } from "@/lib/queue";
import { createTestDatabase } from "@/test/db";
import { evaluateMock } from "./evaluation/evaluate-mock";
import { resumeEvaluations } from "./evaluation/resume-evaluations";
import { getMockData } from "./get-mock-data";

const REPAIR = "20261124061000_mock_question_numbers_from_one";

/** The migrations folder as it was before the repair. */
function migrationsBefore(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "migrations-"));
  for (const entry of readdirSync(MIGRATIONS_DIR))
    if (entry < name && !entry.startsWith(".")) cpSync(path.join(MIGRATIONS_DIR, entry), path.join(dir, entry), { recursive: true });
  return dir;
}

const CANDIDATE = "00000000-0000-4000-8000-0000000000c1";
const COMPLETED = "00000000-0000-4000-8000-00000000000a";
const HALF_WAY = "00000000-0000-4000-8000-00000000000b";
const NUMBERED_RIGHT = "00000000-0000-4000-8000-00000000000c";
const QUESTIONS = ["Tell me about a time you cleaned messy data.", "How do you check an Excel model?", "Why do you want this role?"];
const SAID = [
  "I cleaned the sales data and found the duplicates.",
  "I check every Excel formula twice against a sample.",
  "I want this role to work with real customers.",
];

let database: { url: string; drop: () => Promise<void> };
let before = "";
let client: pg.Client;

async function insertMock(id: string, status: string, firstPosition: number, answers: { recordedFor: number; storedUnder: number; scored: boolean }[]) {
  await client.query(
    `insert into mocks (id, "candidateId", title, industry, experience, skills, difficulty, value, "resumeKey", status, "overallScore", "overallSummary", "completedAt")
     values ($1, $2, 'Data Analyst', 'Information Technology', 3, '{SQL}', 'MEDIUM', 'teamwork', 'none', $3, $4, $5, $6)`,
    [
      id,
      CANDIDATE,
      status,
      status === "PROCESS_COMPLETED" ? 7.5 : null,
      status === "PROCESS_COMPLETED" ? "Scored against the wrong questions." : null,
      status === "PROCESS_COMPLETED" ? new Date() : null,
    ],
  );
  const ids: string[] = [];
  for (const [i, text] of QUESTIONS.entries()) {
    const row = await client.query<{ id: string }>(
      `insert into mock_questions (id, "mockId", position, text) values (gen_random_uuid(), $1, $2, $3) returning id`,
      [id, firstPosition + i, text],
    );
    ids.push(row.rows[0]!.id);
  }
  for (const a of answers) {
    await client.query(
      `insert into mock_answers (id, "mockId", "questionId", "videoKey", "contentType", "sizeBytes", "durationMs", "browserTranscript", transcript, "transcriptSource", "transcriptEngine", score, reason, "scoreEngine", "evaluatedAt")
       values (gen_random_uuid(), $1, $2, $3, 'video/webm', 100, 30000, $4, $4, 'browser', 'browser speech recognition', $5, $6, $7, $8)`,
      [
        id,
        ids[a.storedUnder]!,
        `answers/${id}/recorded-for-${a.recordedFor + 1}.webm`,
        SAID[a.recordedFor]!,
        a.scored ? 7.5 : null,
        a.scored ? "Judged against another question." : null,
        a.scored ? "rule-based" : null,
        a.scored ? new Date() : null,
      ],
    );
  }
  if (status === "PROCESS_COMPLETED") {
    await client.query(`insert into mock_evaluations ("mockId", engine, "deliveryScore", attempts, "finishedAt") values ($1, 'rule-based', 6, 1, now())`, [id]);
  }
}

async function questionsOf(mockId: string) {
  const rows = await client.query<{
    position: number;
    text: string;
    videoKey: string | null;
    transcript: string | null;
    score: number | null;
    evaluatedAt: Date | null;
  }>(
    `select q.position, q.text, a."videoKey", a.transcript, a.score, a."evaluatedAt"
       from mock_questions q left join mock_answers a on a."questionId" = q.id where q."mockId" = $1 order by q.position`,
    [mockId],
  );
  return rows.rows;
}

beforeAll(async () => {
  database = await createTestDatabase();
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query("drop schema public cascade; create schema public;");
  before = migrationsBefore(REPAIR);
  await migrate(database.url, before);
  await client.query(`insert into candidates (id, "shortId", email, "updatedAt") values ($1, 'C-OLD', 'old@example.com', now())`, [CANDIDATE]);
  // Old shape: answer k (recorded for question k) stored under question k + 1; the last was refused.
  await insertMock(COMPLETED, "PROCESS_COMPLETED", 0, [
    { recordedFor: 0, storedUnder: 1, scored: true },
    { recordedFor: 1, storedUnder: 2, scored: true },
  ]);
  await insertMock(HALF_WAY, "IN_PROGRESS", 0, [{ recordedFor: 0, storedUnder: 1, scored: false }]);
  // Created after the generator was fixed: already right.
  await insertMock(NUMBERED_RIGHT, "PROCESS_COMPLETED", 1, [
    { recordedFor: 0, storedUnder: 0, scored: true },
    { recordedFor: 1, storedUnder: 1, scored: true },
    { recordedFor: 2, storedUnder: 2, scored: true },
  ]);
  process.env.DATABASE_URL = database.url;
  resetEnvForTests();
  await disconnectDb();
});

afterAll(async () => {
  await stopQueue();
  await disconnectDb();
  await client.end();
  await database.drop();
  rmSync(before, { recursive: true, force: true });
});

describe("the question-number repair", () => {
  it("moves each answer back to the question it was recorded for and numbers questions from 1", async () => {
    // The repair, then any migration written after it.
    expect((await migrate(database.url))[0]).toBe(REPAIR);

    const completed = await questionsOf(COMPLETED);
    expect(completed.map((q) => [q.position, q.text, q.videoKey, q.transcript])).toEqual([
      [1, QUESTIONS[0], `answers/${COMPLETED}/recorded-for-1.webm`, SAID[0]],
      [2, QUESTIONS[1], `answers/${COMPLETED}/recorded-for-2.webm`, SAID[1]],
      [3, QUESTIONS[2], null, null],
    ]);
    // Scores given against the wrong question are gone; the mock waits for its new evaluation.
    expect(completed.slice(0, 2).map((q) => [q.score, q.evaluatedAt])).toEqual([
      [null, null],
      [null, null],
    ]);
    const mock = await client.query(`select status, "overallScore", "overallSummary" from mocks where id = $1`, [COMPLETED]);
    expect(mock.rows[0]).toEqual({ status: "EVALUATING", overallScore: null, overallSummary: null });
    const evaluation = await client.query(`select "finishedAt", "failedAt", attempts from mock_evaluations where "mockId" = $1`, [COMPLETED]);
    expect(evaluation.rows[0]).toEqual({ finishedAt: null, failedAt: null, attempts: 0 });

    // Half-way through: the answer moves back, and the interview goes on at question 2.
    const halfWay = await questionsOf(HALF_WAY);
    expect(halfWay.map((q) => [q.position, q.text, q.transcript])).toEqual([
      [1, QUESTIONS[0], SAID[0]],
      [2, QUESTIONS[1], null],
      [3, QUESTIONS[2], null],
    ]);
    expect((await client.query(`select status from mocks where id = $1`, [HALF_WAY])).rows[0]).toEqual({ status: "IN_PROGRESS" });
    expect((await getMockData({ candidateId: CANDIDATE, mockId: HALF_WAY })).answered).toEqual([1]);

    // Already numbered from 1: untouched, scores and all.
    const right = await questionsOf(NUMBERED_RIGHT);
    expect(right.map((q) => [q.position, q.text, q.transcript, q.score])).toEqual(QUESTIONS.map((text, i) => [i + 1, text, SAID[i], 7.5]));
    expect((await client.query(`select status from mocks where id = $1`, [NUMBERED_RIGHT])).rows[0]).toEqual({ status: "PROCESS_COMPLETED" });
  });

  it("evaluates the repaired mock again, against the right questions", async () => {
    // The once-a-minute sweep queues it (once, however often it runs)...
    expect(await resumeEvaluations()).toBe(1);
    expect(await resumeEvaluations()).toBe(1);
    const queued = await client.query(`select count(*)::int as n from pgboss.job where name = 'mocks.evaluate' and singleton_key = $1 and state = 'created'`, [
      COMPLETED,
    ]);
    expect(queued.rows[0]).toEqual({ n: 1 });
    // ...and the evaluation the worker runs completes it.
    await evaluateMock(COMPLETED, { isLastAttempt: false, signal: new AbortController().signal });
    const review = await getMockData({ candidateId: CANDIDATE, mockId: COMPLETED });
    expect(review.Status).toBe("Process Completed");
    expect(review.evaluation_results.map((r) => [r.qnum, r.question, r.candidate_answer, r.answered])).toEqual([
      [1, QUESTIONS[0], SAID[0], true],
      [2, QUESTIONS[1], SAID[1], true],
      [3, QUESTIONS[2], null, false],
    ]);
    expect(review.evaluation_results[0]!.score).not.toBeNull();
  });

  it("refuses a question numbered below 1 from now on", async () => {
    await expect(
      client.query(`insert into mock_questions (id, "mockId", position, text) values (gen_random_uuid(), $1, 0, 'Zero?')`, [HALF_WAY]),
    ).rejects.toThrow(/mock_questions_position_from_one/);
  });
});
