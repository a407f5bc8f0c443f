// Owner keys of kept recordings: "candidate:<id>" for a signed-in candidate's.
export const CANDIDATE_OWNER_PREFIX = "candidate:";

export function candidateOwner(candidateId: string): string {
  return `${CANDIDATE_OWNER_PREFIX}${candidateId}`;
}
