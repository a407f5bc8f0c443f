import { fillMarked } from "@/components/interviews/interview-text";
import { cx } from "@/components/ui/cx";
import { Icon, type IconName } from "@/components/ui/icons";
import { OWN_WORDS_SLOTS, sayPhrase, type Phrase, type TimelineKind } from "@/lib/application-view/timeline-event";
import type { WordedStep } from "@/lib/application-view/timeline-steps";
import { formatDayTimeIn } from "@/lib/format";
import type { Messages } from "@/lib/i18n/catalogs";
import { FORMAT_TAGS, type Locale } from "@/lib/i18n/locales";

const LOOK: Record<TimelineKind, { icon: IconName; tone: string }> = {
  APPLIED: { icon: "check", tone: "bg-emerald-50 text-emerald-700 ring-emerald-200" },
  CV_VIEWED: { icon: "eye", tone: "bg-sky-50 text-sky-700 ring-sky-200" },
  STATUS_CHANGED: { icon: "layers", tone: "bg-amber-50 text-amber-800 ring-amber-200" },
  INTERVIEW_SCHEDULED: { icon: "calendar", tone: "bg-brand-50 text-brand-700 ring-brand-100" },
  INTERVIEW_VIEWED: { icon: "eye", tone: "bg-sky-50 text-sky-700 ring-sky-200" },
  INTERVIEW_DONE: { icon: "video", tone: "bg-emerald-50 text-emerald-700 ring-emerald-200" },
  FEEDBACK: { icon: "mail", tone: "bg-brand-50 text-brand-700 ring-brand-100" },
  REQUEST_MADE: { icon: "users", tone: "bg-violet-50 text-violet-700 ring-violet-200" },
  REQUEST_ANSWERED: { icon: "mail", tone: "bg-brand-50 text-brand-700 ring-brand-100" },
  REPLY_OVERDUE: { icon: "clock", tone: "bg-amber-50 text-amber-800 ring-amber-200" },
};

// The employer's names and words, and the candidate's own, are drawn as written (translate="no").
const say = (phrase: Phrase) => fillMarked(phrase.message, phrase.values, OWN_WORDS_SLOTS);

/** The candidate's application to this job, newest first: each step with its date, in the page's language. */
export function ApplicationTimeline({ events, text, locale }: { events: WordedStep[]; text: Messages["applicationTimeline"]; locale: Locale }) {
  return (
    <section
      aria-labelledby="application-timeline"
      data-testid="application-timeline"
      className="rounded-3xl border border-ink-200/80 bg-white p-6 shadow-card sm:p-8"
    >
      <h2 id="application-timeline" className="text-lg font-semibold text-ink-900">
        {text.heading}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{text.intro}</p>
      <ol className="mt-5">
        {events.map((event, index) => {
          const look = LOOK[event.kind];
          const last = index === events.length - 1;
          return (
            <li key={`${event.kind}-${event.at}-${index}`} className="relative flex gap-4 pb-6 last:pb-0">
              {last ? null : <span aria-hidden="true" className="absolute top-9 bottom-0 left-4 w-px bg-ink-200" />}
              <span aria-hidden="true" className={cx("relative flex size-8 shrink-0 items-center justify-center rounded-full ring-1", look.tone)}>
                <Icon name={look.icon} className="size-4" />
              </span>
              <div className="min-w-0 flex-1 pt-0.5">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                  <h3 className="text-sm font-semibold text-ink-900">{say(event.title)}</h3>
                  <time dateTime={new Date(event.at * 1000).toISOString()} className="text-xs text-ink-500">
                    {formatDayTimeIn(event.at, FORMAT_TAGS[locale])}
                  </time>
                </div>
                {event.detail && sayPhrase(event.detail) ? (
                  event.kind === "FEEDBACK" ? (
                    <blockquote className="mt-2 rounded-xl border-l-4 border-brand-500 bg-ink-50 px-4 py-3 text-sm leading-relaxed break-words whitespace-pre-line text-ink-800">
                      {say(event.detail)}
                    </blockquote>
                  ) : (
                    <p className="mt-1 text-sm leading-relaxed text-ink-600">{say(event.detail)}</p>
                  )
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
