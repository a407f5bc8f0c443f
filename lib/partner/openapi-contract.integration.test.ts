// The partner API's OpenAPI document is generated from the routes; here it is checked by a
// validator of the OpenAPI 3.1 standard, and every partner route's real answers (successes and
// errors) are checked against the document's response schemas.
import { readdirSync } from "node:fs";
import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { beforeAll, describe, expect, it } from "vitest";
import { PARTNER_ROUTES } from "@/app/api/partner/v1/routes";
import type { RouteHandler } from "@/lib/http/route";
import { createCandidate, createCompany } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { createApiKey } from "./api-keys";
import { recordPartnerEvent } from "@/lib/webhooks/emit-event";

const openapiRoute = await import("@/app/api/partner/v1/openapi.json/route");

const t = useTestDatabase();

type Json = Record<string, unknown>;
type Operation = { operationId: string; responses: Record<string, { content?: { "application/json": { schema: Json } } }> };
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Json> } };

let doc: Doc;
const checked = new Map<string, Set<string>>();

function ajvFor(document: Doc) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: "doc", components: document.components } as Json);
  return ajv;
}

/** Calls a partner route as a caller would, and checks its answer against the document. */
async function call(apiPath: string, method: string, key: string, options: { params?: Record<string, string>; body?: unknown; query?: string } = {}) {
  const routeModule = PARTNER_ROUTES.find((r) => r.path === apiPath);
  const handler = routeModule?.handlers[method as keyof typeof routeModule.handlers] as RouteHandler | undefined;
  if (!handler) throw new Error(`no route ${method} ${apiPath}`);
  const req = new Request(`http://localhost/api/partner/v1${apiPath}${options.query ?? ""}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const text = await res.text();
  const body: unknown = text ? JSON.parse(text) : undefined;
  const operation = doc.paths[apiPath]?.[method.toLowerCase()];
  expect(operation, `${method} ${apiPath} is in the document`).toBeDefined();
  const answer = operation!.responses[String(res.status)];
  expect(answer, `${operation!.operationId} documents its ${res.status} (${text})`).toBeDefined();
  const schema = answer!.content?.["application/json"].schema;
  if (schema) {
    const validate = ajv.compile({ ...rebase(schema) });
    const valid = validate(body);
    expect(valid ? [] : validate.errors, `${operation!.operationId} ${res.status}: ${text.slice(0, 400)}`).toEqual([]);
  } else {
    expect(text, `${operation!.operationId} ${res.status} has no body`).toBe("");
  }
  const seen = checked.get(operation!.operationId) ?? new Set<string>();
  checked.set(operation!.operationId, seen.add(String(res.status)));
  return { status: res.status, body: body as Json };
}

/** A schema of the document, with its references pointing into the document registered with ajv. */
function rebase(schema: Json): Json {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')) as Json;
}

let ajv: Ajv2020;

describe("the partner API's OpenAPI document", () => {
  beforeAll(async () => {
    doc = (await (await openapiRoute.GET(new Request("http://localhost/api/partner/v1/openapi.json"))).json()) as Doc;
    ajv = ajvFor(doc);
  });

  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(doc as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("documents every partner route and every method each exports", () => {
    const root = path.resolve("app/api/partner/v1");
    const files = (readdirSync(root, { recursive: true }) as string[])
      .filter((f) => f.endsWith("route.ts") && !f.startsWith("openapi.json"))
      .map((f) => `/${path.dirname(f).replaceAll(path.sep, "/")}`.replace(/\[(\w+)\]/g, "{$1}").replace(/^\/\.$/, "/"));
    expect(PARTNER_ROUTES.map((r) => r.path).sort()).toEqual(files.sort());
    for (const { path: apiPath, handlers } of PARTNER_ROUTES) {
      for (const [method, handler] of Object.entries(handlers)) {
        if (typeof handler !== "function") continue;
        expect((handler as RouteHandler).contract?.doc, `${method} ${apiPath} declares its doc`).toBeDefined();
        expect(doc.paths[apiPath]?.[method.toLowerCase()], `${method} ${apiPath}`).toBeDefined();
      }
    }
  });

  it("describes the real answers of every partner route, successes and errors", async () => {
    const company = await createCompany({ name: "Contract Works" });
    const key = (await createApiKey({ companyId: company.id, name: "contract" })).key;
    const other = (await createApiKey({ companyId: (await createCompany({ name: "Elsewhere Ltd" })).id, name: "other" })).key;

    const created = await call("/jobs", "POST", key, {
      body: {
        title: "Contract Tester",
        description: "Checks answers against documents.",
        experienceMin: 2,
        salaryMin: 900_000,
        salaryMax: 1_200_000,
        jobType: "FULL_TIME",
        workMode: "REMOTE",
        skills: ["OpenAPI"],
        locations: ["Remote"],
        externalRef: "contract-1",
        validThrough: "2027-01-31T00:00:00.000Z",
      },
    });
    expect(created.status).toBe(201);
    const jobId = created.body.id as string;
    expect((await call("/jobs", "POST", key, { body: { title: "" } })).status).toBe(400);
    expect((await call("/jobs", "GET", key, { query: "?status=OPEN&limit=5" })).status).toBe(200);
    expect((await call("/company/answers", "GET", key)).status).toBe(200);
    expect((await call("/jobs/{jobId}", "GET", key, { params: { jobId } })).status).toBe(200);
    expect((await call("/jobs/{jobId}", "GET", other, { params: { jobId } })).status).toBe(404);
    expect((await call("/jobs/{jobId}", "PATCH", key, { params: { jobId }, body: { industry: "Software" } })).status).toBe(200);

    // An applicant with a CV link, a request and an interview with one answer.
    const candidate = await createCandidate({ firstName: "Meera" });
    await t.db().candidate.update({ where: { id: candidate.id }, data: { resumeKey: `resumes/${candidate.id}.pdf`, resumeName: "Meera.pdf" } });
    const applicationId = (await t.db().application.create({ data: { jobId, candidateId: candidate.id, source: "contract" } })).id;
    expect((await call("/jobs/{jobId}/applications", "GET", key, { params: { jobId } })).status).toBe(200);
    expect((await call("/applications/{applicationId}", "PATCH", key, { params: { applicationId }, body: { status: "IN_REVIEW" } })).status).toBe(200);
    expect((await call("/applications/{applicationId}", "PATCH", key, { params: { applicationId }, body: { status: "NOPE" } })).status).toBe(400);

    const requestId = (await t.db().candidateRequest.create({ data: { applicationId, kind: "HUMAN_REVIEW", message: "Could a person look at my answers?" } }))
      .id;
    expect((await call("/applications/{applicationId}", "GET", key, { params: { applicationId } })).status).toBe(200);
    const decided = await call("/applications/{applicationId}/requests/{requestId}", "POST", key, {
      params: { applicationId, requestId },
      body: { decision: "accepted", message: "Our lead recruiter will watch them this week." },
    });
    expect(decided.status).toBe(200);
    expect(
      (
        await call("/applications/{applicationId}/requests/{requestId}", "POST", key, {
          params: { applicationId, requestId },
          body: { decision: "declined", message: "No." },
        })
      ).status,
    ).toBe(409);

    const scheduled = await call("/applications/{applicationId}/interview", "POST", key, {
      params: { applicationId },
      body: { questions: ["Walk us through a contract you wrote."], expiresInDays: 7, retakes: 1 },
    });
    expect(scheduled.status).toBe(201);
    const interviewId = scheduled.body.interviewId as string;
    await t.db().interview.update({
      where: { id: interviewId },
      data: {
        accommodationPercent: 100,
        accommodationNote: "More time to read, please.",
        accommodationStatus: "PENDING",
        accommodationRequestedAt: new Date(),
      },
    });
    expect((await call("/interviews/{interviewId}/accommodation", "POST", key, { params: { interviewId }, body: { approve: true } })).status).toBe(200);
    expect((await call("/interviews/{interviewId}/accommodation", "POST", key, { params: { interviewId }, body: { approve: "yes" } })).status).toBe(400);
    await t.db().interview.update({ where: { id: interviewId }, data: { extraRetakeStatus: "PENDING", extraRetakeNote: "I may need to start over." } });
    const retake = await call("/interviews/{interviewId}/accommodation", "POST", key, {
      params: { interviewId },
      body: { approve: true, kind: "extra-retake" },
    });
    expect(retake.body).toMatchObject({ extraRetake: { status: "APPROVED" }, retakesAllowed: 2 });
    const question = await t.db().interviewQuestion.findFirstOrThrow({ where: { interviewId } });
    await t.db().interviewQuestion.update({ where: { id: question.id }, data: { askedAt: new Date() } });
    await t.db().interviewAnswer.create({
      data: {
        interviewId,
        questionId: question.id,
        videoKey: `interviews/${interviewId}/1.webm`,
        contentType: "video/webm",
        sizeBytes: 123_456,
        durationMs: 42_000,
        tabSwitchTimings: [12.5],
        emotionData: { Neutral: 30, Happy: 4, Attention: 28 },
        attentionData: { samples: 34, facePresent: 33 },
        alarms: [{ kind: "NO_FACE", at: 20.5 }],
      },
    });
    expect((await call("/interviews/{interviewId}", "GET", key, { params: { interviewId } })).status).toBe(200);
    expect((await call("/interviews/{interviewId}", "GET", other, { params: { interviewId } })).status).toBe(404);

    const feedback = { message: "Thank you: we will write again on Friday." };
    expect((await call("/applications/{applicationId}/feedback", "POST", key, { params: { applicationId }, body: feedback })).status).toBe(201);
    expect((await call("/applications/{applicationId}/feedback", "POST", key, { params: { applicationId }, body: feedback })).status).toBe(200);

    const hook = await call("/webhooks", "POST", key, { body: { url: "https://hooks.contract.example/in", events: ["application.created"] } });
    expect(hook.status).toBe(201);
    const webhookId = hook.body.id as string;
    expect((await call("/webhooks", "POST", key, { body: { url: "ftp://nope", events: ["application.created"] } })).status).toBe(400);
    await recordPartnerEvent({ companyId: company.id, type: "application.created", data: { applicationId, jobId } });
    expect((await call("/webhooks", "GET", key)).status).toBe(200);
    expect((await call("/webhooks/{webhookId}", "GET", key, { params: { webhookId } })).status).toBe(200);
    expect((await call("/webhooks/{webhookId}/deliveries", "GET", key, { params: { webhookId } })).body.data).toHaveLength(1);
    expect((await call("/webhooks/{webhookId}/rotate-secret", "POST", key, { params: { webhookId } })).status).toBe(200);
    expect((await call("/webhooks/{webhookId}", "DELETE", key, { params: { webhookId } })).status).toBe(204);
    expect((await call("/webhooks/{webhookId}", "GET", key, { params: { webhookId } })).status).toBe(404);

    expect((await call("/jobs/{jobId}/refresh", "POST", key, { params: { jobId } })).status).toBe(200);
    expect((await call("/jobs/{jobId}/refresh", "POST", other, { params: { jobId } })).status).toBe(404);

    // A candidate's report, answered; a second answer finds nothing waiting.
    await t.db().jobReport.create({ data: { jobId, candidateId: candidate.id, reason: "MISLEADING" } });
    const answer = { message: "The salary stated is the salary paid." };
    expect((await call("/jobs/{jobId}/report-responses", "POST", key, { params: { jobId }, body: answer })).status).toBe(201);
    expect((await call("/jobs/{jobId}/report-responses", "POST", key, { params: { jobId }, body: answer })).status).toBe(409);
    expect((await call("/jobs/{jobId}/report-responses", "POST", key, { params: { jobId }, body: { message: "" } })).status).toBe(400);
    expect((await call("/jobs/{jobId}/report-responses", "POST", other, { params: { jobId }, body: answer })).status).toBe(404);
    expect((await call("/jobs/{jobId}/reports", "GET", key, { params: { jobId } })).body).toMatchObject({ total: 1, waiting: 0, hidden: false });
    expect((await call("/jobs/{jobId}/reports", "GET", other, { params: { jobId } })).status).toBe(404);

    expect((await call("/jobs/{jobId}/close", "POST", key, { params: { jobId } })).status).toBe(200);
    expect((await call("/jobs/{jobId}", "PATCH", key, { params: { jobId }, body: { title: "Too late" } })).status).toBe(409);
    expect((await call("/jobs/{jobId}/refresh", "POST", key, { params: { jobId } })).status).toBe(409);
    expect((await call("/jobs", "GET", "hrp_not-a-key")).status).toBe(401);

    // Every operation of the document was answered at least once with its documented success.
    const operations = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    const unanswered = operations.filter((id) => ![...(checked.get(id) ?? [])].some((status) => status.startsWith("2")));
    expect(unanswered).toEqual([]);
  });
});
