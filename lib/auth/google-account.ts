// Google sign-in: the Google account row if we know it, else link the candidate with the same
// verified e-mail, else a new candidate who starts onboarding at step three (no password step).
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { withFreshShortId } from "@/lib/db/short-id";
import { isUniqueViolation } from "@/lib/db/unique-violation";

export type GoogleIdentity = {
  providerAccountId: string;
  email: string | null | undefined;
  emailVerified: boolean;
  firstName?: string | null;
  lastName?: string | null;
  /** The language the visitor signed in with, kept on a new account (null: English, as before). */
  language?: string | null;
};

const PROVIDER = "google";

async function linkedCandidate(providerAccountId: string): Promise<string | null> {
  const account = await db().account.findUnique({
    where: { provider_providerAccountId: { provider: PROVIDER, providerAccountId } },
    select: { candidateId: true },
  });
  return account?.candidateId ?? null;
}

export async function resolveGoogleCandidate(identity: GoogleIdentity): Promise<{ candidateId: string; created: boolean }> {
  const known = await linkedCandidate(identity.providerAccountId);
  if (known) return { candidateId: known, created: false };
  if (!identity.email || !identity.emailVerified) {
    throw new AppError("GOOGLE_EMAIL_UNVERIFIED", "Your Google e-mail address is not verified.");
  }
  const email = identity.email.trim().toLowerCase();
  try {
    return await db().$transaction(async (tx) => {
      const existing = await tx.candidate.findUnique({ where: { email }, select: { id: true, emailVerifiedAt: true } });
      if (existing) {
        await tx.account.create({ data: { candidateId: existing.id, provider: PROVIDER, providerAccountId: identity.providerAccountId, email } });
        if (!existing.emailVerifiedAt) await tx.candidate.update({ where: { id: existing.id }, data: { emailVerifiedAt: new Date() } });
        return { candidateId: existing.id, created: false };
      }
      const candidate = await withFreshShortId("C", (shortId) =>
        tx.candidate.create({
          data: {
            email,
            shortId,
            emailVerifiedAt: new Date(),
            firstName: identity.firstName?.trim().slice(0, 80) || null,
            lastName: identity.lastName?.trim().slice(0, 80) || null,
            onboardingStep: "onboarding_three",
            signupSource: PROVIDER,
            language: identity.language ?? null,
            accounts: { create: { provider: PROVIDER, providerAccountId: identity.providerAccountId, email } },
          },
          select: { id: true },
        }),
      );
      return { candidateId: candidate.id, created: true };
    });
  } catch (error) {
    // A parallel callback for the same Google account won the race: use its row.
    if (isUniqueViolation(error)) {
      const winner = await linkedCandidate(identity.providerAccountId);
      if (winner) return { candidateId: winner, created: false };
    }
    throw error;
  }
}
