// A consent is kept with the version of the wording the candidate read and the language it was
// written in: Hindi has its own wording and version, and Settings lists the language with each consent.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { listConsents } from "@/lib/account-data/consents";
import { readOutbox } from "@/lib/mail/outbox";
import { createApiKey } from "@/lib/partner/api-keys";
import { stopQueue } from "@/lib/queue";
import { startTaskWorker } from "@/lib/task-handlers";
import { useTestDatabase } from "@/test/db";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { signInAs } from "@/test/signed-in-as";
import { INTERVIEW_CONSENT_VERSIONS } from "./consent-text";
import { HOW_IT_WORKS_VERSIONS } from "./how-it-works";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const scheduleRoute = await import("@/app/api/partner/v1/applications/[applicationId]/interview/route");
const openRoute = await import("@/app/api/interviews/open/route");
const consentRoute = await import("@/app/api/interviews/consent/route");
const partnerInterviewRoute = await import("@/app/api/partner/v1/interviews/[interviewId]/route");
const openApiRoute = await import("@/app/api/partner/v1/openapi.json/route");

const t = useTestDatabase();
type Json = Record<string, unknown>;
type Consent = { version: string; language: string; sharedWith: string; recorded: string };

async function json(res: Response | Promise<Response>) {
  const r = await res;
  return { status: r.status, body: (await r.json()) as Json };
}

describe("consent versioned with its language", () => {
  let key: string;
  let companyId: string;
  let worker: { stop: () => Promise<void> };

  beforeAll(async () => {
    companyId = (await createCompany({ name: "Brightloom" })).id;
    key = (await createApiKey({ companyId, name: "test" })).key;
    worker = await startTaskWorker({ pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await worker?.stop();
    await stopQueue();
  });

  const post = (handler: (req: Request) => Promise<Response>, body: unknown, token: string) =>
    json(
      handler(
        new Request("http://localhost/x", {
          method: "POST",
          headers: { "content-type": "application/json", "x-access-token": token },
          body: JSON.stringify(body),
        }),
      ),
    );

  async function invited(firstName: string) {
    const job = await createJob(companyId, { title: `Claims Analyst ${firstName}` });
    const candidate = await createCandidate({ firstName });
    const { id: applicationId } = await t.db().application.create({ data: { jobId: job.id, candidateId: candidate.id, status: "ELIGIBLE" } });
    const scheduled = await json(
      (scheduleRoute.POST as (req: Request, ctx: never) => Promise<Response>)(
        new Request("http://localhost/x", {
          method: "POST",
          headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
          body: JSON.stringify({ questions: ["Walk us through a claim you turned down."] }),
        }),
        { params: Promise.resolve({ applicationId }) } as never,
      ),
    );
    expect(scheduled.status).toBe(201);
    const id = scheduled.body.interviewId as string;
    let token = "";
    await expect
      .poll(
        async () => (token = (await readOutbox({ to: candidate.email })).find((m) => m.text.includes(id))?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1] ?? ""),
        { timeout: 20_000 },
      )
      .not.toBe("");
    return { id, token, candidate };
  }

  async function consentIn(locale: "en" | "hi" | undefined, firstName: string) {
    signInAs(null);
    const { id, token, candidate } = await invited(firstName);
    const opened = await post(openRoute.POST, locale ? { id, locale } : { id }, token);
    expect(opened.status).toBe(200);
    const consent = opened.body.consent as Consent;
    const agreed = await post(consentRoute.POST, { id, version: consent.version, agree: true }, token);
    expect(agreed.status).toBe(200);
    const stored = await t.db().interview.findUniqueOrThrow({ where: { id }, select: { consentVersion: true, consentLanguage: true, consentScope: true } });
    const listed = (await listConsents({ candidateId: candidate.id })).find((c) => c.kind === "RECORDED_INTERVIEW");
    // What the employer reads back through the partner API.
    const read = await json(
      (partnerInterviewRoute.GET as (req: Request, ctx: never) => Promise<Response>)(
        new Request(`http://localhost/api/partner/v1/interviews/${id}`, { headers: { authorization: `Bearer ${key}` } }),
        { params: Promise.resolve({ interviewId: id }) } as never,
      ),
    );
    expect(read.status).toBe(200);
    return { opened: opened.body, consent, stored, listed, partner: read.body.consent as Json };
  }

  it("keeps a consent given in Hindi with the Hindi wording's version and the language hi", async () => {
    const { opened, consent, stored, listed, partner } = await consentIn("hi", "Meera");
    expect(consent.version.startsWith(INTERVIEW_CONSENT_VERSIONS.hi)).toBe(true);
    expect(consent.version).not.toBe(INTERVIEW_CONSENT_VERSIONS.en);
    expect(consent.sharedWith).toContain("Brightloom, यानी वह नियोक्ता जिसने आपको बुलाया है");
    expect((opened.howItWorks as { version: string }).version).toBe(HOW_IT_WORKS_VERSIONS.hi);
    expect(stored).toMatchObject({ consentVersion: consent.version, consentLanguage: "hi" });
    expect(stored.consentScope).toMatchObject({ language: "hi", recorded: consent.recorded, howItWorks: { version: HOW_IT_WORKS_VERSIONS.hi } });
    expect(listed).toMatchObject({ version: consent.version, language: "hi" });
    expect(partner).toMatchObject({ version: consent.version, language: "hi" });
  });

  it("keeps a consent given in English with the English version and the language en, also when the page names no language", async () => {
    for (const [locale, name] of [
      ["en", "Arjun"],
      [undefined, "Ravi"],
    ] as const) {
      const { consent, stored, listed, partner } = await consentIn(locale, name);
      expect(consent.version.startsWith(INTERVIEW_CONSENT_VERSIONS.en)).toBe(true);
      expect(consent.version).not.toContain("-hi");
      expect(consent.sharedWith).toBe("Brightloom, the employer who invited you, through its hiring team. Nobody else sees your answers.");
      expect(stored).toMatchObject({ consentVersion: consent.version, consentLanguage: "en" });
      expect(listed).toMatchObject({ version: consent.version, language: "en" });
      expect(partner).toMatchObject({ version: consent.version, language: "en" });
    }
  });

  it("documents the consent's language in the partner API's Interview schema", async () => {
    const doc = await json((openApiRoute.GET as (req: Request, ctx: never) => Promise<Response>)(new Request("http://localhost/x"), {} as never));
    const schemas = (doc.body.components as { schemas: Record<string, Json> }).schemas;
    const consent = JSON.stringify((schemas.Interview!.properties as Json).consent);
    expect(JSON.parse(consent)).toBeTruthy();
    expect(consent).toContain('"language":{');
    expect(consent).toContain('"enum":["en","hi"]');
    expect(consent).toContain("The language the candidate read the consent in");
  });

  it("refuses a version no language's wording has", async () => {
    signInAs(null);
    const { id, token } = await invited("Sana");
    const refused = await post(consentRoute.POST, { id, version: "2020-01-01-hi", agree: true }, token);
    expect(refused.status).toBe(409);
    expect((await t.db().interview.findUniqueOrThrow({ where: { id }, select: { consentedAt: true } })).consentedAt).toBeNull();
  });
});
