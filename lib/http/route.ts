// The one way in and out of every route handler. A route states who may call it and what it
// reads; the builder authenticates, parses, limits and answers errors, so the handler holds only
// the call into lib/:
//   export const POST = route({ auth: "candidate", body: ZSaveJob }, async ({ candidate, body }) =>
//     saveJob({ candidateId: candidate.id, jobRef: body.jobId }));
// A plain value is answered as JSON with the route's `status` (200 unless stated); a handler that
// needs another status or headers returns a Response. A route may also declare what it answers
// (`response`) and how it is documented (`doc`): its contract, from which an API document is
// generated (lib/http/openapi.ts); the answer itself is not checked at run time. Any ZodError becomes 400 with its first issue; an AppError the status of its code (lib/http/error-status.ts); anything
// else is logged with the request's id and answered as a generic 500.
import { NextResponse } from "next/server";
import { z } from "zod";
import { ACCOUNT_CLOSED_MESSAGE } from "@/lib/account-data/closed-account";
import { getCurrentCandidate, type SessionCandidate } from "@/lib/auth/current-candidate";
import { PARTNER_REQUESTS_PER_MINUTE } from "@/lib/partner/partner-limits";
import { AppError } from "@/lib/errors/app-error";
import { authenticatePartner, type Partner } from "@/lib/partner/api-keys";
import { deleteQuietly } from "@/lib/storage/delete-quietly";
import { isNotFoundIssue } from "@/lib/validation/path-id";
import { parseSent } from "@/lib/validation/issue-message";
import { enforceRateLimits, type RateLimitHit } from "@/lib/rate-limit";
import { clientIp } from "./client-ip";
import { countBounded, readBounded, readJson } from "./read-json";
import type { FormSpec, ReceivedForm } from "@/lib/uploads/form-spec";
import { receiveForm } from "./receive-form";
import { errorResponse, firstIssue, jsonError, type ErrorField } from "./respond";

/**
 * Who may call a route:
 * - `public`: anyone; the session is not read.
 * - `optional`: anyone; `candidate` is the signed-in candidate or null.
 * - `candidate`: a signed-in candidate (401 otherwise); an account closed for deletion may only read.
 * - `candidate-closed`: a signed-in candidate, also while the account is closed for deletion (to
 *   cancel it, or take its data along).
 * - `partner`: a company's API key (Bearer or x-api-key), limited per key; never cached.
 * - `interview`: an interview link's token (x-access-token) or the signed-in candidate; never cached.
 */
export { zPathId } from "@/lib/validation/path-id";

export type RouteAuth = "public" | "optional" | "candidate" | "candidate-closed" | "partner" | "interview";

/** The caller of an interview route: the link's token, the signed-in candidate, or both. */
export type InterviewCaller = { token: string | null; candidateId: string | null };

type Caller<A extends RouteAuth> = A extends "candidate" | "candidate-closed"
  ? { candidate: SessionCandidate }
  : A extends "optional"
    ? { candidate: SessionCandidate | null }
    : A extends "partner"
      ? { partner: Partner }
      : A extends "interview"
        ? { caller: InterviewCaller }
        : Record<never, never>;

// Any zod schema, the classic build or zod/mini (forms that ship to every visitor use the smaller one).
type Parsed<S> = S extends z.core.$ZodType ? z.output<S> : undefined;

export type RouteInput<A extends RouteAuth, B, Q, P, F = undefined> = Caller<A> & {
  req: Request;
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
  form: F extends z.ZodType ? ReceivedForm<z.output<F>> : undefined;
  /** The body as UTF-8 text when the route asks for it (`text`), else "". */
  text: string;
  /** How many bytes the body held, when the route asks only to count it (`discard`), else 0. */
  received: number;
};

export type RouteOptions<A extends RouteAuth, B, Q, P, F = undefined> = {
  auth: A;
  /** The JSON body's schema (read with `readJson`: JSON only, bounded, no control characters). */
  body?: B;
  /**
   * A multipart form (see receiveForm): its fields' schema and at most one file. Given as a function
   * of the caller when the form depends on who sends it (a storage key, a check before the file).
   * When the handler fails, the stored file is deleted.
   */
  form?: FormSpec<F> | ((who: Caller<A>) => FormSpec<F>);
  /** The query string's schema, given its parameters as an object of strings. */
  query?: Q;
  /** The path parameters' schema. */
  params?: P;
  /** The JSON field errors are answered in (the spec says `message` for some routes). */
  field?: ErrorField;
  /** The 401 message when a candidate route is called signed out. */
  unauthorized?: string;
  /**
   * Extra fields of the 400 answered when the body does not match its schema (e.g. every field's
   * message for a form); a field named like the error field replaces the first issue's message.
   */
  issueDetails?: (error: z.ZodError) => Record<string, unknown>;
  /** Rate limits checked after authentication and before the body is read. */
  limit?: (who: Caller<A> & { req: Request; ip: string }) => RateLimitHit[];
  /**
   * For routes whose query or path only names something: input that cannot name anything is
   * answered 404 with this message instead of 400 (an id is public; a wrong one is simply not found).
   */
  notFound?: string;
  /**
   * For a GET that changes something (the spec's share link spends a credit): only our own pages'
   * fetches may call it, never a link followed from another site (SameSite=Lax cookies ride along
   * on those). Anything else is refused with 403 and this message.
   */
  fetchOnly?: string;
  /** The words of the 500 answered for an unexpected failure, where the spec names them. */
  unexpected?: string;
  /** Largest JSON body, when a route takes more than the default. */
  maxBytes?: number;
  /**
   * The body as UTF-8 text, exactly as sent (a body signed by its sender), read only up to
   * `maxBytes`: refused with 413 by its Content-Length before a byte is read, or once it grows past.
   */
  text?: { maxBytes: number };
  /**
   * The body is read only to be counted and thrown away (nothing kept, nothing in memory), up to
   * `maxBytes`: refused with 413 by its Content-Length, or as soon as it grows past.
   */
  discard?: { maxBytes: number };
  /** The success answer's body (JSON), for the route's contract. */
  response?: z.ZodType;
  /** The success status when it is not 200 (201 for a creation, 204 for an answer without a body). */
  status?: number;
  /** How the operation is documented: its id, words, examples and the errors it may answer. */
  doc?: OperationDoc;
};

/** The words of an operation's documentation; the schemas come from the route itself. */
export type OperationDoc = {
  operationId: string;
  summary: string;
  description?: string;
  /** What the success answer is. */
  success: string;
  /** Other successes with the same body (e.g. 200 for a repeat of a 201). */
  alsoSuccess?: Record<number, string>;
  /** The errors the operation may answer, by status, each with what it means. */
  errors?: Record<number, string>;
  /** Named examples of the request body. */
  requestExamples?: Record<string, { summary: string; value: unknown }>;
  /** An example of the success answer. */
  responseExample?: unknown;
};

/** What a route declares: who may call it, what it reads and what it answers. */
export type RouteContract = Pick<RouteOptions<RouteAuth, unknown, unknown, unknown>, "auth" | "body" | "query" | "params" | "response" | "status" | "doc">;

/**
 * What a route takes and answers, for the type checker only (the browser's calls read it through
 * components/api/routes.ts): the JSON body, query and path as sent, the form when it reads one, and
 * the success answer as the browser receives it.
 */
export type RouteTypes = { body: unknown; query: unknown; params: unknown; form: unknown; answer: unknown };

/** A route handler, carrying its contract (and, as types only, what it takes and answers). */
export type RouteHandler<T extends RouteTypes = RouteTypes> = ((req: Request, context?: RouteContext) => Promise<Response>) & {
  contract: RouteContract;
  readonly "~types"?: T;
};

type Sent<S> = S extends z.core.$ZodType ? z.input<S> : undefined;

/** A value as JSON carries it: what toJSON gives (a Date's string), objects and arrays member by member. */
export type Jsonified<T> = T extends { toJSON(): infer J }
  ? J
  : T extends string | number | boolean | null
    ? T
    : T extends readonly (infer U)[]
      ? Jsonified<U>[]
      : T extends object
        ? { [K in keyof T]: Jsonified<T[K]> }
        : T;

/** A handler's result as its caller reads it: a NextResponse's JSON; nothing is null; a bare Response tells nothing. */
type Answered<Out> = Out extends NextResponse<infer J> ? J : Out extends Response ? unknown : Out extends void ? null : Jsonified<Out>;

/** The success answer: the declared response schema's output, else what the handler returns. */
export type AnswerOf<R, Out> = R extends z.core.$ZodType ? z.output<R> : Answered<Out>;

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
type Handler<A extends RouteAuth, B, Q, P, F> = (input: RouteInput<A, B, Q, P, F>) => unknown;

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

export function route<
  A extends RouteAuth,
  B extends z.core.$ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  F extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
  H extends Handler<A, B, Q, P, F> = Handler<A, B, Q, P, F>,
>(
  options: RouteOptions<A, B, Q, P, F> & { response?: R },
  handler: H,
): RouteHandler<{ body: Sent<B>; query: Sent<Q>; params: Sent<P>; form: Sent<F>; answer: AnswerOf<R, Awaited<ReturnType<H>>> }> {
  const field = options.field ?? "error";
  const neverCached = options.auth === "partner" || options.auth === "interview";
  const { auth, body, query, params, response, status, doc } = options;
  const contract: RouteContract = { auth, body, query, params, response, status, doc };
  const handle = async (req: Request, context?: RouteContext) => {
    let response: Response;
    let readingBody = false;
    try {
      if (options.fetchOnly) refuseNavigation(req, options.fetchOnly);
      const who = await identify(req, options);
      if (options.limit) await enforceRateLimits(options.limit({ ...who, req, ip: clientIp(req) }));
      const params = options.params ? naming(options.params, (await context?.params) ?? {}, options.notFound) : undefined;
      const query = options.query ? naming(options.query, Object.fromEntries(new URL(req.url).searchParams), options.notFound) : undefined;
      let body: unknown;
      if (options.body) {
        const json = await readJson(req, { maxBytes: options.maxBytes });
        readingBody = true;
        body = parseSent(options.body, json);
        readingBody = false;
      }
      const text = options.text ? await readBounded(req, options.text.maxBytes) : "";
      const received = options.discard ? await countBounded(req, options.discard.maxBytes) : 0;
      const formSpec = typeof options.form === "function" ? options.form(who) : options.form;
      const form = formSpec ? await receiveForm(req, formSpec as FormSpec<z.ZodType>) : undefined;
      let result: unknown;
      try {
        result = await handler({ ...who, req, body, query, params, form, text, received } as RouteInput<A, B, Q, P, F>);
      } catch (error) {
        await deleteQuietly(form?.stored?.key);
        throw error;
      }
      response = result instanceof Response ? result : NextResponse.json(result ?? null, { status: options.status ?? 200 });
    } catch (error) {
      response = answerError(error, req, options, field, readingBody);
    }
    if (neverCached && !response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
    return response;
  };
  return Object.assign(handle, { contract });
}

function refuseNavigation(req: Request, message: string) {
  const site = req.headers.get("sec-fetch-site");
  if (req.headers.get("sec-fetch-mode") === "navigate" || (site && site !== "same-origin" && site !== "none")) {
    throw new AppError("CROSS_SITE_REQUEST", message);
  }
}

/** Parses a route's query or path; with `notFound`, input that fails is answered 404 with it. */
function naming(schema: z.ZodType, input: unknown, notFound: string | undefined): unknown {
  try {
    return parseSent(schema, input);
  } catch (error) {
    if (notFound && error instanceof z.ZodError && !error.issues.some(isNotFoundIssue)) throw new AppError("NOT_FOUND", notFound);
    throw error;
  }
}

async function identify<A extends RouteAuth>(req: Request, options: { auth: A; unauthorized?: string }): Promise<Caller<A>> {
  switch (options.auth) {
    case "public":
      return {} as Caller<A>;
    case "optional":
      return { candidate: await getCurrentCandidate() } as Caller<A>;
    case "candidate":
    case "candidate-closed": {
      const candidate = await getCurrentCandidate();
      if (!candidate) throw new AppError("SIGNED_OUT", options.unauthorized ?? "Unauthorized");
      if (candidate.accountDeletion && options.auth === "candidate" && !READS.has(req.method)) {
        throw new AppError("ACCOUNT_CLOSED", ACCOUNT_CLOSED_MESSAGE);
      }
      return { candidate } as Caller<A>;
    }
    case "partner": {
      const bearer = req.headers.get("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
      const partner = await authenticatePartner(bearer ?? req.headers.get("x-api-key")?.trim());
      await enforceRateLimits([
        {
          key: `partner:${partner.keyId}`,
          rule: { limit: PARTNER_REQUESTS_PER_MINUTE, windowSeconds: 60 },
          message: `Too many requests: at most ${PARTNER_REQUESTS_PER_MINUTE} a minute per key`,
        },
      ]);
      return { partner } as Caller<A>;
    }
    case "interview": {
      const token = req.headers.get("x-access-token")?.trim() || null;
      const candidateId = (await getCurrentCandidate())?.id ?? null;
      return { caller: { token, candidateId } } as Caller<A>;
    }
  }
  throw new Error(`unknown route auth ${String(options.auth)}`);
}

function answerError(
  error: unknown,
  req: Request,
  options: { auth: RouteAuth; issueDetails?: (error: z.ZodError) => Record<string, unknown>; unexpected?: string },
  field: ErrorField,
  fromBody: boolean,
): Response {
  if (error instanceof z.ZodError) {
    const notFound = error.issues.find(isNotFoundIssue);
    if (notFound) return jsonError("NOT_FOUND", notFound.message, {}, field);
    const details = fromBody && options.issueDetails ? options.issueDetails(error) : {};
    return jsonError("INVALID_INPUT", firstIssue(error), details, field);
  }
  const response = errorResponse(error, field, `${req.method} ${new URL(req.url).pathname}`, options.unexpected);
  if (options.auth === "partner" && response.status === 401) response.headers.set("WWW-Authenticate", 'Bearer realm="partner-api"');
  return response;
}
