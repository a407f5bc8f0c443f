// The route builder against a real PostgreSQL: each kind of caller is told apart, input is parsed
// inside the builder, and every failure is answered in the route's own error field.
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ACCOUNT_CLOSED_MESSAGE } from "@/lib/account-data/closed-account";
import { AppError } from "@/lib/errors/app-error";
import { createApiKey } from "@/lib/partner/api-keys";
import { useTestDatabase } from "@/test/db";
import { createCandidate, createCompany } from "@/test/factories";
import { signInAs } from "@/test/signed-in-as";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { BUSY_MESSAGE } from "./respond";
import { route, zPathId } from "./route";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const t = useTestDatabase();

const post = (body: unknown, url = "http://localhost/api/x") =>
  new Request(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

const whoAmI = route({ auth: "candidate" }, ({ candidate }) => ({ email: candidate.email }));

describe("route builder", () => {
  it("answers each signed-in candidate with their own identity, and 401 signed out", async () => {
    const asha = await createCandidate({ email: "asha.route@example.com" });
    const ravi = await createCandidate({ email: "ravi.route@example.com" });
    signInAs(asha.id);
    expect(await (await whoAmI(new Request("http://localhost/api/x"))).json()).toEqual({ email: "asha.route@example.com" });
    signInAs(ravi.id);
    expect(await (await whoAmI(new Request("http://localhost/api/x"))).json()).toEqual({ email: "ravi.route@example.com" });
    signInAs(null);
    const res = await whoAmI(new Request("http://localhost/api/x"));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "Unauthorized", code: "SIGNED_OUT" });
  });

  it("lets a closed account read, refuses its writes, and lets candidate-closed routes write", async () => {
    const closed = await createCandidate({ email: "closed.route@example.com" });
    await t.db().accountDeletion.create({ data: { candidateId: closed.id, eraseAfter: new Date(Date.now() + 86_400_000) } });
    signInAs(closed.id);
    const write = route({ auth: "candidate" }, () => ({ wrote: true }));
    const cancel = route({ auth: "candidate-closed" }, () => ({ cancelled: true }));
    expect((await whoAmI(new Request("http://localhost/api/x"))).status).toBe(200);
    const refused = await write(post({}));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: ACCOUNT_CLOSED_MESSAGE, code: "ACCOUNT_CLOSED" });
    expect(await (await cancel(post({}))).json()).toEqual({ cancelled: true });
  });

  it("parses body, query and params inside the builder: the first issue is a 400 in the route's field", async () => {
    signInAs(null);
    const echo = route(
      {
        auth: "public",
        field: "message",
        body: z.object({ name: z.string().min(2, "Name is too short"), age: z.number({ error: "Age must be a number" }) }),
        query: z.object({ page: z.coerce.number().int().min(1, "Page starts at 1") }),
      },
      ({ body, query }) => ({ greeting: `${body.name} ${body.age}`, page: query.page }),
    );
    expect(await (await echo(post({ name: "Meera", age: 31 }, "http://localhost/api/x?page=2"))).json()).toEqual({ greeting: "Meera 31", page: 2 });
    const badBody = await echo(post({ name: "M", age: "x" }, "http://localhost/api/x?page=2"));
    expect(badBody.status).toBe(400);
    expect(await badBody.json()).toEqual({ message: "Name is too short", code: "INVALID_INPUT" });
    const badQuery = await echo(post({ name: "Meera", age: 31 }, "http://localhost/api/x?page=0"));
    expect(await badQuery.json()).toEqual({ message: "Page starts at 1", code: "INVALID_INPUT" });
    const notJson = await echo(new Request("http://localhost/api/x?page=1", { method: "POST", body: "name=x" }));
    expect(notJson.status).toBe(415);
    expect(await notJson.json()).toEqual({ message: "Send the request as application/json", code: "WRONG_CONTENT_TYPE" });
  });

  it("adds a form's issue details to a body that does not match, and only to the body", async () => {
    const form = route(
      {
        auth: "public",
        body: z.object({ name: z.string().min(1, "Name is required"), email: z.email("E-mail is not valid") }),
        query: z.object({ kind: z.literal("form", { error: "Unknown kind" }).default("form") }),
        issueDetails: (error) => ({ fields: error.issues.map((issue) => String(issue.path[0])) }),
      },
      ({ body }) => ({ saved: body.name }),
    );
    const both = await form(post({ name: "", email: "nope" }));
    expect(both.status).toBe(400);
    expect(await both.json()).toEqual({ error: "Name is required", code: "INVALID_INPUT", fields: ["name", "email"] });
    const replaced = route({ auth: "public", body: z.object({ name: z.string() }), issueDetails: () => ({ error: "Please check the form" }) }, () => ({}));
    expect(await (await replaced(post(null))).json()).toEqual({ error: "Please check the form", code: "INVALID_INPUT" });
    const badQuery = await form(post({ name: "Meera", email: "meera@example.com" }, "http://localhost/api/x?kind=other"));
    expect(await badQuery.json()).toEqual({ error: "Unknown kind", code: "INVALID_INPUT" });
    expect(await (await form(post({ name: "Meera", email: "meera@example.com" }))).json()).toEqual({ saved: "Meera" });
  });

  it("answers a path id that cannot name a row as not found, and passes a real one on lower-cased", async () => {
    const show = route({ auth: "public", params: z.object({ jobId: zPathId("Job") }) }, ({ params }) => ({ jobId: params.jobId }));
    const missing = await show(new Request("http://localhost/api/x"), { params: Promise.resolve({ jobId: "../etc" }) });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Job not found", code: "NOT_FOUND" });
    const id = "0F8FAD5B-D9CB-469F-A165-70867728950E";
    expect(await (await show(new Request("http://localhost/api/x"), { params: Promise.resolve({ jobId: id }) })).json()).toEqual({ jobId: id.toLowerCase() });
  });

  it("maps AppErrors (a retryable 503 included) and hides unexpected errors behind a 500 with the request id field", async () => {
    const busy = route({ auth: "public" }, () => {
      throw new AppError("UNAVAILABLE", "Your answer could not be saved just now. Please try again in a moment.");
    });
    const res = await busy(post({}));
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: "Your answer could not be saved just now. Please try again in a moment.", retryable: true });
    const broken = route({ auth: "public", field: "message" }, () => {
      throw new Error("secret database detail");
    });
    const crashed = await broken(post({}));
    expect(crashed.status).toBe(500);
    const body = (await crashed.json()) as Record<string, unknown>;
    expect(body.message).toBe("Something went wrong. Please try again.");
    expect(JSON.stringify(body)).not.toContain("secret");
  });

  it("tells partners apart by key, refuses a missing key with a challenge, and never caches", async () => {
    const brightloom = await createCompany({ name: "Brightloom Route" });
    const northwind = await createCompany({ name: "Northwind Route" });
    const { key: brightKey } = await createApiKey({ companyId: brightloom.id, name: "test" });
    const { key: northKey } = await createApiKey({ companyId: northwind.id, name: "test" });
    const company = route({ auth: "partner" }, ({ partner }) => ({ company: partner.companyName }));
    const asPartner = (key: string) => new Request("http://localhost/api/partner/v1/x", { headers: { authorization: `Bearer ${key}` } });
    const bright = await company(asPartner(brightKey));
    expect(await bright.json()).toEqual({ company: "Brightloom Route" });
    expect(bright.headers.get("cache-control")).toBe("no-store");
    expect(await (await company(asPartner(northKey))).json()).toEqual({ company: "Northwind Route" });
    const anonymous = await company(new Request("http://localhost/api/partner/v1/x"));
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toContain("Bearer");
  });

  it("gives interview routes the link's token and the signed-in candidate", async () => {
    const owner = await createCandidate({ email: "owner.route@example.com" });
    signInAs(owner.id);
    const caller = route({ auth: "interview" }, ({ caller }) => caller);
    const res = await caller(new Request("http://localhost/api/interviews/x", { headers: { "x-access-token": " tok-123 " } }));
    expect(await res.json()).toEqual({ token: "tok-123", candidateId: owner.id });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("checks a route's rate limit before reading its body, per caller", async () => {
    const limited = route(
      {
        auth: "public",
        body: z.object({ n: z.number() }),
        limit: ({ ip }) => [{ key: `route-test:${ip}`, rule: { limit: 2, windowSeconds: 60 }, message: "Slow down" }],
      },
      ({ body }) => ({ n: body.n }),
    );
    const from = (ip: string, body: BodyInit) =>
      new Request("http://localhost/api/x", { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": ip }, body });
    const results = await Promise.all([1, 2, 3, 4].map((n) => limited(from("203.0.113.7", JSON.stringify({ n })))));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 429, 429]);
    // Refused before the body is read: even a body that is not JSON gets the limit's answer.
    const refused = await limited(from("203.0.113.7", "not json"));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: "Slow down" });
  });

  it("answers a transaction the busy database could not start in time as a retryable 503 with Retry-After, not a 500", async () => {
    const claim = route({ auth: "public" }, () => db().$transaction(async (tx) => tx.$queryRaw`SELECT 1 AS claimed`, { maxWait: 50 }));
    // Every pooled connection is held by an open transaction while the route asks for its own.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    const holders = Array.from({ length: env().DATABASE_POOL_SIZE }, () =>
      db().$transaction(
        async (tx) => {
          await tx.$queryRaw`SELECT 1 AS held`;
          started += 1;
          await gate;
        },
        { maxWait: 20_000, timeout: 20_000 },
      ),
    );
    while (started < env().DATABASE_POOL_SIZE) await new Promise((resolve) => setTimeout(resolve, 20));
    const res = await claim(post({}));
    release();
    await Promise.all(holders);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("2");
    expect(await res.json()).toMatchObject({ error: BUSY_MESSAGE, retryable: true });
    // Once the burst has passed, the same call goes through.
    expect((await claim(post({}))).status).toBe(200);
  });
});
