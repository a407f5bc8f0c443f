import { afterAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { stopQueue } from "@/lib/queue";
import { fromAddress } from "@/test/client-address";
import { useTestDatabase } from "@/test/db";
import { POST } from "./route";

const t = useTestDatabase();
afterAll(() => stopQueue());

const valid = { name: "Nisha Pillai", email: "nisha@example.com", message: "Please call me about the Gold plan." };

function post(body: unknown, ip: string, headers: Record<string, string> = {}) {
  return fromAddress(ip, () =>
    POST(
      new Request("http://localhost/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    ),
  );
}

describe("POST /api/contact", () => {
  it("answers 201 and stores a valid message", async () => {
    const res = await post(valid, "192.0.2.1");
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    expect(await t.db().contactMessage.count({ where: { email: "nisha@example.com" } })).toBe(1);
  });

  it("answers 400 with a message per invalid field, and stores nothing", async () => {
    const res = await post({ name: "", email: "nisha@", message: "hi" }, "192.0.2.2");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Please tell us your name",
      code: "INVALID_INPUT",
      fieldErrors: {
        name: "Please tell us your name",
        email: "Please enter a valid e-mail address",
        message: "Please write at least 10 characters",
      },
    });
    expect((await post("not json", "192.0.2.2")).status).toBe(400);
    expect(await t.db().contactMessage.count({ where: { email: "nisha@" } })).toBe(0);
  });

  it("answers a bot that filled the honeypot like a person, and stores nothing", async () => {
    const res = await post({ ...valid, email: "robot@example.com", website: "spam" }, "192.0.2.3");
    expect(res.status).toBe(201);
    expect(await t.db().contactMessage.count({ where: { email: "robot@example.com" } })).toBe(0);
  });

  it("answers 429 with Retry-After once an address has sent its hourly share", async () => {
    for (let i = 0; i < RATE_LIMITS.contactPerIp.limit; i++) expect((await post(valid, "192.0.2.4")).status).toBe(201);
    const res = await post(valid, "192.0.2.4");
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await res.json()).error).toMatch(/try again/);
  });

  it("refuses a client that picks a fresh X-Forwarded-For for each message to escape its limit", async () => {
    for (let i = 0; i < RATE_LIMITS.contactPerIp.limit; i++) {
      expect((await post(valid, "192.0.2.5", { "x-forwarded-for": `198.51.100.${i}` })).status).toBe(201);
    }
    expect((await post(valid, "192.0.2.5", { "x-forwarded-for": "198.51.100.200" })).status).toBe(429);
  });
});
