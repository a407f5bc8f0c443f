// The wrapper of the candidate's interview calls: the link's token (x-access-token) or the
// signed-in candidate, errors mapped to JSON, never cached.
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { errorResponse } from "@/lib/http/respond";

export type InterviewCaller = { token: string | null; candidateId: string | null };

export function interviewRoute(handler: (req: Request, caller: InterviewCaller) => Promise<Response>) {
  return async (req: Request): Promise<Response> => {
    try {
      const token = req.headers.get("x-access-token")?.trim() || null;
      const candidateId = (await getCurrentCandidate())?.id ?? null;
      const response = await handler(req, { token, candidateId });
      response.headers.set("Cache-Control", "no-store");
      return response;
    } catch (error) {
      return errorResponse(error);
    }
  };
}
