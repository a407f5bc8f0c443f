// E-mail and password sign-in: rate limited per IP and per address, then the spec's three
// outcomes. The next-auth credentials provider and POST /api/auth/login both come here.
import { RATE_LIMITS } from "@/lib/constants";
import { AppError } from "@/lib/errors/app-error";
import { enforceRateLimits, perIp } from "@/lib/rate-limit";
import { verifyCredentials } from "./verify-credentials";

export async function loginWithPassword(options: { email: string; password: string; ip: string }): Promise<string> {
  const email = options.email.trim().toLowerCase();
  await enforceRateLimits([
    ...perIp(options.ip, { key: `login:ip:${options.ip}`, rule: RATE_LIMITS.loginPerIp }),
    { key: `login:email:${email}`, rule: RATE_LIMITS.loginPerEmail },
  ]);
  const result = await verifyCredentials({ email, password: options.password });
  if (result.ok) return result.candidateId;
  if (result.reason === "invalid user") throw new AppError("NOT_FOUND", "invalid user");
  throw new AppError("UNAUTHORIZED", "invalid password", { wrongPasswordCount: result.wrongPasswordCount ?? 1 });
}
