// Route handlers read the signer-in through getCurrentCandidate(), which needs Next's request
// scope. Integration tests swap it for this one, which answers as whichever candidate the test
// signed in, read from the real database:
//   vi.mock("@/lib/auth/current-candidate", () => import("@/test/signed-in-as").then((m) => m.currentCandidateModule()));
//   signInAs(candidateId);
// Requests from several candidates at once run each inside asCandidate(id, () => route(req)).
import { AsyncLocalStorage } from "node:async_hooks";
import { vi } from "vitest";

let signedIn: string | null = null;
const perRequest = new AsyncLocalStorage<string>();

export function signInAs(candidateId: string | null): void {
  signedIn = candidateId;
}

/** Whoever is signed in for the request being made now (a request sent over HTTP carries it as a cookie). */
export function signedInNow(): string | null {
  return perRequest.getStore() ?? signedIn;
}

/** Runs `work` signed in as `candidateId`, whatever signInAs says, for concurrent requests. */
export function asCandidate<T>(candidateId: string, work: () => Promise<T>): Promise<T> {
  return perRequest.run(candidateId, work);
}

export async function currentCandidateModule() {
  const actual = await vi.importActual<typeof import("@/lib/auth/current-candidate")>("@/lib/auth/current-candidate");
  const { db } = await import("@/lib/db/client");
  return {
    ...actual,
    getCurrentCandidate: async () => {
      const id = signedInNow();
      return id ? db().candidate.findUnique({ where: { id }, select: actual.currentCandidateSelect }) : null;
    },
    getCurrentSessionId: async () => null,
  };
}
