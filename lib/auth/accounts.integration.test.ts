// Sign-up, sign-in, password reset and the account-verify link against a real PostgreSQL.
import { decode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { readOutbox } from "@/lib/mail/outbox";
import { useTestDatabase } from "@/test/db";
import { issueAccountVerifyLink } from "./account-verify-link";
import { loginWithPassword } from "./login";
import { requestPasswordReset, requestSignUpOtp } from "@/lib/send-code/request-code";
import { resetPassword, verifyPasswordResetOtp } from "./password-reset";
import { registerCandidate } from "./register-candidate";
import { issueSession } from "./session-cookie";
import { findActiveSession } from "./sessions";
import { setPasswordFromLink } from "./set-password-from-link";

const t = useTestDatabase();
const ip = "192.0.2.10";
let n = 0;
const fresh = () => `account${++n}.${Date.now()}@example.com`;

async function lastCode(to: string): Promise<string> {
  const [mail] = await readOutbox({ to, kind: "email", limit: 1 });
  return mail!.text.match(/\b(\d{6})\b/)![1]!;
}

async function register(email: string, password = "Correct@Horse1") {
  await requestSignUpOtp({ email, ip });
  return registerCandidate({ email, password, otp: await lastCode(email), ip });
}

describe("sign-up", () => {
  it("mails a branded code and creates the candidate at step three only with the right code", async () => {
    const email = fresh();
    await requestSignUpOtp({ email, ip });
    const [mail] = await readOutbox({ to: email, limit: 1 });
    expect(mail).toMatchObject({ subject: "Your HireReady verification code" });
    expect(mail!.html).toContain("HireReady");
    await expect(
      registerCandidate({ email, password: "Correct@Horse1", otp: "000000" === (await lastCode(email)) ? "111111" : "000000", ip }),
    ).rejects.toMatchObject({ message: "Invalid OTP" });
    expect(await t.db().candidate.count({ where: { email } })).toBe(0);
    const created = await registerCandidate({ email, password: "Correct@Horse1", otp: await lastCode(email), ip });
    expect(created.onboardingStep).toBe("onboarding_three");
    const row = await t.db().candidate.findUniqueOrThrow({ where: { email }, omit: { passwordHash: false } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.shortId).toMatch(/^C-[2-9A-Z]{6}$/);
  });

  it("refuses a second account for a registered e-mail", async () => {
    const email = fresh();
    await register(email);
    await expect(requestSignUpOtp({ email, ip })).rejects.toMatchObject({ code: "EMAIL_TAKEN", message: "User already registered" });
  });
});

describe("sign-in", () => {
  it("tells an unknown user from a wrong password, counts wrong passwords and resets the count", async () => {
    const email = fresh();
    await register(email);
    await expect(loginWithPassword({ email: fresh(), password: "x", ip })).rejects.toMatchObject({ code: "NOT_FOUND", message: "invalid user" });
    await expect(loginWithPassword({ email, password: "wrong-one", ip })).rejects.toMatchObject({
      code: "INVALID_CREDENTIALS",
      message: "invalid password",
      details: { wrongPasswordCount: 1 },
    });
    await expect(loginWithPassword({ email, password: "wrong-two", ip })).rejects.toMatchObject({ details: { wrongPasswordCount: 2 } });
    const id = await loginWithPassword({ email: email.toUpperCase(), password: "Correct@Horse1", ip });
    const row = await t.db().candidate.findUniqueOrThrow({ where: { id } });
    expect(row.wrongPasswordCount).toBe(0);
  });

  it("mints a next-auth session cookie that carries only the session id", async () => {
    const { id } = await register(fresh());
    const { token, sessionId } = await issueSession({ candidateId: id, ip });
    const jwt = await decode({ token, secret: process.env.NEXTAUTH_SECRET! });
    expect(jwt).toMatchObject({ sid: sessionId, candidateId: id, sub: id });
    expect(await findActiveSession(sessionId)).toEqual({ id: sessionId, candidateId: id });
  });

  it("counts failed tries only: the owner who signs in often is never locked out, guessing still is", async () => {
    const email = fresh();
    await register(email);
    for (let i = 0; i < 25; i++) {
      await expect(loginWithPassword({ email, password: "Correct@Horse1", ip: `198.51.100.${i}` })).resolves.toEqual(expect.any(String));
    }
    const outcomes: string[] = [];
    for (let i = 0; i < 21; i++) {
      outcomes.push(
        await loginWithPassword({ email, password: `guess-${i}`, ip: `203.0.113.${i}` }).then(
          () => "ok",
          (e: Error) => e.message,
        ),
      );
    }
    expect(outcomes.filter((o) => o === "invalid password")).toHaveLength(20);
    expect(outcomes.at(-1)).toMatch(/^Too many attempts/);
  });

  it("stops password guessing for one address after the limit", async () => {
    const email = fresh();
    await register(email);
    const outcomes: string[] = [];
    for (let i = 0; i < 22; i++) {
      outcomes.push(
        await loginWithPassword({ email, password: `guess-${i}`, ip: `198.51.100.${i}` }).then(
          () => "ok",
          (e: Error) => e.message,
        ),
      );
    }
    expect(outcomes.filter((o) => o === "invalid password")).toHaveLength(20);
    expect(outcomes.at(-1)).toMatch(/^Too many attempts/);
  });
});

describe("password reset", () => {
  it("answers 404 for an unknown e-mail", async () => {
    await expect(requestPasswordReset({ email: fresh(), ip })).rejects.toMatchObject({ code: "NOT_FOUND", message: "User is not registered with this email" });
  });

  it("sets the new password only with the verified reset, and signs the account out everywhere", async () => {
    const email = fresh();
    const { id } = await register(email);
    const { sessionId } = await issueSession({ candidateId: id });
    await requestPasswordReset({ email, ip });
    await expect(resetPassword({ email, password: "Brand@New123", resetToken: "guessed-token-guessed-token" })).rejects.toMatchObject({
      code: "RESET_TOKEN_EXPIRED",
    });
    const resetToken = await verifyPasswordResetOtp({ email, otp: await lastCode(email), ip });
    await resetPassword({ email, password: "Brand@New123", resetToken });
    expect(await findActiveSession(sessionId)).toBeNull();
    await expect(loginWithPassword({ email, password: "Correct@Horse1", ip })).rejects.toMatchObject({ message: "invalid password" });
    expect(await loginWithPassword({ email, password: "Brand@New123", ip })).toBe(id);
    await expect(resetPassword({ email, password: "Again@New123", resetToken })).rejects.toMatchObject({ code: "RESET_TOKEN_EXPIRED" });
  });
});

describe("account-verify link", () => {
  it("sets a first password once, with the link's token and for the matching e-mail only", async () => {
    const email = fresh();
    const candidate = await t.db().candidate.create({ data: { email, shortId: `C-L${n}XYZ` } });
    const token = new URL(await issueAccountVerifyLink({ candidateId: candidate.id, email })).searchParams.get("token")!;
    await expect(setPasswordFromLink({ candidateId: candidate.id, email: fresh(), password: "First@Pass1", token })).rejects.toMatchObject({
      code: "PASSWORD_LINK_INVALID",
    });
    await setPasswordFromLink({ candidateId: candidate.id, email, password: "First@Pass1", token });
    expect(await loginWithPassword({ email, password: "First@Pass1", ip })).toBe(candidate.id);
    const row = await t.db().candidate.findUniqueOrThrow({ where: { id: candidate.id } });
    expect(row.onboardingStep).toBe("onboarding_three");
    await expect(setPasswordFromLink({ candidateId: candidate.id, email, password: "Hijack@Pass1", token })).rejects.toMatchObject({
      code: "PASSWORD_LINK_INVALID",
    });
  });
});
