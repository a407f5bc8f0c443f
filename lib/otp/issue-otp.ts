// Issues a new code for (purpose, target): rate limited per IP and per address, refused
// while the resend wait of the previous code runs, and it supersedes any earlier code.
import type { OtpPurpose } from "@/generated/prisma/client";
import { OTP_RESEND_SECONDS, OTP_TTL_SECONDS } from "./otp-rules";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { enforceRateLimits, perIp } from "@/lib/rate-limit";
import { generateOtpCode, hashOtp } from "./code";
import { maybePruneStaleAuthRows } from "./prune";

export function resendWaitSeconds(purpose: OtpPurpose): number {
  if (purpose === "SIGNUP_EMAIL") return OTP_RESEND_SECONDS.signup;
  if (purpose === "PASSWORD_RESET") return OTP_RESEND_SECONDS.passwordReset;
  return OTP_RESEND_SECONDS.mobile;
}

export type IssuedOtp = { code: string; challengeId: string; resendAfterSeconds: number; expiresInSeconds: number };

export async function issueOtp(options: {
  purpose: OtpPurpose;
  target: string;
  ip: string;
  /** What the per-address limit counts (the e-mail or phone number); defaults to the target. */
  address?: string;
}): Promise<IssuedOtp> {
  const { purpose, target, ip } = options;
  await enforceRateLimits([
    ...perIp(ip, { key: `otp-send:ip:${ip}`, rule: RATE_LIMITS.otpSendPerIp }),
    { key: `otp-send:${purpose}:${options.address ?? target}`, rule: RATE_LIMITS.otpSendPerAddress },
  ]);
  await maybePruneStaleAuthRows();
  const wait = resendWaitSeconds(purpose);
  return db().$transaction(async (tx) => {
    // Serialises issuers of the same target so two quick clicks cannot both pass the wait.
    await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`${purpose}:${target}`}))::text`;
    const now = new Date();
    const last = await tx.otpChallenge.findFirst({
      where: { purpose, target },
      orderBy: { createdAt: "desc" },
      select: { createdAt: true },
    });
    const elapsed = last ? (now.getTime() - last.createdAt.getTime()) / 1000 : Infinity;
    if (elapsed < wait) {
      const retryAfterSeconds = Math.ceil(wait - elapsed);
      throw new AppError("RATE_LIMITED", `Please wait ${retryAfterSeconds} seconds before asking for a new code.`, {
        retryAfterSeconds,
      });
    }
    await tx.otpChallenge.updateMany({ where: { purpose, target, consumedAt: null }, data: { consumedAt: now } });
    const code = generateOtpCode();
    const challenge = await tx.otpChallenge.create({
      data: {
        purpose,
        target,
        ip,
        codeHash: hashOtp(purpose, target, code),
        expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
      },
      select: { id: true },
    });
    return { code, challengeId: challenge.id, resendAfterSeconds: wait, expiresInSeconds: OTP_TTL_SECONDS };
  });
}
