// Route handlers read the signer-in through getCurrentCandidate(), which needs Next's request
// scope. Integration tests swap it for this one, which answers as whichever candidate the test
// signed in, read from the real database:
//   vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));
//   signInAs(candidateId);
import { vi } from "vitest";

let signedIn: string | null = null;

export function signInAs(candidateId: string | null): void {
  signedIn = candidateId;
}

export async function currentCandidateModule() {
  const actual = await vi.importActual<typeof import("@/lib/auth/current-candidate")>("@/lib/auth/current-candidate");
  const { db } = await import("@/lib/db/client");
  return {
    ...actual,
    getCurrentCandidate: async () =>
      signedIn ? db().candidate.findUnique({ where: { id: signedIn }, select: actual.currentCandidateSelect }) : null,
    getCurrentSessionId: async () => null,
  };
}
