// Sign-up: an e-mail code first (lib/send-code/request-code.ts), then the account, created only once
// the code is right.
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { consumeOtp } from "@/lib/otp/verify-otp";
import { withFreshShortId } from "@/lib/db/short-id";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { hashPassword } from "./password";

export const ALREADY_REGISTERED = "User already registered";

/** Refuses an e-mail whose account has a password; returns an account made without one (Google, quick apply). */
export async function assertNotRegistered(email: string): Promise<{ id: string } | null> {
  const existing = await db().candidate.findUnique({
    where: { email },
    select: { id: true, passwordHash: true },
  });
  if (existing?.passwordHash) throw new AppError("EMAIL_TAKEN", ALREADY_REGISTERED);
  return existing ? { id: existing.id } : null;
}

/**
 * Verifies the code and creates the candidate at onboarding step three. An account that exists
 * without a password (made by Google or a quick apply) gets this password: the code proves the
 * address belongs to whoever is registering. A new account keeps `language`, the one the visitor
 * signed up in (lib/http/request-locale.ts `signUpLanguage`), so its mails speak it.
 */
export async function registerCandidate(options: { email: string; password: string; otp: string; ip: string; language?: string | null }) {
  const existing = await assertNotRegistered(options.email);
  await consumeOtp({ purpose: "SIGNUP_EMAIL", target: options.email, code: options.otp, ip: options.ip });
  const passwordHash = await hashPassword(options.password);
  const now = new Date();
  if (existing) {
    const updated = await db().candidate.update({
      where: { id: existing.id },
      data: { passwordHash, emailVerifiedAt: now, wrongPasswordCount: 0 },
      select: { id: true, onboardingStep: true },
    });
    if (updated.onboardingStep === "onboarding_one" || updated.onboardingStep === "onboarding_two") {
      return db().candidate.update({ where: { id: existing.id }, data: { onboardingStep: "onboarding_three" }, select: { id: true, onboardingStep: true } });
    }
    return updated;
  }
  try {
    return await withFreshShortId("C", (shortId) =>
      db().candidate.create({
        data: {
          email: options.email,
          shortId,
          passwordHash,
          emailVerifiedAt: now,
          onboardingStep: "onboarding_three",
          signupSource: "email",
          language: options.language ?? null,
        },
        select: { id: true, onboardingStep: true },
      }),
    );
  } catch (error) {
    // Two tabs finishing sign-up at once: the second finds the first one's account.
    if (isUniqueViolation(error)) throw new AppError("EMAIL_TAKEN", ALREADY_REGISTERED);
    throw error;
  }
}
