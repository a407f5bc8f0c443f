// The DISC routes against a real database: questions, saved progress, the finished test, history.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as questionsRoute } from "@/app/api/disc/disc-question/route";
import { POST as testRoute } from "@/app/api/disc/disc-test/route";
import { PUT as progressRoute } from "@/app/api/disc/progress/route";
import { GET as resultsRoute } from "@/app/api/disc/results/route";
import { createCandidate } from "@/test/factories";
import { signInAs } from "@/test/signed-in-as";
import { useTestDatabase } from "@/test/db";
import { getLatestDiscResult } from "./index";
import { DISC_MESSAGES } from "./schema";
import { answersFor, cycle } from "./test-answers";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

useTestDatabase();

const json = (method: string, body: unknown) =>
  new Request("http://test/api/disc", {
    method,
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const questions = async () => (await questionsRoute(new Request("http://test/api/disc/disc-question"))).json();
const history = async () => (await (await resultsRoute(new Request("http://test/api/disc/results"))).json()).results;

describe("DISC routes", () => {
  let me: { id: string };
  let other: { id: string };
  beforeAll(async () => {
    me = await createCandidate();
    other = await createCandidate();
  });

  it("answers 401 when signed out", async () => {
    signInAs(null);
    expect((await questionsRoute(new Request("http://test/api/disc/disc-question"))).status).toBe(401);
    expect((await testRoute(json("POST", { answers: answersFor("D", "S") }))).status).toBe(401);
  });

  it("serves 24 blocks of four statements without their styles, and nothing saved at first", async () => {
    signInAs(me.id);
    const body = await questions();
    expect(body.blocks).toHaveLength(24);
    expect(body.blocks[0].statements).toHaveLength(4);
    expect(JSON.stringify(body)).not.toMatch(/"style"/);
    expect(body.saved).toEqual([]);
  });

  it("saves answers part-way and gives them back, to this candidate only", async () => {
    signInAs(me.id);
    const some = answersFor("I", "C").slice(0, 10);
    const partial = [...some, { blockId: "b11", most: "b11-2", least: null }];
    const saved = await progressRoute(json("PUT", { answers: partial }));
    expect(await saved.json()).toEqual({ saved: 11 });
    expect((await questions()).saved).toEqual(partial);

    signInAs(other.id);
    expect((await questions()).saved).toEqual([]);
  });

  it("refuses malformed progress and keeps what was saved", async () => {
    signInAs(me.id);
    const refused = await progressRoute(json("PUT", { answers: [{ blockId: "b01", most: "b01-1", least: "b01-1" }] }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: DISC_MESSAGES.sameChoice, code: "INVALID_INPUT" });
    expect((await questions()).saved).toHaveLength(11);
  });

  it.each([
    ["not JSON", "{", "The request body must be JSON", "INVALID_INPUT"],
    ["no answers", {}, DISC_MESSAGES.malformed, "INVALID_INPUT"],
    ["a missing block", { answers: answersFor("D", "S").slice(0, 23) }, DISC_MESSAGES.incomplete, "DISC_INCOMPLETE"],
    ["a number for an id", { answers: [{ blockId: 1, most: "b01-1", least: "b01-2" }] }, DISC_MESSAGES.malformed, "INVALID_INPUT"],
  ])("refuses a test with %s: 400 { error, code }", async (_name, body, message, code) => {
    signInAs(me.id);
    const response = await testRoute(json("POST", body));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message, code });
  });

  it("scores a finished test, keeps it in the history and clears the progress", async () => {
    signInAs(me.id);
    const response = await testRoute(json("POST", { answers: answersFor(cycle(["I", "I", "S"]), "C") }));
    expect(response.status).toBe(200);
    const { result } = await response.json();
    expect(result).toMatchObject({ I: 83, S: 67, D: 50, C: 0, primary: "I", secondary: "S", consistency: { level: "consistent" } });
    expect((await questions()).saved).toEqual([]);

    await testRoute(json("POST", { answers: answersFor("C", "I") }));
    const results = await history();
    expect(results.map((r: { primary: string }) => r.primary)).toEqual(["C", "I"]);
    expect(results[1]).toEqual(result);
    expect((await getLatestDiscResult({ candidateId: me.id }))?.primary).toBe("C");

    signInAs(other.id);
    expect(await history()).toEqual([]);
    expect(await getLatestDiscResult({ candidateId: other.id })).toBeNull();
  });
});
