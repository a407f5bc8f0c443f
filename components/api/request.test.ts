import { afterEach, describe, expect, it, vi } from "vitest";
import { formOf, GENERIC_FAILURE, NO_CONNECTION, request } from "./request";

afterEach(() => vi.unstubAllGlobals());

/** Answers every call with `response` and keeps what was sent. */
function answer(response: () => Response) {
  const sent: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return response();
  });
  return sent;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("request: one result shape for every route", () => {
  it("hands back the JSON of a success with its status", async () => {
    answer(() => json({ mock_id: "m-7" }, 201));
    expect(await request("/api/mock/create", { json: { title: "Data analyst" } })).toEqual({ ok: true, status: 201, data: { mock_id: "m-7" } });
  });

  it("sends JSON as a POST by default, a GET without a body, and never caches", async () => {
    const sent = answer(() => json({}));
    await request("/api/jobs/saved", { json: { jobId: "job-42" } });
    await request("/api/mock/credits");
    expect(sent[0]).toMatchObject({ url: "/api/jobs/saved", init: { method: "POST", body: '{"jobId":"job-42"}', cache: "no-store" } });
    expect((sent[0]!.init.headers as Record<string, string>)["content-type"]).toBe("application/json");
    expect(sent[1]).toMatchObject({ url: "/api/mock/credits", init: { method: "GET", body: undefined } });
  });

  it("reads the words of a refusal from `error`, or from `message` where the spec's route uses it", async () => {
    answer(() => json({ error: "invalid password", wrongPasswordCount: 2 }, 401));
    expect(await request("/api/auth/login", { json: {} })).toEqual({
      ok: false,
      status: 401,
      error: "invalid password",
      details: { error: "invalid password", wrongPasswordCount: 2 },
    });
    answer(() => json({ message: "User is not registered with this email" }, 404));
    expect(await request("/api/auth/forgot-password", { json: {} })).toMatchObject({ ok: false, status: 404, error: "User is not registered with this email" });
  });

  it("hands over the code a refusal names, for the caller to branch on", async () => {
    answer(() => json({ message: "User already registered", code: "EMAIL_TAKEN" }, 409));
    expect(await request("/api/auth/send-otp", { json: {} })).toEqual({
      ok: false,
      status: 409,
      error: "User already registered",
      code: "EMAIL_TAKEN",
      details: { message: "User already registered", code: "EMAIL_TAKEN" },
    });
  });

  it("keeps the field a refusal names", async () => {
    answer(() => json({ error: "Expected CTC must be a whole number", field: "expectedCtc" }, 400));
    expect(await request("/api/users/update-profile", { method: "PUT", json: {} })).toMatchObject({ status: 400, field: "expectedCtc" });
  });

  it("gives the caller's words to an answer without any (a proxy's page), and generic ones by default", async () => {
    answer(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    expect(await request("/api/mock/retry-answer", { fallback: "Your take could not be sent." })).toMatchObject({
      ok: false,
      status: 502,
      error: "Your take could not be sent.",
    });
    expect(await request("/api/mock/retry-answer")).toMatchObject({ error: GENERIC_FAILURE });
  });

  it("says status 0 and the offline words when nothing got through", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await request("/api/notifications")).toEqual({ ok: false, status: 0, error: NO_CONNECTION, details: {} });
    expect(await request("/api/users/onboarding/cv", { offline: "something went wrong while uploading file" })).toMatchObject({
      error: "something went wrong while uploading file",
    });
  });

  it("answers a 204 with no data", async () => {
    answer(() => new Response(null, { status: 204 }));
    expect(await request("/api/users/question", { json: { ques_no: 7 } })).toEqual({ ok: true, status: 204, data: null });
  });

  it("sends a form as it is, fields in their order", async () => {
    const sent = answer(() => json({}));
    await request("/api/users/upload-video", { body: formOf({ id: "cand-3", video: new Blob(["webm"]) }) });
    const body = sent[0]!.init.body as FormData;
    expect([...body.keys()]).toEqual(["id", "video"]);
    expect(body.get("id")).toBe("cand-3");
    expect(sent[0]!.init.method).toBe("POST");
  });
});
