// Every route handler under app/api, found on disk (so routes added later are covered too), called
// with every exported method and malformed or hostile input (deep nesting, huge arrays, invalid
// UTF-8, wrong content types), signed out and signed in, next-auth's actions each: none may answer
// 5xx or hang. And a 300 MB body, announced and chunked: no route reads more than its limit (memory
// grows by at most 20 MB while it answers). Routes are called directly, as Next.js calls them; the request guard in front of them is tested on its own (lib/http/request-guard.integration.test.ts).
import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApiKey } from "@/lib/partner/api-keys";
import { stopQueue } from "@/lib/queue";
import { createCandidate, createCompany } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import type { Storage } from "@/test/next-internals";
import { signInAs } from "@/test/signed-in-as";

// What Next.js's server sets up before any route runs, so request scopes (cookies(), headers()) work.
vi.hoisted(() => {
  const { AsyncLocalStorage } = process.getBuiltinModule("node:async_hooks");
  Object.assign(globalThis, { AsyncLocalStorage });
});
const { createRequestStoreForAPI, workUnitStorages, workStorages } = await (await import("@/test/next-internals")).requestScopes();

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

useTestDatabase();
afterAll(() => stopQueue());

const API_DIR = path.resolve(import.meta.dirname);
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const CALL_TIMEOUT_MS = 15_000;

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

// next-auth's catch-all serves many actions: each is called.
const NEXT_AUTH_ACTIONS = [
  ["callback", "credentials"],
  ["signin", "credentials"],
  ["callback", "google"],
  ["signin", "google"],
  ["session"],
  ["csrf"],
  ["providers"],
  ["signout"],
  ["signin"],
  ["error"],
  ["_log"],
  ["verify-request"],
  ["unknown-action"],
];

/** Plausible values for the route's dynamic segments (several sets where a catch-all serves several things). */
function paramSetsFor(file: string): Record<string, string | string[]>[] {
  if (file.includes("[...nextauth]")) return NEXT_AUTH_ACTIONS.map((nextauth) => ({ nextauth }));
  const params: Record<string, string | string[]> = {};
  for (const [, catchAll, name] of path.relative(API_DIR, file).matchAll(/\[(\.\.\.)?([^\]]+)\]/g)) {
    params[name!] = catchAll ? ["candidates", randomUUID(), "cv.pdf"] : randomUUID();
  }
  return [params];
}

const NUL = "\u0000";
const HUGE = "x".repeat(300_000);
const FIELDS = [
  "email",
  "password",
  "otp",
  "step",
  "jobId",
  "ids",
  "status",
  "isOpenToWork",
  "title",
  "name",
  "message",
  "firstName",
  "city",
  "interest",
  "mobile",
  "candidateId",
  "token",
];
const every = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));
const BOUNDARY = "----fuzzBoundary";

type Body = { name: string; contentType?: string; body?: BodyInit };
const BODIES: Body[] = [
  { name: "no body", contentType: "application/json" },
  { name: "empty", contentType: "application/json", body: "" },
  { name: "invalid JSON", contentType: "application/json", body: '{"email": "a@b.co",' },
  { name: "JSON null", contentType: "application/json", body: "null" },
  { name: "JSON array", contentType: "application/json", body: "[1,2,3]" },
  { name: "wrong types", contentType: "application/json", body: JSON.stringify(every({ nested: [true] })) },
  { name: "numbers", contentType: "application/json", body: JSON.stringify(every(-1e308)) },
  { name: "huge strings", contentType: "application/json", body: JSON.stringify(every(HUGE)) },
  { name: "NUL in every field", contentType: "application/json", body: JSON.stringify(every(`a${NUL}b`)) },
  { name: "text/plain JSON", contentType: "text/plain", body: JSON.stringify({ email: "a@b.co", isOpenToWork: false }) },
  { name: "form-encoded", contentType: "application/x-www-form-urlencoded", body: `email=a%00b&password=x` },
  { name: "no content type", body: new Blob(["{}"]) },
  {
    name: "truncated multipart",
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 cut off`,
  },
  { name: "multipart without boundary", contentType: "multipart/form-data", body: "garbage" },
  {
    name: "multipart with NUL fields",
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\na${NUL}@b.co\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${NUL}\r\n--${BOUNDARY}--\r\n`,
  },
  { name: "binary garbage as an image", contentType: "image/png", body: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 1, 2, 3]) },
  // What attackers send: nesting that blows a recursive walker's stack, arrays as large as the body
  // limit allows, bytes that are not UTF-8, and the wrong (or a misleading) content type.
  { name: "deeply nested arrays", contentType: "application/json", body: `{"email":${"[".repeat(25_000)}${"]".repeat(25_000)}}` },
  { name: "deeply nested objects", contentType: "application/json", body: `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}` },
  { name: "nesting that hides a NUL", contentType: "application/json", body: `{"email":${"[".repeat(100)}"a\u0000b"${"]".repeat(100)}}` },
  { name: "huge array", contentType: "application/json", body: JSON.stringify({ ...every("a"), ids: Array.from({ length: 30_000 }, () => 0) }) },
  { name: "huge array of objects", contentType: "application/json", body: JSON.stringify(Array.from({ length: 6_000 }, () => ({ a: 1 }))) },
  { name: "prototype keys", contentType: "application/json", body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},"email":"a@b.co"}' },
  {
    name: "invalid UTF-8 JSON",
    contentType: "application/json",
    body: new Uint8Array([...Buffer.from('{"email":"a'), 0xff, 0xfe, 0xc3, 0x28, ...Buffer.from('@b.co","password":"x"}')]),
  },
  {
    name: "invalid UTF-8 form",
    contentType: "application/x-www-form-urlencoded",
    body: new Uint8Array([...Buffer.from("email=a"), 0xff, 0xc3, 0x28, ...Buffer.from("&password=%ff%fe")]),
  },
  {
    name: "invalid UTF-8 multipart",
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: new Uint8Array([
      ...Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\na`),
      0xff,
      0xc3,
      0x28,
      ...Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  },
  { name: "UTF-16 JSON", contentType: "application/json; charset=utf-16", body: new Uint8Array(Buffer.from('{"email":"a@b.co"}', "utf16le")) },
  { name: "XML", contentType: "application/xml", body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>' },
  { name: "JSON as multipart", contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: JSON.stringify({ email: "a@b.co" }) },
  { name: "a form of many fields", contentType: "application/x-www-form-urlencoded", body: Array.from({ length: 10_000 }, (_, i) => `f${i}=1`).join("&") },
  { name: "multipart/mixed", contentType: "multipart/mixed; boundary=x", body: "--x\r\n\r\n{}\r\n--x--" },
];
const QUERY = "?id=%E2%80%8F&q=" + "z".repeat(5000) + "&page=-1&limit=abc&type=profile&status=NOPE&download=../../etc/passwd&state=//evil.example";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

/** Calls the handler inside a request scope as Next.js does (cookies() and headers() work), with a time limit. */
async function callWithTimeout(handler: Handler, req: NextRequest, params: Record<string, string | string[]>): Promise<Response | "timeout"> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), CALL_TIMEOUT_MS)));
  const store = createRequestStoreForAPI(
    req,
    { pathname: req.nextUrl.pathname, search: req.nextUrl.search },
    { tags: [], expirationsByCacheKind: new Map() } as never,
    () => undefined,
    undefined,
    undefined,
  );
  try {
    const work = { route: req.nextUrl.pathname, forceStatic: false, dynamicShouldError: false, isStaticGeneration: false };
    const scopes: [Storage, unknown][] = [
      ...workUnitStorages.map((s) => [s, store] as [Storage, unknown]),
      ...workStorages.map((s) => [s, work] as [Storage, unknown]),
    ];
    const call = scopes.reduce<() => Promise<Response>>(
      (inner, [storage, value]) =>
        () =>
          storage.run(value, inner),
      () => handler(req, { params: Promise.resolve(params) }),
    );
    return await Promise.race([call(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const files = routeFiles(API_DIR);
let partnerKey = "";
let candidateId = "";

beforeAll(async () => {
  partnerKey = (await createApiKey({ companyId: (await createCompany()).id, name: "fuzz" })).key;
  candidateId = (await createCandidate({ onboardingStep: "onboarding_five" })).id;
});

describe("every API route under malformed input", () => {
  it("finds the routes on disk", () => {
    expect(files.length).toBeGreaterThan(30);
  });

  for (const file of files) {
    const route = `/api/${path.relative(API_DIR, path.dirname(file)).split(path.sep).join("/")}`;
    it(`${route} answers every malformed request without a server error or a hang`, { timeout: 600_000 }, async () => {
      const mod = (await import(file)) as Record<string, unknown>;
      const failures: string[] = [];
      for (const params of paramSetsFor(file)) {
        for (const signedIn of [false, true]) {
          signInAs(signedIn ? candidateId : null);
          for (const method of METHODS) {
            const handler = mod[method];
            if (typeof handler !== "function") continue;
            const bodies = method === "GET" || method === "HEAD" ? [{ name: "query" } as Body] : BODIES;
            for (const body of bodies) {
              const headers = new Headers();
              if (body.contentType) headers.set("content-type", body.contentType);
              if (signedIn) headers.set("authorization", `Bearer ${partnerKey}`);
              // Next.js hands route handlers a NextRequest.
              const req = new NextRequest(`http://localhost${route}${QUERY}`, { method, headers, body: body.body, duplex: "half" } as ConstructorParameters<
                typeof NextRequest
              >[1]);
              const segments = Object.values(params).flat().join("/");
              const label = `${method} ${route}${segments ? ` [${segments}]` : ""} (${body.name}, signed ${signedIn ? "in" : "out"})`;
              const res = await callWithTimeout(handler as Handler, req, params).catch((error: unknown) => `threw ${String(error)}`);
              if (res === "timeout") failures.push(`${label}: no answer in ${CALL_TIMEOUT_MS} ms`);
              else if (typeof res === "string") failures.push(`${label}: ${res}`);
              else if (res.status >= 500) failures.push(`${label}: ${res.status} ${(await res.text()).slice(0, 200)}`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }
});

// A body far past every route's limit, made as it is read (fresh memory per chunk, so a route that
// keeps what it reads shows in the process's memory): announced by Content-Length, or chunked.
const HUGE_BYTES = 300 * 1024 * 1024;
const HUGE_CHUNK = 64 * 1024;
const MAX_GROWTH_BYTES = 20 * 1024 * 1024;
const HUGE_TYPES = [
  { contentType: "application/json", prefix: '{"email":"' },
  { contentType: `multipart/form-data; boundary=${BOUNDARY}`, prefix: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\n` },
];

function hugeBody(prefix: string): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= HUGE_BYTES) return controller.close();
      const chunk = Buffer.alloc(Math.min(HUGE_CHUNK, HUGE_BYTES - sent), 0x61);
      if (sent === 0) chunk.write(prefix);
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

/** The call's answer and how far the process's resident memory rose above where it started. */
async function measured(call: () => Promise<Response | "timeout">): Promise<{ res: Response | "timeout" | string; growth: number }> {
  const start = process.memoryUsage.rss();
  let peak = start;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  try {
    const res = await call().catch((error: unknown) => `threw ${String(error)}`);
    if (typeof res !== "string") await res.arrayBuffer();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { res, growth: peak - start };
  } finally {
    clearInterval(sampler);
  }
}

describe("every API route under a 300 MB body", () => {
  for (const file of files) {
    const route = `/api/${path.relative(API_DIR, path.dirname(file)).split(path.sep).join("/")}`;
    it(`${route} reads no more than its limit of a 300 MB body, announced or chunked`, { timeout: 600_000 }, async () => {
      const mod = (await import(file)) as Record<string, unknown>;
      const failures: string[] = [];
      for (const params of paramSetsFor(file)) {
        for (const signedIn of [false, true]) {
          signInAs(signedIn ? candidateId : null);
          for (const method of METHODS) {
            const handler = mod[method];
            if (typeof handler !== "function" || method === "GET" || method === "HEAD") continue;
            for (const { contentType, prefix } of HUGE_TYPES) {
              for (const announced of [true, false]) {
                const headers = new Headers({ "content-type": contentType });
                if (announced) headers.set("content-length", String(HUGE_BYTES));
                if (signedIn) headers.set("authorization", `Bearer ${partnerKey}`);
                const req = new NextRequest(`http://localhost${route}`, { method, headers, body: hugeBody(prefix), duplex: "half" } as ConstructorParameters<
                  typeof NextRequest
                >[1]);
                const segments = Object.values(params).flat().join("/");
                const label = `${method} ${route}${segments ? ` [${segments}]` : ""} (${contentType.split(";")[0]}, ${announced ? "announced" : "chunked"}, signed ${signedIn ? "in" : "out"})`;
                const { res, growth } = await measured(() => callWithTimeout(handler as Handler, req, params));
                if (res === "timeout") failures.push(`${label}: no answer in ${CALL_TIMEOUT_MS} ms`);
                else if (typeof res === "string") failures.push(`${label}: ${res}`);
                else if (res.status >= 500) failures.push(`${label}: ${res.status}`);
                if (growth > MAX_GROWTH_BYTES) failures.push(`${label}: memory grew by ${Math.round(growth / 1024 / 1024)} MB`);
              }
            }
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
