// Who is signed in, for server components, route handlers and server actions.
import { cache } from "react";
import { getServerSession } from "next-auth";
import { db } from "@/lib/db/client";
import { authOptions } from "./options";

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
};

/** The signed-in candidate, or null. Revoked sessions count as signed out. */
export const getCurrentCandidate = cache(async (): Promise<SessionCandidate | null> => {
  const session = (await getServerSession(authOptions())) as { sid?: string } | null;
  if (!session?.sid) return null;
  // One round trip: the live session and its candidate together.
  const active = await db().authSession.findFirst({
    where: { id: session.sid, revokedAt: null, expiresAt: { gt: new Date() } },
    select: { candidate: { select: currentCandidateSelect } },
  });
  return active?.candidate ?? null;
});

/** The current session id (for sign-out), or null. */
export async function getCurrentSessionId(): Promise<string | null> {
  const session = (await getServerSession(authOptions())) as { sid?: string } | null;
  return session?.sid ?? null;
}
