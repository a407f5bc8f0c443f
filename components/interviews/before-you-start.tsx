"use client";
// Before the first question: "Practise first" (a free practice run in this interview's format) and
// "I need more time" (extra time, at once within the employer's policy, else once they approve),
// "One more retake" (decided by the employer) and "Another way to be assessed".
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { RadioChips } from "@/components/ui/radio-chips";
import { ErrorNote } from "@/components/ui/error-note";
import { TextAreaField } from "@/components/ui/fields";
import { ACCOMMODATION_CHOICES, ACCOMMODATION_NOTE_MAX_LENGTH, PRACTICE_RUNS_PER_INTERVIEW } from "@/lib/interviews/interview-rules";
import type { InterviewOverview } from "@/lib/interviews/open-interview";
import { formatClock } from "@/lib/format";
import { fill } from "@/lib/i18n/fill";
import { sayError, type ErrorWords } from "@/lib/i18n/say-error";
import type { Locale } from "@/lib/i18n/locales";
import { REQUEST_MESSAGE_MAX } from "@/lib/applications/requests/limits";
import { interviewApi, type AskCall, type Reopen } from "./interview-api";
import { PracticeReady, usePractiseRun } from "./practise-run";
import { fillMarked, whose, type InterviewText } from "./interview-text";

/** `errors`: the server's refusals in the interface language (`sayError`). */
type Props = { overview: InterviewOverview; onChanged: Reopen; text: InterviewText; errors: ErrorWords };

export function BeforeYouStart({ locale, ...props }: Props & { locale: Locale }) {
  return (
    <div className="mx-auto mt-4 grid w-full max-w-2xl gap-4 md:grid-cols-2" data-testid="before-you-start">
      <PractiseFirst overview={props.overview} text={props.text} errors={props.errors} locale={locale} />
      <MoreTime {...props} />
      <OneMoreRetake {...props} />
      <AnotherWay {...props} />
    </div>
  );
}

/** The employer's words in a message (the company, the job's title, their reply), marked as theirs. */
const withCompany = (message: string, values: Record<string, string | number>) => fillMarked(message, values, ["company", "job", "whose", "response"]);

/** A request to the employer from this page: busy while it goes, its refusal in words, the page read again after. */
function useAsk(onChanged: Reopen, errors: ErrorWords) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ask = async (call: AskCall) => {
    setBusy(true);
    setError(null);
    const result = await call();
    if (result.ok) await onChanged();
    else setError(sayError(errors, result.error));
    setBusy(false);
  };
  const refresh = async () => {
    setBusy(true);
    await onChanged().finally(() => setBusy(false));
  };
  return { busy, error, ask, refresh };
}

function Panel({ id, title, wide, children }: { id: string; title: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={`rounded-3xl bg-white p-5 text-sm leading-relaxed text-ink-700 shadow-card${wide ? " md:col-span-2" : ""}`}>
      <h2 id={id} className="text-base font-bold text-ink-950">
        {title}
      </h2>
      <div className="mt-2 space-y-3">{children}</div>
    </section>
  );
}

type Decided = "APPROVED" | "PENDING" | "DENIED";
const DECISION_TONES: Record<Decided, string> = {
  APPROVED: "bg-green-50 text-green-900",
  PENDING: "bg-amber-50 text-amber-900",
  DENIED: "bg-ink-100 text-ink-900",
};

/** Where a request to the employer stands, in the colour of its decision. */
function RequestStatus({ testId, status, children }: { testId: string; status: Decided; children: React.ReactNode }) {
  return (
    <p role="status" data-testid={testId} data-status={status} className={`rounded-xl px-3 py-2 font-medium ${DECISION_TONES[status]}`}>
      {children}
    </p>
  );
}

/** A request's refusal in words, the button that asks, and, while the employer decides, the one that looks for their answer. */
function AskButtons({
  label,
  onAsk,
  pending,
  busy,
  error,
  refresh,
  text,
}: { label: string; onAsk: () => void; pending: boolean; text: InterviewText } & Pick<ReturnType<typeof useAsk>, "busy" | "error" | "refresh">) {
  return (
    <>
      <ErrorNote message={error} />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onAsk} loading={busy}>
          {label}
        </Button>
        {pending ? (
          <Button variant="ghost" onClick={() => void refresh()} disabled={busy}>
            {text.checkAnswer}
          </Button>
        ) : null}
      </div>
    </>
  );
}

function PractiseFirst({ overview, text, errors, locale }: { overview: InterviewOverview; text: InterviewText; errors: ErrorWords; locale: Locale }) {
  const { busy, made, error, practise } = usePractiseRun(overview.id, "link");
  const n = overview.totalQuestions;
  return (
    <Panel id="practise-title" title={text.practiseTitle}>
      <p>
        {withCompany(text.practiseText, {
          questions: fill(n === 1 ? text.questionOne : text.questionsMany, { n }),
          time: formatClock(overview.timeLimitSeconds),
          job: overview.jobTitle,
          whose: whose(locale, overview.company),
          runs: PRACTICE_RUNS_PER_INTERVIEW,
        })}
      </p>
      {made ? <PracticeReady made={made} text={text} /> : null}
      <ErrorNote message={sayError(errors, error)} />
      <Button variant="secondary" onClick={() => void practise()} loading={busy}>
        {made ? text.practiseAgain : text.practiseTitle}
      </Button>
    </Panel>
  );
}

function MoreTime({ overview, onChanged, text, errors }: Props) {
  const current = overview.accommodation;
  const [percent, setPercent] = useState<number>(current?.requestedPercent ?? ACCOMMODATION_CHOICES[0]);
  const [note, setNote] = useState(current?.note ?? "");
  const { busy, error, ask, refresh } = useAsk(onChanged, errors);
  return (
    <Panel id="more-time-title" title={text.moreTimeTitle}>
      <p>{text.moreTimeText}</p>
      {current ? <Decision overview={overview} text={text} /> : null}
      <fieldset>
        <legend className="font-semibold text-ink-900">{text.howMuchMore}</legend>
        <RadioChips name="more-time" choices={ACCOMMODATION_CHOICES} chosen={percent} onChoose={setPercent} label={(p) => `+${p} %`} className="mt-2" />
      </fieldset>
      <TextAreaField
        label={withCompany(text.noteFor, { company: overview.company })}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={ACCOMMODATION_NOTE_MAX_LENGTH}
      />
      <AskButtons
        label={text.askForTime}
        onAsk={() => void ask(() => interviewApi.askForTime(overview.id, percent, note))}
        pending={current?.status === "PENDING"}
        {...{ busy, error, refresh, text }}
      />
    </Panel>
  );
}

function Decision({ overview, text }: { overview: InterviewOverview; text: InterviewText }) {
  const a = overview.accommodation!;
  const message = { APPROVED: text.timeApproved, PENDING: text.timePending, DENIED: text.timeDenied }[a.status];
  return (
    <RequestStatus testId="more-time-status" status={a.status}>
      {withCompany(message, { percent: a.requestedPercent, time: formatClock(overview.timeLimitSeconds), company: overview.company })}
    </RequestStatus>
  );
}

function retakesWords(text: InterviewText, n: number): string {
  return n === 0 ? text.oneTakeEach : n === 1 ? text.retakeEachOne : fill(text.retakesEach, { n });
}

/** One more retake of each answer: an accommodation the employer decides before the first question. */
function OneMoreRetake({ overview, onChanged, text, errors }: Props) {
  const current = overview.extraRetake;
  const [note, setNote] = useState(current?.note ?? "");
  const { busy, error, ask, refresh } = useAsk(onChanged, errors);
  const values = { company: overview.company, takes: retakesWords(text, overview.retakes) };
  return (
    <Panel id="one-more-retake-title" title={text.retakeTitle} wide>
      <p>{withCompany(text.retakeText, values)}</p>
      {current ? (
        <RequestStatus testId="retake-status" status={current.status}>
          {withCompany({ APPROVED: text.retakeApproved, PENDING: text.retakePending, DENIED: text.retakeDenied }[current.status], values)}
        </RequestStatus>
      ) : null}
      {current && current.status !== "PENDING" ? null : (
        <>
          <TextAreaField
            label={withCompany(text.noteFor, values)}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={ACCOMMODATION_NOTE_MAX_LENGTH}
          />
          <AskButtons
            label={current ? text.updateNote : text.askRetake}
            onAsk={() => void ask(() => interviewApi.askForRetake(overview.id, note))}
            pending={current?.status === "PENDING"}
            {...{ busy, error, refresh, text }}
          />
        </>
      )}
    </Panel>
  );
}

/** Another way to be assessed: asked for before the first question; the interview waits for the answer. */
function AnotherWay({ overview, onChanged, text, errors }: Props) {
  const request = overview.alternative;
  const [reason, setReason] = useState("");
  const { busy, error, ask, refresh } = useAsk(onChanged, errors);
  const values = { company: overview.company, response: request?.response ?? "" };
  const said = request ? { PENDING: text.anotherPending, ACCEPTED: text.anotherAgreed, DECLINED: text.anotherDeclined }[request.status] : "";
  return (
    <Panel id="another-way-title" title={text.anotherTitle} wide>
      {request ? (
        <>
          <p role="status" data-testid="another-way-status" data-status={request.status} className="rounded-xl bg-ink-50 px-3 py-2 font-medium text-ink-900">
            {withCompany(said, values)}
          </p>
          {request.status === "DECLINED" ? <p>{text.stillTake}</p> : null}
          {request.status === "PENDING" ? (
            <Button variant="ghost" onClick={() => void refresh()} loading={busy}>
              {text.checkAnswer}
            </Button>
          ) : null}
        </>
      ) : (
        <>
          <p>{withCompany(text.anotherText, values)}</p>
          <TextAreaField label={text.anotherWhy} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={REQUEST_MESSAGE_MAX} />
          <ErrorNote message={error} />
          <Button variant="secondary" onClick={() => void ask(() => interviewApi.askForAlternative(overview.id, reason))} loading={busy}>
            {text.askAnother}
          </Button>
        </>
      )}
    </Panel>
  );
}
