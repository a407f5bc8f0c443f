// The one wrapper for candidate-only route handlers: 401 when signed out, errors mapped.
import type { NextResponse } from "next/server";
import { getCurrentCandidate, type SessionCandidate } from "@/lib/auth/current-candidate";
import { errorResponse, jsonError } from "./respond";

type Handler = (req: Request, candidate: SessionCandidate) => Promise<NextResponse | Response>;

export function withCandidate(handler: Handler) {
  return async (req: Request) => {
    try {
      const candidate = await getCurrentCandidate();
      if (!candidate) return jsonError(401, "Unauthorized");
      return await handler(req, candidate);
    } catch (error) {
      return errorResponse(error);
    }
  };
}
