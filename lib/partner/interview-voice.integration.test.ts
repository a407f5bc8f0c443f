// An employer's interview scheduled in Hindi through the partner API has its questions spoken by the
// offline Hindi voice; one in English keeps the English voice. Against a real PostgreSQL, with the
// offline voice watched (it still speaks: the wrapper only notes what each voice was handed).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { VoicePart } from "@/lib/ai/offline/hindi-voice";
import { stopQueue } from "@/lib/queue";
import { useTestDatabase } from "@/test/db";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { createApiKey } from "./api-keys";

const spoken: { text: string; parts: VoicePart[]; voices: string[] }[] = [];
vi.mock("@/lib/ai/offline/espeak", async (original) => {
  const real = await original<typeof import("@/lib/ai/offline/espeak")>();
  return {
    ...real,
    speakOffline: async (...args: Parameters<typeof real.speakOffline>) => {
      const result = await real.speakOffline(...args);
      spoken.push({ text: args[0], parts: result.parts, voices: result.voices });
      return result;
    },
  };
});

const scheduleRoute = await import("@/app/api/partner/v1/applications/[applicationId]/interview/route");
const { questionAudioUrl } = await import("@/lib/interviews/question-audio");

const t = useTestDatabase();

describe("an employer's interview spoken in its language", () => {
  let key: string;
  let companyId: string;

  beforeAll(async () => {
    companyId = (await createCompany({ name: "Brightloom" })).id;
    key = (await createApiKey({ companyId, name: "test" })).key;
  });
  afterAll(async () => {
    await stopQueue();
  });

  async function schedule(body: Record<string, unknown>): Promise<string> {
    const job = await createJob(companyId);
    const candidate = await createCandidate();
    const { id: applicationId } = await t.db().application.create({ data: { jobId: job.id, candidateId: candidate.id, status: "ELIGIBLE" } });
    const res = await scheduleRoute.POST(
      new Request("http://localhost/x", {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
      { params: Promise.resolve({ applicationId }) } as never,
    );
    expect(res.status).toBe(201);
    return ((await res.json()) as { interviewId: string }).interviewId;
  }

  async function speakFirst(interviewId: string) {
    const question = await t.db().interviewQuestion.findFirstOrThrow({ where: { interviewId, position: 1 }, select: { id: true, text: true, audioKey: true } });
    expect(await questionAudioUrl(question)).toMatch(/interview-audio\//);
    return spoken.find((s) => s.text === question.text)!;
  }

  it("speaks a Hindi interview's question by the hi voice, its English words in Devanagari", async () => {
    const said = await speakFirst(await schedule({ questions: ["आप यह role क्यों चाहते हैं, और आपने कौन-सा API बनाया है?"], language: "hi" }));
    expect(said.voices).toEqual(["hi"]);
    expect(said.parts[0]!.text).toBe("आप यह रोल क्यों चाहते हैं, और आपने कौन-सा एपीआई बनाया है?");
  });

  it("keeps an English interview's question in the English voice", async () => {
    const said = await speakFirst(await schedule({ questions: ["Why do you want this role?"] }));
    expect(said.voices).toEqual(["en-us"]);
    expect(said.parts).toEqual([{ voice: "en-us", text: "Why do you want this role?" }]);
  });
});
