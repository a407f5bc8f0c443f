// One-time codes: drawn from the OS's secure generator, kept only as keyed hashes.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { OTP_LENGTH } from "./otp-rules";
import { signingKey } from "@/lib/env";

const DEVELOPMENT_PEPPER = "hireready-development-otp-pepper-not-for-production";

function pepper(): string {
  return signingKey("hash one-time codes", DEVELOPMENT_PEPPER);
}

export function generateOtpCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, "0");
}

/** A random secret handed out after a code is verified (password reset), hashed like a code. */
export function generateSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Binds the code to what it was issued for, so a hash is useless for any other challenge. */
export function hashOtp(purpose: string, target: string, code: string): string {
  return createHmac("sha256", pepper()).update(`${purpose}\n${target}\n${code}`).digest("hex");
}

export function otpMatches(storedHash: string, purpose: string, target: string, code: string): boolean {
  const expected = Buffer.from(storedHash, "hex");
  const actual = Buffer.from(hashOtp(purpose, target, code), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
