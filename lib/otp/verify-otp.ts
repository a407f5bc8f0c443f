// Checks a code against the newest open challenge. Every try takes one of the challenge's
// OTP_MAX_ATTEMPTS slots *before* the comparison, so parallel guesses cannot exceed the limit;
// a right code is single use (consumed, or marked verified for a follow-up step).
import type { OtpPurpose } from "@/generated/prisma/client";
import { OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS } from "./otp-rules";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { enforceRateLimits, perIp } from "@/lib/rate-limit";
import { generateSecretToken, hashOtp, otpMatches } from "./code";

export const OTP_MESSAGES = {
  invalid: "Invalid OTP",
  expired: "This code has expired. Please request a new one.",
  tooManyTries: "Too many wrong tries. Please request a new code.",
  resetExpired: "Your reset session has expired. Please start again.",
} as const;

type VerifyOptions = { purpose: OtpPurpose; target: string; code: string; ip: string };

async function takeAttempt({ purpose, target, code, ip }: VerifyOptions) {
  await enforceRateLimits(perIp(ip, { key: `otp-verify:ip:${ip}`, rule: RATE_LIMITS.otpVerifyPerIp }));
  const challenge = await db().otpChallenge.findFirst({
    where: { purpose, target, consumedAt: null, verifiedAt: null },
    orderBy: { createdAt: "desc" },
    select: { id: true, codeHash: true, expiresAt: true, attempts: true },
  });
  if (!challenge) throw new AppError("OTP_INVALID", OTP_MESSAGES.invalid);
  if (challenge.expiresAt.getTime() <= Date.now()) throw new AppError("OTP_EXPIRED", OTP_MESSAGES.expired);
  const slot = await db().otpChallenge.updateMany({
    where: { id: challenge.id, consumedAt: null, verifiedAt: null, attempts: { lt: OTP_MAX_ATTEMPTS } },
    data: { attempts: { increment: 1 } },
  });
  if (slot.count === 0) throw new AppError("OTP_TRIES_USED_UP", OTP_MESSAGES.tooManyTries);
  if (!otpMatches(challenge.codeHash, purpose, target, code)) {
    const attemptsLeft = Math.max(0, OTP_MAX_ATTEMPTS - challenge.attempts - 1);
    throw new AppError("OTP_INVALID", OTP_MESSAGES.invalid, { attemptsLeft });
  }
  return challenge;
}

/** Verifies and consumes the code. Throws AppError(400) when it is wrong, used, expired or out of tries. */
export async function consumeOtp(options: VerifyOptions): Promise<void> {
  const challenge = await takeAttempt(options);
  const used = await db().otpChallenge.updateMany({
    where: { id: challenge.id, consumedAt: null, verifiedAt: null },
    data: { consumedAt: new Date() },
  });
  if (used.count === 0) throw new AppError("OTP_INVALID", OTP_MESSAGES.invalid);
}

/**
 * Verifies the code and swaps it for a one-off secret that the next step (setting a new
 * password) must present. The code itself can never be used again.
 */
export async function exchangeOtpForToken(options: VerifyOptions): Promise<string> {
  const challenge = await takeAttempt(options);
  const token = generateSecretToken();
  const swapped = await db().otpChallenge.updateMany({
    where: { id: challenge.id, consumedAt: null, verifiedAt: null },
    data: { verifiedAt: new Date(), codeHash: hashOtp(options.purpose, options.target, token) },
  });
  if (swapped.count === 0) throw new AppError("OTP_INVALID", OTP_MESSAGES.invalid);
  return token;
}

/** Consumes the secret from exchangeOtpForToken; valid for OTP_TTL_SECONDS after verification. */
export async function consumeVerifiedToken(options: { purpose: OtpPurpose; target: string; token: string }): Promise<void> {
  const since = new Date(Date.now() - OTP_TTL_SECONDS * 1000);
  const challenge = await db().otpChallenge.findFirst({
    where: { purpose: options.purpose, target: options.target, consumedAt: null, verifiedAt: { gt: since } },
    orderBy: { createdAt: "desc" },
    select: { id: true, codeHash: true },
  });
  if (!challenge || !otpMatches(challenge.codeHash, options.purpose, options.target, options.token)) {
    throw new AppError("RESET_TOKEN_EXPIRED", OTP_MESSAGES.resetExpired);
  }
  const used = await db().otpChallenge.updateMany({ where: { id: challenge.id, consumedAt: null }, data: { consumedAt: new Date() } });
  if (used.count === 0) throw new AppError("RESET_TOKEN_EXPIRED", OTP_MESSAGES.resetExpired);
}
