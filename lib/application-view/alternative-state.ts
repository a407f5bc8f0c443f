// Where a request for another way to be assessed leaves the recorded interview, as the candidate
// reads it on the application's card, the job's page and the dashboard (worded by `alternativeNoteText`
// in components/jobs/status-chip.tsx).

export type AlternativeState = { status: "PENDING" | "ACCEPTED" | "DECLINED"; response: string | null };

/** True while the interview is not there to start: the employer considers the request, or agreed to it. */
export function standsInForInterview(alternative: AlternativeState | null): alternative is AlternativeState & { status: "PENDING" | "ACCEPTED" } {
  return alternative !== null && alternative.status !== "DECLINED";
}
