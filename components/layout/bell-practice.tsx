"use client";
// An interview invitation in the bell offers "Practise first", as the interview page does: the
// same call, on the candidate's own session.
import { PracticeReady, usePractiseRun } from "@/components/interviews/practise-run";
import { Button } from "@/components/ui/button";
import { ErrorNote } from "@/components/ui/error-note";
import type { NotificationItem } from "@/lib/notifications/list-notifications";
import { useShellText } from "./shell-text";

const INVITATION_KIND = "interview_invitation";

/** The invited interview's id, from the invitation's link (/interview?q=<id>). */
export function invitedInterviewId(item: NotificationItem): string | null {
  if (item.kind !== INVITATION_KIND || !item.link) return null;
  return new URL(item.link, "http://localhost").searchParams.get("q");
}

export function BellPractice({ interviewId }: { interviewId: string }) {
  const { busy, made, error, practise } = usePractiseRun(interviewId, "session");
  const text = useShellText();
  return (
    <div className="space-y-2 px-4 pb-3 pl-8 text-sm leading-snug text-ink-700">
      {made ? <PracticeReady made={made} testId="bell-practice-ready" /> : null}
      <ErrorNote message={error} />
      <Button variant="secondary" size="sm" onClick={() => void practise()} loading={busy}>
        {made ? text.practiseAgain : text.practiseFirst}
      </Button>
    </div>
  );
}
