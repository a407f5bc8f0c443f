// A field left out or sent as something else is refused with words that name it, through the real
// routes against a real PostgreSQL: the partner API's JSON bodies and queries, and the answer
// routes' JSON and multipart forms. zod reads a number from text (a form's field, a query's) as
// NaN whether it was left out or sent as words; the route builder tells the two apart by what was sent.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as addVideo } from "@/app/api/mock/add-mock-video/route";
import { POST as questionRoute } from "@/app/api/users/question/route";
import { stopQueue } from "@/lib/queue";
import { createApiKey } from "@/lib/partner/api-keys";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { answerForm, createReadyMock } from "@/test/mock-interview";
import { createRecordedInterview } from "@/test/recorded-interview";
import { signInAs } from "@/test/signed-in-as";
import { useTestDatabase } from "@/test/db";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const scheduleRoute = await import("@/app/api/partner/v1/applications/[applicationId]/interview/route");
const jobsRoute = await import("@/app/api/partner/v1/jobs/route");

const t = useTestDatabase();
type Answer = { status: number; body: Record<string, unknown> };

async function answered(res: Response): Promise<Answer> {
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

afterAll(async () => {
  await stopQueue();
});

describe("the answer routes", () => {
  it("name a recorded answer's qnum left out, or sent as words, and store nothing", async () => {
    const candidate = await createCandidate();
    signInAs(candidate.id);
    const mock = await createReadyMock(candidate.id);
    const send = (fields: Record<string, string>) =>
      addVideo(new Request("http://localhost/api/mock/add-mock-video", { method: "POST", body: answerForm(fields) })).then(answered);

    expect(await send({ mock_id: mock.id })).toEqual({ status: 400, body: { error: "qnum is missing", code: "INVALID_INPUT" } });
    expect(await send({ mock_id: mock.id, qnum: "two" })).toEqual({ status: 400, body: { error: "qnum is not a number", code: "INVALID_INPUT" } });
    expect(await t.db().mockAnswer.count({ where: { mockId: mock.id } })).toBe(0);
  });

  it("name a question call's ques_no left out, or sent as words", async () => {
    signInAs(null);
    const candidate = await createCandidate();
    const interview = await createRecordedInterview(candidate.id);
    const ask = (body: unknown) =>
      questionRoute(
        new Request("http://localhost/api/users/question", {
          method: "POST",
          headers: { "content-type": "application/json", "x-access-token": interview.token },
          body: JSON.stringify(body),
        }),
      ).then(answered);

    expect(await ask({ id: interview.id })).toEqual({ status: 400, body: { error: "ques_no is missing", code: "INVALID_INPUT" } });
    expect(await ask({ id: interview.id, ques_no: "first" })).toEqual({ status: 400, body: { error: "ques_no is not a number", code: "INVALID_INPUT" } });
    expect(await t.db().interviewQuestion.count({ where: { interviewId: interview.id, askedAt: { not: null } } })).toBe(0);
  });
});

describe("the partner API", () => {
  let key: string;
  let companyId: string;

  beforeAll(async () => {
    companyId = (await createCompany({ name: "Fieldwise" })).id;
    key = (await createApiKey({ companyId, name: "test" })).key;
  });

  function call(handler: (req: Request, ctx: never) => Promise<Response>, options: { params?: unknown; body?: unknown; query?: string } = {}) {
    return handler(
      new Request(`http://localhost/api/partner/v1/x${options.query ?? ""}`, {
        method: options.body === undefined ? "GET" : "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      }),
      { params: Promise.resolve(options.params ?? {}) } as never,
    ).then(answered);
  }

  it("names where an unknown field was sent inside the schedule, and schedules nothing", async () => {
    const job = await createJob(companyId);
    const candidate = await createCandidate();
    const { id: applicationId } = await t.db().application.create({ data: { jobId: job.id, candidateId: candidate.id, status: "ELIGIBLE" } });
    const refused = await call(scheduleRoute.POST as never, {
      params: { applicationId },
      body: { questions: ["Why this role?"], accommodation: { autoApproveUpToPercent: 20, autoApprove: true } },
    });
    expect(refused).toEqual({ status: 400, body: { error: 'accommodation: Unrecognized key: "autoApprove"', code: "INVALID_INPUT" } });
    expect(await t.db().interview.count({ where: { applicationId } })).toBe(0);
  });

  it("names a query's page sent as words", async () => {
    expect(await call(jobsRoute.GET as never, { query: "?page=second" })).toEqual({
      status: 400,
      body: { error: "page is not a number", code: "INVALID_INPUT" },
    });
  });
});
