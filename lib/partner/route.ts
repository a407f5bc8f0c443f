// The one wrapper every partner API route goes through: authenticates the company's key, maps
// errors to JSON, and never caches.
import { AppError } from "@/lib/errors/app-error";
import { errorResponse } from "@/lib/http/respond";
import { PARTNER_REQUESTS_PER_MINUTE } from "@/lib/constants";
import { enforceRateLimits } from "@/lib/rate-limit";
import { authenticatePartner, type Partner } from "./api-keys";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id: anything that is not a UUID cannot name a row, so it is simply not found. */
export function pathId(value: string, what: "Job" | "Application"): string {
  if (!UUID.test(value)) throw new AppError("NOT_FOUND", `${what} not found`);
  return value.toLowerCase();
}

export function partnerRoute<C>(name: string, handler: (req: Request, partner: Partner, context: C) => Promise<Response>) {
  return async (req: Request, context: C): Promise<Response> => {
    try {
      const partner = await authenticatePartner(req);
      await enforceRateLimits([{
        key: `partner:${partner.keyId}`,
        rule: { limit: PARTNER_REQUESTS_PER_MINUTE, windowSeconds: 60 },
        message: `Too many requests: at most ${PARTNER_REQUESTS_PER_MINUTE} a minute per key`,
      }]);
      const response = await handler(req, partner, context);
      response.headers.set("Cache-Control", "no-store");
      return response;
    } catch (error) {
      const response = errorResponse(error, "error", name);
      if (error instanceof AppError && error.code === "UNAUTHORIZED") {
        response.headers.set("WWW-Authenticate", 'Bearer realm="partner-api"');
      }
      return response;
    }
  };
}
