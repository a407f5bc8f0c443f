// The promises one-time codes make, against a real PostgreSQL.
import { afterEach, describe, expect, it, vi } from "vitest";
import { OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OTP_TTL_SECONDS } from "./otp-rules";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { useTestDatabase } from "@/test/db";
import { issueOtp } from "./issue-otp";
import { consumeOtp, consumeVerifiedToken, exchangeOtpForToken } from "./verify-otp";

const t = useTestDatabase();
let n = 0;
const fresh = () => `person${++n}@example.com`;
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

afterEach(() => {
  vi.useRealTimers();
});

describe("one-time codes", () => {
  it("stores only a hash of a six-digit code", async () => {
    const email = fresh();
    const { code } = await issueOtp({ purpose: "SIGNUP_EMAIL", target: email, ip: "10.0.0.1" });
    expect(code).toMatch(/^\d{6}$/);
    const row = await t.db().otpChallenge.findFirstOrThrow({ where: { target: email } });
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("accepts the right code once and refuses it when reused", async () => {
    const email = fresh();
    const { code } = await issueOtp({ purpose: "SIGNUP_EMAIL", target: email, ip: "10.0.0.2" });
    await consumeOtp({ purpose: "SIGNUP_EMAIL", target: email, code, ip: "10.0.0.2" });
    await expect(consumeOtp({ purpose: "SIGNUP_EMAIL", target: email, code, ip: "10.0.0.2" })).rejects.toMatchObject({
      code: "OTP_INVALID",
      message: "Invalid OTP",
    });
  });

  it("refuses an expired code", async () => {
    const email = fresh();
    const { code } = await issueOtp({ purpose: "PASSWORD_RESET", target: email, ip: "10.0.0.3" });
    await t.db().otpChallenge.updateMany({ where: { target: email }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await expect(consumeOtp({ purpose: "PASSWORD_RESET", target: email, code, ip: "10.0.0.3" })).rejects.toMatchObject({ code: "OTP_EXPIRED" });
    const row = await t.db().otpChallenge.findFirstOrThrow({ where: { target: email } });
    expect(row.consumedAt).toBeNull();
    expect(OTP_TTL_SECONDS).toBe(600);
  });

  it(`refuses even the right code after ${OTP_MAX_ATTEMPTS} wrong tries`, async () => {
    const email = fresh();
    const { code } = await issueOtp({ purpose: "SIGNUP_EMAIL", target: email, ip: "10.0.0.4" });
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
      await expect(consumeOtp({ purpose: "SIGNUP_EMAIL", target: email, code: wrongCode(code), ip: "10.0.0.4" })).rejects.toMatchObject({
        message: "Invalid OTP",
      });
    }
    await expect(consumeOtp({ purpose: "SIGNUP_EMAIL", target: email, code, ip: "10.0.0.4" })).rejects.toMatchObject({
      code: "OTP_TRIES_USED_UP",
      message: "Too many wrong tries. Please request a new code.",
    });
  });

  it("counts parallel guesses against the same limit", async () => {
    const email = fresh();
    const { code } = await issueOtp({ purpose: "SIGNUP_EMAIL", target: email, ip: "10.0.0.5" });
    const guesses = Array.from({ length: 12 }, () => consumeOtp({ purpose: "SIGNUP_EMAIL", target: email, code: wrongCode(code), ip: "10.0.0.5" }));
    await Promise.allSettled(guesses);
    const row = await t.db().otpChallenge.findFirstOrThrow({ where: { target: email } });
    expect(row.attempts).toBe(OTP_MAX_ATTEMPTS);
  });

  it("refuses a resend before the wait is over, and allows it after", async () => {
    const email = fresh();
    await issueOtp({ purpose: "SIGNUP_EMAIL", target: email, ip: "10.0.0.6" });
    await expect(issueOtp({ purpose: "SIGNUP_EMAIL", target: email, ip: "10.0.0.6" })).rejects.toMatchObject({
      code: "RATE_LIMITED",
      details: { retryAfterSeconds: expect.any(Number) },
    });
    await t.db().otpChallenge.updateMany({
      where: { target: email },
      data: { createdAt: new Date(Date.now() - (OTP_RESEND_SECONDS.signup + 1) * 1000) },
    });
    const second = await issueOtp({ purpose: "SIGNUP_EMAIL", target: email, ip: "10.0.0.6" });
    expect(second.resendAfterSeconds).toBe(180);
  });

  it("makes a new code replace the old one", async () => {
    const email = fresh();
    const first = await issueOtp({ purpose: "PASSWORD_RESET", target: email, ip: "10.0.0.7" });
    await t.db().otpChallenge.updateMany({ where: { target: email }, data: { createdAt: new Date(Date.now() - 61_000) } });
    const second = await issueOtp({ purpose: "PASSWORD_RESET", target: email, ip: "10.0.0.7" });
    if (first.code !== second.code) {
      await expect(consumeOtp({ purpose: "PASSWORD_RESET", target: email, code: first.code, ip: "10.0.0.7" })).rejects.toMatchObject({ code: "OTP_INVALID" });
    }
    await consumeOtp({ purpose: "PASSWORD_RESET", target: email, code: second.code, ip: "10.0.0.7" });
  });

  it("swaps a verified reset code for a single-use token", async () => {
    const email = fresh();
    const { code } = await issueOtp({ purpose: "PASSWORD_RESET", target: email, ip: "10.0.0.8" });
    const token = await exchangeOtpForToken({ purpose: "PASSWORD_RESET", target: email, code, ip: "10.0.0.8" });
    await expect(exchangeOtpForToken({ purpose: "PASSWORD_RESET", target: email, code, ip: "10.0.0.8" })).rejects.toMatchObject({ code: "OTP_INVALID" });
    await expect(consumeVerifiedToken({ purpose: "PASSWORD_RESET", target: email, token: "not-the-token-at-all" })).rejects.toMatchObject({
      code: "RESET_TOKEN_EXPIRED",
    });
    await consumeVerifiedToken({ purpose: "PASSWORD_RESET", target: email, token });
    await expect(consumeVerifiedToken({ purpose: "PASSWORD_RESET", target: email, token })).rejects.toMatchObject({ code: "RESET_TOKEN_EXPIRED" });
  });

  it("limits how many codes one address can ask for, across instances", async () => {
    const email = fresh();
    // The limit counts in fixed hourly windows: ten asks that straddle the hour would be two windows' worth.
    const windowMs = RATE_LIMITS.otpSendPerAddress.windowSeconds * 1000;
    const intoWindow = Date.now() % windowMs;
    if (windowMs - intoWindow < 20_000) await new Promise((resolve) => setTimeout(resolve, windowMs - intoWindow + 100));
    let refused = 0;
    for (let i = 0; i < 10; i++) {
      await t.db().otpChallenge.updateMany({ where: { target: email }, data: { createdAt: new Date(Date.now() - 3600_000) } });
      await issueOtp({ purpose: "MOBILE", target: email, ip: `10.1.0.${i}` }).catch((e: { message: string }) => {
        // Only the limit's refusal is counted; anything else is a failure of its own.
        if (!/Too many attempts/.test(e.message)) throw e;
        refused++;
      });
    }
    expect(refused).toBe(2);
    const bucket = await t.db().rateLimitBucket.findFirstOrThrow({ where: { key: `otp-send:MOBILE:${email}` } });
    expect(bucket.count).toBe(10);
  });
});
