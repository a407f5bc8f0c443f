// The sign-in, sign-up and mobile-code routes, called as Next.js calls them: each failure in the
// spec's words and in the field the spec names (`message` for sign-up and forgot password), and a
// sign-in that opens a session for the candidate who signed in and nobody else, through one path.
import { createHash, randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { AuthHandler } from "@/lib/auth/next-auth-core";
import { authOptions } from "@/lib/auth/options";
import { NOT_REGISTERED, resetPassword } from "@/lib/auth/password-reset";
import { hashPassword } from "@/lib/auth/password";
import { PASSWORD_SIGN_IN_PATH_MESSAGE } from "@/lib/http/next-auth-request";
import { readOutbox } from "@/lib/mail/outbox";
import { OTP_MESSAGES } from "@/lib/otp/verify-otp";
import { MOBILE_NOT_VALID } from "@/lib/users/mobile-verification";
import { useTestDatabase } from "@/test/db";
import { createCandidate } from "@/test/factories";
import { signInAs } from "@/test/signed-in-as";

vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));

const t = useTestDatabase();
const { POST: login } = await import("@/app/api/auth/login/route");
const { POST: sendOtp } = await import("@/app/api/auth/send-otp/route");
const { POST: register } = await import("@/app/api/auth/register/route");
const { POST: forgotPassword } = await import("@/app/api/auth/forgot-password/route");
const { POST: sendMobileOtp } = await import("@/app/api/auth/send-mobile-otp/route");
const { POST: verifyMobileOtp } = await import("@/app/api/auth/verify-mobile-otp/route");
const { GET: nextAuthGet, POST: nextAuthPost } = await import("@/app/api/auth/[...nextauth]/route");

const post = (handler: (req: Request) => Promise<Response>, body: unknown) =>
  handler(new Request("http://localhost/api/auth/x", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }));

const answer = async (res: Response) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> });

describe("POST /api/auth/login", () => {
  it("signs in the candidate whose password it is, and tells a wrong password from an unknown e-mail", async () => {
    const passwordHash = await hashPassword("Asha@Pass123");
    const asha = await createCandidate({ email: "asha.login@example.com", passwordHash });
    const ravi = await createCandidate({ email: "ravi.login@example.com", passwordHash });

    expect(await answer(await post(login, { email: "asha.login@example.com", password: "" }))).toEqual({
      status: 400,
      body: { error: "Password can't be empty", code: "INVALID_INPUT" },
    });
    expect(await answer(await post(login, { email: "nobody.login@example.com", password: "Asha@Pass123" }))).toEqual({
      status: 404,
      body: { error: "invalid user", code: "NOT_FOUND" },
    });
    expect(await answer(await post(login, { email: "asha.login@example.com", password: "Wrong@Pass123" }))).toEqual({
      status: 401,
      body: { error: "invalid password", code: "INVALID_CREDENTIALS", wrongPasswordCount: 1 },
    });

    const res = await post(login, { email: "asha.login@example.com", password: "Asha@Pass123" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ token: expect.any(String), onboardingStep: "onboarding_eight" });
    expect(res.headers.get("set-cookie")).toContain("next-auth.session-token=");
    expect(await t.db().authSession.count({ where: { candidateId: asha.id } })).toBe(1);
    expect(await t.db().authSession.count({ where: { candidateId: ravi.id } })).toBe(0);
  });
});

describe("sign-up and forgot password answer in `message`", () => {
  it("refuses an empty e-mail for the sign-up code in `message`", async () => {
    expect(await answer(await post(sendOtp, { email: "" }))).toEqual({ status: 400, body: { message: "Email is Required", code: "INVALID_INPUT" } });
  });

  it("answers a reset for an e-mail nobody has with 404 in `message`", async () => {
    expect(await answer(await post(forgotPassword, { email: "unknown.reset@example.com" }))).toEqual({
      status: 404,
      body: { message: NOT_REGISTERED, code: "NOT_FOUND" },
    });
  });

  it("asks to start again when a reset carries no secret at all", async () => {
    const { email } = await createCandidate({ email: "no.secret@example.com" });
    await expect(resetPassword({ email, password: "Brand@New123", resetToken: undefined })).rejects.toMatchObject({
      code: "RESET_TOKEN_EXPIRED",
      message: OTP_MESSAGES.resetExpired,
    });
  });
});

describe("sign-up codes answer what happened in `code`", () => {
  it("refuses an expired code with OTP_EXPIRED, a second code within the wait with RATE_LIMITED, and creates nobody", async () => {
    const email = "late.code@example.com";
    expect(await answer(await post(sendOtp, { email }))).toMatchObject({ status: 200 });
    const [mail] = await readOutbox({ to: email, kind: "email", limit: 1 });
    const otp = mail!.text.match(/\b(\d{6})\b/)![1]!;
    await t.db().otpChallenge.updateMany({ where: { target: email }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await answer(await post(register, { email, password: "Late@Code123", otp }))).toEqual({
      status: 400,
      body: { message: OTP_MESSAGES.expired, code: "OTP_EXPIRED" },
    });
    const again = await answer(await post(sendOtp, { email }));
    expect(again).toEqual({
      status: 429,
      body: {
        message: expect.stringMatching(/^Please wait \d+ seconds before asking for a new code\.$/),
        code: "RATE_LIMITED",
        retryAfterSeconds: expect.any(Number),
      },
    });
    expect(await t.db().candidate.count({ where: { email } })).toBe(0);
  });
});

describe("mobile codes", () => {
  it("answers anything wrong with a number in the form's one message, and a wrong code form as an invalid OTP", async () => {
    const { id } = await createCandidate();
    signInAs(id);
    for (const body of [null, { mobile: "", countryCode: "+91" }, { mobile: "9876543210", countryCode: "+91", countryIso: "IND" }]) {
      expect(await answer(await post(sendMobileOtp, body))).toEqual({ status: 400, body: { error: MOBILE_NOT_VALID, code: "INVALID_INPUT" } });
    }
    for (const body of [null, { otp: "123456" }, { otp: "123456", mobile: "9876543210", countryCode: "x" }]) {
      expect(await answer(await post(verifyMobileOtp, body))).toEqual({ status: 400, body: { error: OTP_MESSAGES.invalid, code: "INVALID_INPUT" } });
    }
    signInAs(null);
    expect(await answer(await post(sendMobileOtp, { mobile: "9876543210", countryCode: "+91" }))).toEqual({
      status: 401,
      body: { error: "Unauthorized", code: "SIGNED_OUT" },
    });
  });
});

describe("one way to sign in with a password", () => {
  it("signs nobody in through next-auth's credentials callback, even with its CSRF pair and the right password", async () => {
    const passwordHash = await hashPassword("Mira@Pass123");
    const mira = await createCandidate({ email: "mira.second.path@example.com", passwordHash });
    const secret = authOptions().secret!;
    const csrfToken = randomBytes(32).toString("hex");
    const csrfCookie = `${csrfToken}|${createHash("sha256").update(`${csrfToken}${secret}`).digest("hex")}`;
    const result = await AuthHandler({
      req: {
        method: "POST",
        action: "callback",
        providerId: "credentials",
        body: { csrfToken, email: mira.email, password: "Mira@Pass123", json: "true" },
        query: {},
        cookies: { "next-auth.csrf-token": csrfCookie },
        headers: { "content-type": "application/x-www-form-urlencoded" },
      },
      options: authOptions(),
    });
    expect((result.cookies ?? []).map((c) => c.name)).not.toContain("next-auth.session-token");
    expect(await t.db().authSession.count({ where: { candidateId: mira.id } })).toBe(0);
  });

  it("answers next-auth's credentials actions with 404 and the one path", async () => {
    for (const [method, action] of [
      ["GET", "callback"],
      ["POST", "callback"],
      ["GET", "signin"],
      ["POST", "signin"],
    ] as const) {
      const req = new Request(`http://localhost/api/auth/${action}/credentials`, {
        method,
        ...(method === "POST" ? { headers: { "content-type": "application/x-www-form-urlencoded" }, body: "email=a%40b.co&password=x" } : {}),
      });
      const res = await (method === "GET" ? nextAuthGet : nextAuthPost)(req, { params: Promise.resolve({ nextauth: [action, "credentials"] }) });
      expect({ method, action, status: res.status, body: await res.json() }).toEqual({
        method,
        action,
        status: 404,
        body: { error: PASSWORD_SIGN_IN_PATH_MESSAGE, code: "NOT_FOUND" },
      });
    }
  });
});
