// The server in front of Next.js (lib/http/peer-address-server.ts) counts every answer here and
// serves GET /metrics: only when METRICS_TOKEN is set (404 otherwise, as if there were nothing),
// and only to a scraper that sends it as a bearer token (401 otherwise).
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { env } from "@/lib/env";
import type { AppErrorCode } from "@/lib/errors/app-error";
import { metrics, metricsText } from "./registry";
import { readRoutePatterns, routePatternOf } from "./route-pattern";

let patterns: ReturnType<typeof readRoutePatterns> | undefined;

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Counts the request and its latency by route pattern once its answer is sent or cut off. */
export function observeRequest(req: IncomingMessage, res: ServerResponse): void {
  const started = process.hrtime.bigint();
  res.once("close", () => {
    patterns ??= readRoutePatterns(path.join(process.cwd(), "app"));
    const pathname = (req.url ?? "/").split("?")[0]!;
    const method = METHODS.has(req.method ?? "") ? req.method! : "other";
    const labels = { route: pathname === "/metrics" ? "/metrics" : routePatternOf(pathname, patterns), method, status: String(res.statusCode) };
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const m = metrics();
    m.httpRequests.inc(labels);
    m.httpDuration.observe(labels, seconds);
  });
}

function sameToken(sent: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

function answer(res: ServerResponse, status: number, body: string, type = "application/json"): void {
  res.writeHead(status, { "content-type": type, "content-length": Buffer.byteLength(body), "cache-control": "no-store" });
  res.end(body);
}

/** Answers GET /metrics itself; true when the request was for it. */
export function serveMetrics(req: IncomingMessage, res: ServerResponse): boolean {
  if ((req.url ?? "").split("?")[0] !== "/metrics") return false;
  const token = env().METRICS_TOKEN;
  if (!token) {
    answer(res, 404, JSON.stringify({ error: "Not found", code: "NOT_FOUND" satisfies AppErrorCode }));
    return true;
  }
  const sent = /^Bearer (.+)$/i.exec(req.headers.authorization ?? "")?.[1]?.trim() ?? "";
  if (!sameToken(sent, token)) {
    res.setHeader("www-authenticate", 'Bearer realm="metrics"');
    answer(res, 401, JSON.stringify({ error: "Unauthorized", code: "SIGNED_OUT" satisfies AppErrorCode }));
    return true;
  }
  const { registry } = metrics();
  void metricsText().then(
    (text) => answer(res, 200, text, registry.contentType),
    () => answer(res, 500, JSON.stringify({ error: "Something went wrong. Please try again.", code: "UNEXPECTED" satisfies AppErrorCode })),
  );
  return true;
}
