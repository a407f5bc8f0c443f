// The dashboard's recorded interviews: upcoming (with "Start interview"), done and expired, each
// with what the candidate consented to. Renders nothing for a candidate never invited. In the
// interface's language; a job's title and its company are the employer's words (translate="no").
import Link from "next/link";
import { Section } from "@/components/dashboard/section";
import { getCurrentCandidate } from "@/lib/auth/current-candidate";
import { getTranslations } from "next-intl/server";
import { listCandidateInterviews, type CandidateInterview } from "@/lib/interviews/list-candidate-interviews";
import { standsInForInterview } from "@/lib/application-view/alternative-state";
import { alternativeNoteText } from "@/components/jobs/status-chip";
import { messagesFor } from "@/lib/i18n/catalogs";
import { currentLocale } from "@/lib/i18n/current-locale";
import { formatDayClock, formatDayTime, formatDelay, zoneLabel } from "@/lib/format";

const GROUPS = ["upcoming", "done", "expired"] as const;

type T = Awaited<ReturnType<typeof getTranslations<"recordedInterviews">>>;

/** A moment in India time: "21 Nov 2026, 8:05 pm IST"; in Hindi a 24-hour clock (Intl writes am/pm in Latin letters). */
function whenIn(t: T, hindi: boolean) {
  return (iso: string) => (hindi ? `${formatDayClock(iso, { locale: "hi-IN" })} ${t("ist")}` : `${formatDayTime(iso)} ${zoneLabel()}`);
}

function consentLine(t: T, when: (iso: string) => string, i: CandidateInterview): string {
  if (!i.consentedAt) return t("notConsented");
  if (i.consentWithdrawnAt) return t("withdrawn", { when: when(i.consentWithdrawnAt) });
  const what = i.emotionAnalysis ? t("whatWithExpressions") : t("whatNoExpressions");
  return t("consented", { when: when(i.consentedAt), what, version: i.consentVersion ?? "" });
}

function progressLine(t: T, when: (iso: string) => string, key: (typeof GROUPS)[number], i: CandidateInterview): string {
  if (key === "done") return t("submitted", { when: i.completedAt ? when(i.completedAt) : "", answered: i.answered, total: i.totalQuestions });
  if (key === "expired") return t("linkExpired", { when: when(i.expiresAt) });
  return t(i.totalQuestions === 1 ? "openOne" : "openMany", { n: i.totalQuestions, when: when(i.expiresAt) });
}

export async function RecordedInterviews() {
  const candidate = await getCurrentCandidate();
  if (!candidate) return null;
  const interviews = await listCandidateInterviews({ candidateId: candidate.id });
  if (!interviews.length) return null;
  const [t, locale] = await Promise.all([getTranslations("recordedInterviews"), currentLocale()]);
  const when = whenIn(t, locale === "hi");
  const notes = messagesFor(locale, "jobCard");
  return (
    <Section id="recorded-interviews" title={t("title")} className="mt-6 mb-10">
      <div className="grid gap-4 md:grid-cols-3">
        {GROUPS.map((key) => {
          const items = interviews.filter((i) => i.group === key);
          return (
            <div key={key} className="rounded-2xl border border-ink-200/80 bg-white p-4 shadow-card">
              <h3 className="text-sm font-semibold text-ink-700">
                {t(key)} <span className="text-ink-500">({items.length})</span>
              </h3>
              {items.length ? (
                <ul className="mt-3 space-y-4">
                  {items.map((i) => (
                    <li key={i.id} data-testid={`interview-${key}`} className="text-sm">
                      <Link href={`/jobs/${i.jobId}`} translate="no" className="font-semibold text-ink-900 hover:text-brand-700">
                        {i.jobTitle}
                      </Link>
                      <p translate="no" className="text-xs text-ink-500">
                        {i.company}
                      </p>
                      <p className="mt-1 text-xs text-ink-600">{progressLine(t, when, key, i)}</p>
                      {i.lateAnswers.map((late) => (
                        <p key={late.question} className="mt-1 text-xs text-ink-600" data-testid="late-answer">
                          {t("lateAnswer", { n: late.question, delay: formatDelay(late.lateSeconds) })}
                        </p>
                      ))}
                      {key === "upcoming" && standsInForInterview(i.alternative) ? (
                        <p className="mt-1 text-xs text-ink-700" data-testid="interview-alternative">
                          {alternativeNoteText(notes, i.company, i.alternative)}
                        </p>
                      ) : null}
                      {i.alternative?.status === "ACCEPTED" && !i.consentedAt ? null : <p className="mt-1 text-xs text-ink-500">{consentLine(t, when, i)}</p>}
                      {i.link ? (
                        <Link
                          href={i.link}
                          className="mt-2 inline-flex rounded-xl bg-brand-600 px-3 py-1.5 text-xs font-semibold text-white hover:bg-brand-700"
                        >
                          {t("start")}
                        </Link>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-3 text-xs text-ink-500">{t("none")}</p>
              )}
            </div>
          );
        })}
      </div>
    </Section>
  );
}
