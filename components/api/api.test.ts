import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { api, urlOf, type Answer, type CallOptions } from "./api";

afterEach(() => vi.unstubAllGlobals());

function answer(body: unknown, status = 200) {
  const sent: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  return sent;
}

describe("api: a call named by the route's method and path", () => {
  it("sends the route's method, its JSON body and fills the path's segments", async () => {
    const sent = answer({ deleted: true });
    await api("DELETE /api/jobs/saved-searches/[id]", { params: { id: "search 7/8" }, signedIn: true });
    await api("PUT /api/disc/progress", { json: { answers: [{ blockId: "b-3", most: "m-1", least: null }] } });
    expect(sent[0]).toMatchObject({ url: "/api/jobs/saved-searches/search%207%2F8", init: { method: "DELETE", body: undefined } });
    expect(sent[1]).toMatchObject({ url: "/api/disc/progress", init: { method: "PUT", body: '{"answers":[{"blockId":"b-3","most":"m-1","least":null}]}' } });
  });

  it("writes the query's given values and leaves out the missing ones", async () => {
    const sent = answer({});
    await api("GET /api/users/access-log", { query: { page: 3 } });
    await api("GET /api/mock/mocks");
    await api("GET /api/mock/mocks", { query: { Candidate_Id: undefined } });
    expect(sent.map((s) => s.url)).toEqual(["/api/users/access-log?page=3", "/api/mock/mocks", "/api/mock/mocks"]);
    expect(urlOf("/api/files/[...key]", { key: ["mocks", "a b.webm"] }, { download: "1" })).toBe("/api/files/mocks/a%20b.webm?download=1");
  });

  it("answers as request() does: the JSON, or null for 204", async () => {
    answer(null, 204);
    expect(await api("POST /api/users/question", { json: { id: "iv-1", ques_no: 4 } })).toEqual({ ok: true, status: 204, data: null });
  });
});

describe("api: the types are the route's own", () => {
  it("reads the answer from the route: a plain value, a NextResponse's JSON, a declared response schema", () => {
    expectTypeOf<Answer<"POST /api/jobs/saved">>().toEqualTypeOf<{ jobId: string; saved: boolean }>();
    expectTypeOf<Answer<"GET /api/mock/credits">>().toHaveProperty("credits").toEqualTypeOf<number>();
    // 204 when no question is left: null, beside the question.
    expectTypeOf<null>().toExtend<Answer<"GET /api/mock/next-question">>();
    expectTypeOf<Answer<"GET /api/mock/next-question">>().not.toEqualTypeOf<unknown>();
    // The partner API's answers are their response schemas'.
    expectTypeOf<Answer<"GET /api/partner/v1/jobs/[jobId]">>().toHaveProperty("id").toEqualTypeOf<string>();
  });

  it("takes the body, query and path the route reads, and nothing else", () => {
    expectTypeOf<CallOptions<"POST /api/jobs/saved">["json"]>().toEqualTypeOf<{ jobId: string }>();
    expectTypeOf<CallOptions<"DELETE /api/jobs/saved-searches/[id]">["params"]>().toEqualTypeOf<{ id: string }>();
    const typeOnly = (check: () => unknown) => check;
    typeOnly(() => [
      // @ts-expect-error a field the route does not take
      api("POST /api/jobs/saved", { json: { job_id: "j-1" } }),
      // @ts-expect-error the route's body is missing
      api("POST /api/jobs/saved"),
      // @ts-expect-error a route that takes no JSON body
      api("GET /api/mock/credits", { json: { credits: 3 } }),
      // @ts-expect-error a path the API does not have
      api("POST /api/jobs/save", { json: { jobId: "j-1" } }),
      // @ts-expect-error a method the route does not export
      api("PUT /api/jobs/saved", { json: { jobId: "j-1" } }),
      // @ts-expect-error the path's segment is missing
      api("DELETE /api/jobs/saved-searches/[id]", { signedIn: true }),
    ]);
  });

  it("checks what the caller reads of the answer", () => {
    const read = async () => {
      const result = await api("POST /api/jobs/saved", { json: { jobId: "j-1" } });
      if (!result.ok) return result.error;
      // @ts-expect-error the route answers `saved`, not `isSaved`
      return result.data.isSaved;
    };
    expect(typeof read).toBe("function");
  });
});
