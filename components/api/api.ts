// The browser's typed call to one of our routes, named by its method and path as the route file
// states them: `api("POST /api/jobs/saved", { json: { jobId } })`. The JSON body, the query, the
// path's parameters and the answer are the route's own types (routes.ts), so a field the route does
// not take, or an answer read wrongly, fails the type check; only types are imported, and the
// bundle holds nothing but the path. Answers and failures are request()'s.
import type { RouteTypes } from "@/lib/http/route";
import { request, type RequestOptions, type RequestResult } from "./request";
import type { ApiRoutes } from "./routes";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Every call the API takes: "METHOD /api/path", for each handler a route file exports. */
export type ApiCall = { [P in keyof ApiRoutes]: `${Extract<keyof ApiRoutes[P], Method>} ${P}` }[keyof ApiRoutes];

/** The types of the route handler a call reaches. */
export type CallTypes<C extends ApiCall> = C extends `${infer M} ${infer P}`
  ? P extends keyof ApiRoutes
    ? M extends keyof ApiRoutes[P]
      ? TypesOf<ApiRoutes[P][M]>
      : never
    : never
  : never;

type TypesOf<H> = H extends { "~types"?: infer T } ? (T extends RouteTypes ? T : never) : never;

/** What the route answers on success, as the browser receives it. */
export type Answer<C extends ApiCall> = CallTypes<C>["answer"];

type Given<T> = [T] extends [undefined] ? never : T;

type Parts<T extends RouteTypes> = ([Given<T["body"]>] extends [never] ? { json?: never } : { json: T["body"] }) &
  ([Given<T["query"]>] extends [never] ? { query?: never } : Record<never, never> extends T["query"] ? { query?: T["query"] } : { query: T["query"] }) &
  ([Given<T["params"]>] extends [never] ? { params?: never } : { params: T["params"] }) &
  // A form, or a file streamed as the body, for a route that reads no JSON.
  ([Given<T["body"]>] extends [never] ? { body?: FormData | Blob } : { body?: never });

/** A call's options: what the route reads (JSON body, query, path, form), and request()'s others. */
export type CallOptions<C extends ApiCall> = Omit<RequestOptions, "method" | "json" | "body"> & Parts<CallTypes<C>>;

type Rest<C extends ApiCall> = Record<never, never> extends CallOptions<C> ? [options?: CallOptions<C>] : [options: CallOptions<C>];

export function api<C extends ApiCall>(call: C, ...[options]: Rest<C>): Promise<RequestResult<Answer<C>>> {
  const space = call.indexOf(" ");
  const method = call.slice(0, space) as Method;
  const { query, params, json, body, ...rest } = (options ?? {}) as RequestOptions & { query?: object; params?: object };
  return request(urlOf(call.slice(space + 1), params, query), { ...rest, method, json, body }) as Promise<RequestResult<Answer<C>>>;
}

/** The path with its [segments] filled in (encoded), and the query's defined values. */
export function urlOf(path: string, params?: object, query?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const filled = path.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => {
    const value = values[name];
    return Array.isArray(value) ? value.map((part) => encodeURIComponent(String(part))).join("/") : encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) search.append(name, String(value));
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}
