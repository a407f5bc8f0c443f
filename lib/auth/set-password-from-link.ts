// The account-verify link (/verify-account-small?candidate=…&email=…) lets an account that was
// created without a password (e.g. by a quick apply) choose its first one. Only once: an account
// that already has a password must use "Forgot Password?".
import { QUICK_APPLY_SOURCE } from "@/lib/applications/quick-apply";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { hashPassword } from "./password";

export const LINK_NOT_VALID = "This link is no longer valid. Sign in or reset your password instead.";

export async function setPasswordFromLink(options: { candidateId: string; password: string; email?: string }): Promise<string> {
  const passwordHash = await hashPassword(options.password);
  const updated = await db().candidate.updateMany({
    where: { id: options.candidateId, passwordHash: null, ...(options.email ? { email: options.email } : {}) },
    data: { passwordHash, emailVerifiedAt: new Date(), wrongPasswordCount: 0 },
  });
  if (updated.count === 0) throw new AppError("BAD_REQUEST", LINK_NOT_VALID);
  // A quick apply already gave names, mobile and CV: the link's promise is the applications list,
  // and the dashboard's checklist asks for the rest.
  await db().candidate.updateMany({
    where: { id: options.candidateId, signupSource: QUICK_APPLY_SOURCE },
    data: { onboardingStep: "onboarding_eight" },
  });
  // Otherwise the link came by e-mail, so the e-mail and password steps of onboarding are done.
  await db().candidate.updateMany({
    where: { id: options.candidateId, onboardingStep: { in: ["onboarding_one", "onboarding_two"] } },
    data: { onboardingStep: "onboarding_three" },
  });
  return options.candidateId;
}
