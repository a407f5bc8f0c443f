"use client";
// Before the first question: "Practise first" (a free practice run in this interview's format) and
// "I need more time" (extra time, at once within the employer's policy, else once they approve),
// "One more retake" (decided by the employer) and "Another way to be assessed".
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorNote } from "@/components/ui/error-note";
import { TextAreaField } from "@/components/ui/fields";
import { ACCOMMODATION_CHOICES, ACCOMMODATION_NOTE_MAX_LENGTH, PRACTICE_RUNS_PER_INTERVIEW } from "@/lib/interviews/interview-rules";
import { possessive } from "@/lib/format";
import type { InterviewOverview } from "@/lib/interviews/open-interview";
import { formatClock } from "@/lib/format";
import { REQUEST_MESSAGE_MAX } from "@/lib/applications/requests/limits";
import { interviewApi } from "./interview-api";
import { PracticeReady, usePractiseRun } from "./practise-run";

type Props = { overview: InterviewOverview; onChanged: () => Promise<void> };

export function BeforeYouStart({ overview, onChanged }: Props) {
  return (
    <div className="mx-auto mt-4 grid w-full max-w-2xl gap-4 md:grid-cols-2" data-testid="before-you-start">
      <PractiseFirst overview={overview} />
      <MoreTime overview={overview} onChanged={onChanged} />
      <OneMoreRetake overview={overview} onChanged={onChanged} />
      <AnotherWay overview={overview} onChanged={onChanged} />
    </div>
  );
}

/** A request to the employer from this page: busy while it goes, its refusal in words, the page read again after. */
function useAsk(onChanged: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ask = async (call: () => Promise<{ ok: true } | { ok: false; error: string }>) => {
    setBusy(true);
    setError(null);
    const result = await call();
    if (result.ok) await onChanged();
    else setError(result.error);
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
}: { label: string; onAsk: () => void; pending: boolean } & Pick<ReturnType<typeof useAsk>, "busy" | "error" | "refresh">) {
  return (
    <>
      <ErrorNote message={error} />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onAsk} loading={busy}>
          {label}
        </Button>
        {pending ? (
          <Button variant="ghost" onClick={() => void refresh()} disabled={busy}>
            Check for an answer
          </Button>
        ) : null}
      </div>
    </>
  );
}

function PractiseFirst({ overview }: { overview: InterviewOverview }) {
  const { busy, made, error, practise } = usePractiseRun(overview.id, "link");
  const n = overview.totalQuestions;
  return (
    <Panel id="practise-title" title="Practise first">
      <p>
        Try a free practice run just like this interview: {n} question{n === 1 ? "" : "s"}, {formatClock(overview.timeLimitSeconds)} for each answer, one take
        each. The questions are our own practice questions for a {overview.jobTitle}, not {possessive(overview.company)}. You get feedback as with any mock
        interview, and it costs no credit. Up to {PRACTICE_RUNS_PER_INTERVIEW} runs.
      </p>
      {made ? <PracticeReady made={made} /> : null}
      <ErrorNote message={error} />
      <Button variant="secondary" onClick={() => void practise()} loading={busy}>
        {made ? "Practise again" : "Practise first"}
      </Button>
    </Panel>
  );
}

function MoreTime({ overview, onChanged }: Props) {
  const current = overview.accommodation;
  const [percent, setPercent] = useState<number>(current?.requestedPercent ?? ACCOMMODATION_CHOICES[0]);
  const [note, setNote] = useState(current?.note ?? "");
  const { busy, error, ask, refresh } = useAsk(onChanged);
  return (
    <Panel id="more-time-title" title="I need more time">
      <p>If you need longer to answer, for a disability, a condition or any other reason, ask here before the first question.</p>
      {current ? <Decision overview={overview} /> : null}
      <fieldset>
        <legend className="font-semibold text-ink-900">How much more time?</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {ACCOMMODATION_CHOICES.map((p) => (
            <label
              key={p}
              className="flex cursor-pointer items-center gap-2 rounded-xl border border-ink-200 px-3 py-2 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input type="radio" name="more-time" value={p} checked={percent === p} onChange={() => setPercent(p)} className="size-4 accent-brand-600" />+{p} %
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label={`Note for ${overview.company} (optional)`}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={ACCOMMODATION_NOTE_MAX_LENGTH}
      />
      <AskButtons
        label="Ask for more time"
        onAsk={() => void ask(() => interviewApi.askForTime(overview.id, percent, note))}
        pending={current?.status === "PENDING"}
        {...{ busy, error, refresh }}
      />
    </Panel>
  );
}

function Decision({ overview }: { overview: InterviewOverview }) {
  const a = overview.accommodation!;
  const text = {
    APPROVED: `Approved: +${a.requestedPercent} %. You have ${formatClock(overview.timeLimitSeconds)} for each answer.`,
    PENDING: `You asked for +${a.requestedPercent} %. ${overview.company} will decide; you will see the answer here and in your notifications. You can wait before you start.`,
    DENIED: `${overview.company} did not approve +${a.requestedPercent} %. You have ${formatClock(overview.timeLimitSeconds)} for each answer. You can ask for less.`,
  }[a.status];
  return (
    <RequestStatus testId="more-time-status" status={a.status}>
      {text}
    </RequestStatus>
  );
}

function retakesWords(n: number): string {
  return n === 0 ? "one take of each answer" : n === 1 ? "1 retake of each answer" : `${n} retakes of each answer`;
}

/** One more retake of each answer: an accommodation the employer decides before the first question. */
function OneMoreRetake({ overview, onChanged }: Props) {
  const current = overview.extraRetake;
  const [note, setNote] = useState(current?.note ?? "");
  const { busy, error, ask, refresh } = useAsk(onChanged);
  const company = overview.company;
  const text = current
    ? {
        APPROVED: `Approved: you have ${retakesWords(overview.retakes)}.`,
        PENDING: `You asked for one more retake. ${company} will decide; you will see the answer here and in your notifications. You can wait before you start.`,
        DENIED: `${company} did not approve one more retake. You have ${retakesWords(overview.retakes)}.`,
      }[current.status]
    : null;
  return (
    <Panel id="one-more-retake-title" title="One more retake" wide>
      <p>
        This interview allows {retakesWords(overview.retakes)}. If you may need to start an answer over (a stammer, a condition, an interruption you cannot
        avoid), ask {company} for one more retake before the first question.
      </p>
      {current ? (
        <RequestStatus testId="retake-status" status={current.status}>
          {text}
        </RequestStatus>
      ) : null}
      {current && current.status !== "PENDING" ? null : (
        <>
          <TextAreaField
            label={`Note for ${company} (optional)`}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={ACCOMMODATION_NOTE_MAX_LENGTH}
          />
          <AskButtons
            label={current ? "Update the note" : "Ask for one more retake"}
            onAsk={() => void ask(() => interviewApi.askForRetake(overview.id, note))}
            pending={current?.status === "PENDING"}
            {...{ busy, error, refresh }}
          />
        </>
      )}
    </Panel>
  );
}

/** Another way to be assessed: asked for before the first question; the interview waits for the answer. */
function AnotherWay({ overview, onChanged }: Props) {
  const request = overview.alternative;
  const [reason, setReason] = useState("");
  const { busy, error, ask, refresh } = useAsk(onChanged);
  const company = overview.company;
  return (
    <Panel id="another-way-title" title="Another way to be assessed" wide>
      {request ? (
        <>
          <p role="status" data-testid="another-way-status" data-status={request.status} className="rounded-xl bg-ink-50 px-3 py-2 font-medium text-ink-900">
            {request.status === "PENDING"
              ? `You asked ${company} for another way to be assessed. The interview waits for their answer; you will see it here and in your notifications.`
              : `${company} ${request.status === "ACCEPTED" ? "agreed" : "declined"}: “${request.response ?? ""}”`}
          </p>
          {request.status === "DECLINED" ? <p>You can still take this recorded interview.</p> : null}
          {request.status === "PENDING" ? (
            <Button variant="ghost" onClick={() => void refresh()} loading={busy}>
              Check for an answer
            </Button>
          ) : null}
        </>
      ) : (
        <>
          <p>
            If a recorded interview does not work for you (a disability, no quiet place, no camera, or you would rather speak to a person), you can ask{" "}
            {company} to assess you another way. Nothing is recorded meanwhile, and the interview waits for their answer.
          </p>
          <TextAreaField
            label="Why, or what would work for you (optional)"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={REQUEST_MESSAGE_MAX}
          />
          <ErrorNote message={error} />
          <Button variant="secondary" onClick={() => void ask(() => interviewApi.askForAlternative(overview.id, reason))} loading={busy}>
            Ask for another way
          </Button>
        </>
      )}
    </Panel>
  );
}
