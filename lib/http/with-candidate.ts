// The one wrapper for candidate route handlers: reads the signed-in candidate, answers 401 when
// there is none (unless `optional`), and maps every error to JSON in the route's error field.
//   export const GET = withCandidate(async (req, candidate) => …);
//   export const POST = withCandidate(async (req, candidate) => …, { field: "message" });
//   export const GET = withCandidate(async (req, candidate /* or null */) => …, { optional: true });
import { ACCOUNT_CLOSED_MESSAGE } from "@/lib/account-data/closed-account";
import { getCurrentCandidate, type SessionCandidate } from "@/lib/auth/current-candidate";
import { errorResponse, jsonError, type ErrorField } from "./respond";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

type Result = Promise<Response> | Response;

export type WithCandidateOptions = {
  /** The JSON field errors are answered in (the spec says `message` for some routes). */
  field?: ErrorField;
  /** The 401 message when signed out. */
  unauthorized?: string;
  /**
   * An account closed for deletion may still sign in to cancel it, read what it holds and take it
   * with it; every other change is refused with 403. True for the routes it may still write to.
   */
  allowClosed?: boolean;
};

export function withCandidate<C = unknown>(
  handler: (req: Request, candidate: SessionCandidate, context: C) => Result,
  options?: WithCandidateOptions & { optional?: false },
): (req: Request, context?: C) => Promise<Response>;
export function withCandidate<C = unknown>(
  handler: (req: Request, candidate: SessionCandidate | null, context: C) => Result,
  options: WithCandidateOptions & { optional: true },
): (req: Request, context?: C) => Promise<Response>;
export function withCandidate<C = unknown>(
  handler: (req: Request, candidate: SessionCandidate, context: C) => Result,
  options: WithCandidateOptions & { optional?: boolean } = {},
) {
  return async (req: Request, context?: C): Promise<Response> => {
    try {
      const candidate = await getCurrentCandidate();
      if (!candidate && !options.optional) return jsonError(401, options.unauthorized ?? "Unauthorized", {}, options.field);
      if (candidate?.accountDeletion && !options.allowClosed && !READS.has(req.method)) {
        return jsonError(403, ACCOUNT_CLOSED_MESSAGE, {}, options.field);
      }
      return await handler(req, candidate as SessionCandidate, context as C);
    } catch (error) {
      return errorResponse(error, options.field, `${req.method} ${new URL(req.url).pathname}`);
    }
  };
}
