// The dashboard's recorded interviews: upcoming (with "Start interview"), done and expired, each
// with what the candidate consented to. Renders nothing for a candidate never invited.
import Link from "next/link";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { listCandidateInterviews, type CandidateInterview } from "@/lib/interviews/list-candidate-interviews";
import { alternativeStateText, standsInForInterview } from "@/lib/application-view/alternative-state";
import { formatDayTime, formatDelay, zoneLabel } from "@/lib/format";

const GROUPS = [
  { key: "upcoming", title: "Upcoming" },
  { key: "done", title: "Done" },
  { key: "expired", title: "Expired" },
] as const;

const when = (iso: string) => `${formatDayTime(iso)} ${zoneLabel()}`;

function consentLine(i: CandidateInterview): string {
  if (!i.consentedAt) return "Not consented yet: you will be asked before recording starts.";
  if (i.consentWithdrawnAt) return `Consent withdrawn on ${when(i.consentWithdrawnAt)}: its videos and face analysis are deleted.`;
  const what = i.emotionAnalysis ? "video, attention, tab switches and expression counts" : "video, attention and tab switches (no expression analysis)";
  return `Consented on ${when(i.consentedAt)} to ${what} (wording ${i.consentVersion}).`;
}

export async function RecordedInterviews() {
  const candidate = await getCurrentCandidate();
  if (!candidate) return null;
  const interviews = await listCandidateInterviews({ candidateId: candidate.id });
  if (!interviews.length) return null;
  return (
    <section aria-labelledby="recorded-interviews" className="mt-6 mb-10">
      <h2 id="recorded-interviews" className="mb-4 text-lg font-semibold text-ink-900">
        Recorded interviews
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        {GROUPS.map(({ key, title }) => {
          const items = interviews.filter((i) => i.group === key);
          return (
            <div key={key} className="rounded-2xl border border-ink-200/80 bg-white p-4 shadow-card">
              <h3 className="text-sm font-semibold text-ink-700">
                {title} <span className="text-ink-500">({items.length})</span>
              </h3>
              {items.length ? (
                <ul className="mt-3 space-y-4">
                  {items.map((i) => (
                    <li key={i.id} data-testid={`interview-${key}`} className="text-sm">
                      <Link href={`/jobs/${i.jobId}`} className="font-semibold text-ink-900 hover:text-brand-700">
                        {i.jobTitle}
                      </Link>
                      <p className="text-xs text-ink-500">{i.company}</p>
                      <p className="mt-1 text-xs text-ink-600">
                        {key === "done"
                          ? `Submitted ${i.completedAt ? when(i.completedAt) : ""} · ${i.answered} of ${i.totalQuestions} answered`
                          : key === "expired"
                            ? `Link expired ${when(i.expiresAt)}`
                            : `${i.totalQuestions} question${i.totalQuestions === 1 ? "" : "s"} · open until ${when(i.expiresAt)}`}
                      </p>
                      {i.lateAnswers.map((late) => (
                        <p key={late.question} className="mt-1 text-xs text-ink-600" data-testid="late-answer">
                          Answer {late.question} arrived {formatDelay(late.lateSeconds)} after its time was up (the connection held it up); it was recorded in
                          time and is kept.
                        </p>
                      ))}
                      {key === "upcoming" && standsInForInterview(i.alternative) ? (
                        <p className="mt-1 text-xs text-ink-700" data-testid="interview-alternative">
                          {alternativeStateText(i.company, i.alternative)}
                        </p>
                      ) : null}
                      {i.alternative?.status === "ACCEPTED" && !i.consentedAt ? null : <p className="mt-1 text-xs text-ink-500">{consentLine(i)}</p>}
                      {i.link ? (
                        <Link
                          href={i.link}
                          className="mt-2 inline-flex rounded-xl bg-brand-600 px-3 py-1.5 text-xs font-semibold text-white hover:bg-brand-700"
                        >
                          Start interview
                        </Link>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-3 text-xs text-ink-500">None</p>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
