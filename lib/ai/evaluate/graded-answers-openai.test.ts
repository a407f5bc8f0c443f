// Our graded answers through the AI model's path, against the local fake OpenAI-compatible server:
// every evaluation request carries the question, the candidate's transcript and the rubric the
// answer is judged by (what a strong answer to this question covers, and our rules of fairness).
import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerGuide } from "@/lib/ai/offline/answer-guide";
import { startFakeOpenAI, type ChatRequest, type FakeOpenAI } from "@/test/fake-openai";
import { contextOf, GRADED_ANSWERS, GRADED_KINDS, judgeGraded } from "@/test/graded-run";
import { evaluateAnswer } from "./index";
import { RUBRIC_HEADING } from "./rubric";

let fake: FakeOpenAI;
let client: OpenAI;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  client = new OpenAI({ apiKey: "sk-test", baseURL: fake.baseUrl, maxRetries: 0 });
});

afterAll(async () => {
  await fake.close();
});

describe("the graded answers judged by a model", () => {
  it("sends each answer with its question, its transcript and the rubric", async () => {
    const results = await judgeGraded((answer, context) => evaluateAnswer({ answer, context, provider: { client, model: "gpt-test" } }));
    const requests = fake.requests
      .filter((r) => r.route === "chat")
      .map((r) => r.body as ChatRequest)
      .filter((b) => b.response_format?.json_schema?.name === "answer_feedback");
    expect(requests).toHaveLength(GRADED_ANSWERS.length * GRADED_KINDS.length);
    for (const item of GRADED_ANSWERS) {
      for (const kind of GRADED_KINDS) {
        const transcript = item.answers[kind];
        const request = requests.find((b) => b.messages.some((m) => m.content.includes(transcript) && m.content.includes(item.question)));
        expect(request, `${kind}: ${item.question}`).toBeDefined();
        const user = request!.messages.find((m) => m.role === "user")!.content;
        expect(user).toContain(`Question: ${item.question}`);
        expect(user).toContain(RUBRIC_HEADING);
        for (const point of answerGuide(item.question, contextOf(item)).points) expect(user).toContain(point);
        expect(user).toMatch(/Fillers and hedges/);
      }
    }
    // The model's scores come back as given; its quotes are checked against what was said.
    for (const r of results)
      for (const kind of GRADED_KINDS) for (const quote of r.evidence[kind]) expect(r.item.answers[kind].toLowerCase()).toContain(quote.toLowerCase());
  });
});
