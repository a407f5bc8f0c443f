// The account-verify link (/verify-account-small?candidate=…&email=…&token=…) lets an account that
// was created without a password (e.g. by a quick apply) choose its first one. Only with the
// link's token, and only once: an account that already has a password must use "Forgot Password?".
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { consumeAccountVerifyToken, QUICK_APPLY_SOURCE } from "./account-verify-link";
import { hashPassword } from "./password";
import { LINK_NOT_VALID } from "./schema";

export { LINK_NOT_VALID } from "./schema";

export async function setPasswordFromLink(options: { candidateId: string; password: string; email: string; token: string }): Promise<string> {
  const passwordHash = await hashPassword(options.password);
  await db().$transaction(async (tx) => {
    if (!(await consumeAccountVerifyToken({ candidateId: options.candidateId, token: options.token, tx }))) {
      throw new AppError("PASSWORD_LINK_INVALID", LINK_NOT_VALID);
    }
    const updated = await tx.candidate.updateMany({
      where: { id: options.candidateId, passwordHash: null, email: { equals: options.email, mode: "insensitive" } },
      data: { passwordHash, emailVerifiedAt: new Date(), wrongPasswordCount: 0 },
    });
    if (updated.count === 0) throw new AppError("PASSWORD_LINK_INVALID", LINK_NOT_VALID);
    // A quick apply already gave names, mobile and CV: the link's promise is the applications list,
    // and the dashboard's checklist asks for the rest.
    await tx.candidate.updateMany({
      where: { id: options.candidateId, signupSource: QUICK_APPLY_SOURCE },
      data: { onboardingStep: "onboarding_eight" },
    });
    // Otherwise the link came by e-mail, so the e-mail and password steps of onboarding are done.
    await tx.candidate.updateMany({
      where: { id: options.candidateId, onboardingStep: { in: ["onboarding_one", "onboarding_two"] } },
      data: { onboardingStep: "onboarding_three" },
    });
  });
  return options.candidateId;
}
