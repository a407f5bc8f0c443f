// E-mail and password sign-in: rate limited per IP and per address (failed tries), then the spec's three
// outcomes. POST /api/auth/login is the one way in with a password (next-auth has no credentials provider).
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { AppError } from "@/lib/errors/app-error";
import { enforceRateLimits, perIp, refundRateLimit } from "@/lib/rate-limit";
import { verifyCredentials } from "./verify-credentials";

export async function loginWithPassword(options: { email: string; password: string; ip: string }): Promise<string> {
  const email = options.email.trim().toLowerCase();
  const perEmail = { key: `login:email:${email}`, rule: RATE_LIMITS.loginPerEmail };
  await enforceRateLimits([...perIp(options.ip, { key: `login:ip:${options.ip}`, rule: RATE_LIMITS.loginPerIp }), perEmail]);
  const result = await verifyCredentials({ email, password: options.password });
  // The per-address limit counts failed tries: someone who signs in often (many devices) is never
  // locked out, while guesses still are (every try is counted before the password is checked).
  if (result.ok) {
    await refundRateLimit(perEmail.key, perEmail.rule);
    return result.candidateId;
  }
  if (result.reason === "invalid user") throw new AppError("NOT_FOUND", "invalid user");
  throw new AppError("INVALID_CREDENTIALS", "invalid password", { wrongPasswordCount: result.wrongPasswordCount ?? 1 });
}
