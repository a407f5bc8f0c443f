// Who is signed in, for server components, route handlers and server actions.
import { cache } from "react";
import { db } from "@/lib/db/client";
import { readSessionId } from "./session-cookie";

export const currentCandidateSelect = {
  id: true,
  shortId: true,
  email: true,
  firstName: true,
  lastName: true,
  photoKey: true,
  isOpenToWork: true,
  creditBalance: true,
  onboardingStep: true,
  accountDeletion: { select: { eraseAfter: true } },
} as const;

export type SessionCandidate = {
  id: string;
  shortId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  photoKey: string | null;
  isOpenToWork: boolean;
  creditBalance: number;
  onboardingStep: string;
  /** Set while the account is closed for deletion: when it will be erased. */
  accountDeletion: { eraseAfter: Date } | null;
};

/** The signed-in candidate, or null. Revoked sessions count as signed out. */
export const getCurrentCandidate = cache(async (): Promise<SessionCandidate | null> => {
  const sid = await readSessionId();
  if (!sid) return null;
  // One query: the candidate whose live session this is.
  return db().candidate.findFirst({
    where: { sessions: { some: { id: sid, revokedAt: null, expiresAt: { gt: new Date() } } } },
    select: currentCandidateSelect,
  });
});

/** The current session id (for sign-out), or null. */
export async function getCurrentSessionId(): Promise<string | null> {
  return readSessionId();
}
