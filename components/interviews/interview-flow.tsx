"use client";
// /interview?q=<interview id>[&token=…]: consent, device check, practice, the questions, then
// submitting and the success popup that leads to the dashboard.
import { useCallback, useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { ButtonLink, Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import type { InterviewOverview } from "@/lib/interviews/open-interview";
import { fill } from "@/lib/i18n/fill";
import type { Locale } from "@/lib/i18n/locales";
import { sayError, type ErrorWords } from "@/lib/i18n/say-error";
import { useCamera } from "@/components/recording/use-camera";
import { LowSpaceWarning, useLowSpace } from "@/components/recording/low-space";
import { useRecordingChoice } from "@/components/recording/use-recording-choice";
import { INTERVIEW_RECORDER_BITRATES } from "@/components/recording/capture-settings";
import { KeptRecordingsPrompt } from "@/components/recording/kept-prompt";
import { useLeaveGuard } from "@/components/recording/leave-guard";
import { deliverKept, keptToSend, preloadSending, settled } from "@/components/recording/outbox";
import { candidateOwner, linkOwner } from "@/components/recording/owner";
import { SendStatusList } from "@/components/recording/send-status";
import type { RecordingWords } from "@/components/recording/recording-words";
import { adoptTokenFromUrl, interviewApi, tokenHeader, type InterviewFailure } from "./interview-api";
import { BeforeYouStart } from "./before-you-start";
import { ConsentStep, DeviceCheckStep, PracticeStep, StepShell } from "./interview-steps";
import { loadFaceDetector, type FaceDetector } from "./face-detector";
import { interviewScope, QuestionScreen } from "./question-screen";
import { fillMarked, whose, type InterviewText } from "./interview-text";

type Step =
  | { name: "loading" }
  | { name: "problem"; kind: "expired" | "invalid" | "signin" | "done" | "error"; message: string }
  | { name: "consent" }
  | { name: "device" }
  | { name: "practice" }
  | { name: "questions" }
  | { name: "submitting" }
  | { name: "success" };

const REDIRECT_SECONDS = 5;

/** `errors`: the server's refusals in the interface language; one without a key is shown as it came. */
function problemOf({ status, error: said, code }: InterviewFailure, text: InterviewText, errors: ErrorWords): Step {
  const error = sayError(errors, said);
  if (status === 0) return { name: "problem", kind: "error", message: text.connectionProblem };
  if (status === 410) return { name: "problem", kind: "expired", message: error };
  if (status === 404 || status === 400 || code === "INTERVIEW_LINK_INVALID") {
    return { name: "problem", kind: "invalid", message: text.titleInvalid };
  }
  if (status === 401) return { name: "problem", kind: "signin", message: error };
  return { name: "problem", kind: "error", message: error };
}

/** Answers go with the interview link's token. */
const SEND_WITH_TOKEN = { headers: tokenHeader };
/**
 * `text`: the page's words in the interface language (`locale`), `words`: the recording parts' (the
 * "recording" namespace); the employer's words stay as written.
 */
export function InterviewFlow({
  interviewId,
  candidateId,
  text,
  errors,
  words,
  locale,
}: {
  interviewId: string;
  candidateId: string | null;
  text: InterviewText;
  /** The refusals this page can show (`errorWords(locale, RECORDED_INTERVIEW_ERRORS)`). */
  errors: ErrorWords;
  words: RecordingWords;
  locale: Locale;
}) {
  const router = useRouter();
  const [step, setStep] = useState<Step>({ name: "loading" });
  // Whether this visit shows the consent: the steps are numbered as the candidate meets them.
  const [withConsent, setWithConsent] = useState(true);
  const [overview, setOverview] = useState<InterviewOverview | null>(null);
  const [busy, setBusy] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const [faceDetector, setFaceDetector] = useState<FaceDetector | null>(null);
  const camera = useCamera();
  const scope = interviewScope(interviewId);
  // Whose kept answers these are: the link's (by a hash of its token) or the signed-in candidate's.
  const [owner, setOwner] = useState<string | null>(null);
  // The last question kept on this device but not yet with us: the interview goes on after it.
  const [keptUpTo, setKeptUpTo] = useState(0);
  // An answer cut off by a reload, a crash or a closed tab: which question and about how many seconds were kept.
  const [cut, setCut] = useState<Cut | null>(null);
  // With retakes left for it, the cut answer may be recorded again (the candidate's choice on the resume screen).
  const [recordAgain, setRecordAgain] = useState(false);
  // Video at a bitrate the measured connection carries, or the microphone alone (the device check's choice, kept across a reload).
  // The practice done on an earlier visit with the same choice is not asked for again.
  const { choice: recording, change: setRecording, restored, checked: practised, markChecked } = useRecordingChoice(owner, scope, INTERVIEW_RECORDER_BITRATES);
  // Persistent storage asked for, and the quota checked, before the first question.
  const lowSpace = useLowSpace(overview?.totalQuestions ?? 0);

  // Answers recorded after the network went can still be sent from this page.
  useEffect(preloadSending, []);

  useEffect(() => {
    const token = adoptTokenFromUrl();
    void (async () => {
      const me = token ? await linkOwner(token, interviewId) : candidateId ? candidateOwner(candidateId) : null;
      setOwner(me);
      if (me) {
        // What this device kept from an earlier visit goes first, while the interview opens.
        const kept = await keptToSend({ owner: me, scope });
        setKeptUpTo(Math.max(0, ...kept.map((r) => r.qnum ?? 0)));
        // Still recording when the page went: the latest such take is the cut answer.
        const cutTake = kept.filter((r) => r.kind === "interview-answer" && r.state === "recording" && r.qnum).sort((a, b) => b.createdAt - a.createdAt)[0];
        if (cutTake?.qnum) setCut({ qnum: cutTake.qnum, seconds: cutTake.chunks, take: cutTake.take ?? 1 });
        void deliverKept({ owner: me, scope }, { headers: tokenHeader });
      }
      const result = await interviewApi.open(interviewId, locale);
      if (!result.ok) return setStep(problemOf(result, text, errors));
      const o = result.data;
      setOverview(o);
      if (o.status === "COMPLETED") setStep({ name: "problem", kind: "done", message: text.alreadySubmitted });
      else {
        setWithConsent(!o.consentedAt);
        setStep(o.consentedAt ? { name: "device" } : { name: "consent" });
      }
    })();
  }, [interviewId, candidateId, scope, text, errors, locale]);

  // Leaving while answers are still on their way asks first (they stay on this device either way).
  useLeaveGuard();

  useEffect(() => {
    if (step.name !== "success") return;
    const t = setTimeout(() => router.push("/dashboard"), REDIRECT_SECONDS * 1000);
    return () => clearTimeout(t);
  }, [step.name, router]);

  const agree = async () => {
    if (!overview) return;
    setBusy(true);
    setConsentError(null);
    const result = await interviewApi.consent(interviewId, overview.consent.version);
    setBusy(false);
    if (result.ok) setStep({ name: "device" });
    else if (result.status === 410) setStep(problemOf(result, text, errors));
    else setConsentError(sayError(errors, result.error));
  };

  const onEnd = useCallback(async () => {
    setStep({ name: "submitting" });
    await settled(scope);
    const result = await interviewApi.finish(interviewId);
    if (!result.ok) return setStep(problemOf(result, text, errors));
    camera.release();
    setStep({ name: "success" });
  }, [interviewId, camera, scope, text, errors]);

  // A request for more time, or the employer's answer to it, changes the answer time shown.
  const reopen = useCallback(async () => {
    const result = await interviewApi.open(interviewId, locale);
    if (result.ok) setOverview(result.data);
  }, [interviewId, locale]);
  const beforeStart =
    overview?.status === "SCHEDULED" ? <BeforeYouStart overview={overview} onChanged={reopen} text={text} errors={errors} locale={locale} /> : null;

  // The face models load from the practice on, while the camera records video, and never hold the
  // first question back: the questions take them whenever they are ready. Answers in audio only
  // have no face to watch, so a phone on a slow connection does not download the models at all.
  const withExpressions = overview?.emotionAnalysis ?? false;
  const faceToWatch = (step.name === "practice" || step.name === "questions") && !recording.audioOnly && (camera.stream?.getVideoTracks().length ?? 0) > 0;
  useEffect(() => {
    if (!faceToWatch) return;
    let live = true;
    void loadFaceDetector(withExpressions).then((detector) => live && setFaceDetector(detector));
    return () => {
      live = false;
    };
  }, [faceToWatch, withExpressions]);

  if (step.name === "loading") {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label={text.opening} />
      </div>
    );
  }
  if (step.name === "problem") return <Problem step={step} text={text} />;
  if (!overview) return null;
  if (step.name === "consent") {
    return (
      <>
        <ConsentStep overview={overview} onAgree={() => void agree()} busy={busy} error={consentError} text={text} />
        {beforeStart}
      </>
    );
  }
  if (step.name === "device") {
    return (
      <>
        {cut ? (
          <CutAnswerNote
            cut={cut}
            company={overview.company}
            retakes={overview.retakes}
            again={recordAgain}
            onAgain={setRecordAgain}
            text={text}
            locale={locale}
          />
        ) : null}
        {owner ? <KeptRecordingsPrompt owner={owner} scope={scope} headers={tokenHeader} className="mx-auto mb-4 max-w-3xl" words={words} /> : null}
        <DeviceCheckStep
          stream={camera.stream}
          error={camera.error}
          emotionAnalysis={overview.emotionAnalysis}
          recording={recording}
          restored={restored}
          onRecording={setRecording}
          lowSpace={lowSpace ? <LowSpaceWarning words={words} /> : null}
          onRequest={(audioOnly) => void camera.request({ audioOnly })}
          onContinue={() => setStep(practised ? { name: "questions" } : { name: "practice" })}
          withConsent={withConsent}
          practised={practised}
          text={text}
          words={words}
        />
        {beforeStart}
      </>
    );
  }
  if (step.name === "practice") {
    return (
      <PracticeStep
        stream={camera.stream}
        audioOnly={recording.audioOnly}
        withConsent={withConsent}
        text={text}
        onDone={() => {
          markChecked();
          setStep({ name: "questions" });
        }}
      />
    );
  }
  if (step.name === "questions" && camera.stream) {
    return (
      <QuestionScreen
        interviewId={interviewId}
        owner={owner ?? `link:${interviewId}`}
        {...(cut && recordAgain ? { startAt: cut.qnum, again: cut.take + 1 } : { startAt: Math.max(overview.resumeAt, keptUpTo + 1) })}
        stream={camera.stream}
        recording={recording}
        faceDetector={recording.audioOnly ? null : faceDetector}
        emotionAnalysis={overview.emotionAnalysis}
        extraTimePercent={overview.extraTimePercent}
        retakes={overview.retakes}
        language={overview.language}
        send={SEND_WITH_TOKEN}
        onReopen={() => void camera.request({ audioOnly: recording.audioOnly })}
        onEnd={() => void onEnd()}
        onError={(failure) => setStep(problemOf(failure, text, errors))}
        text={text}
        words={words}
      />
    );
  }
  return (
    <>
      <StepShell title={step.name === "success" ? text.submittedTitle : text.submittingTitle}>
        <p role="status" className="flex items-center gap-3">
          {step.name === "submitting" ? <Spinner /> : null}
          {step.name === "submitting" ? text.submittingText : text.submittedText}
        </p>
        {step.name === "submitting" ? <SendStatusList scope={scope} words={words} /> : null}
      </StepShell>
      <Dialog
        open={step.name === "success"}
        onClose={() => router.push("/dashboard")}
        title={text.successTitle}
        description={fillMarked(text.successText, { company: overview.company, seconds: REDIRECT_SECONDS }, ["company"])}
      >
        <ButtonLink href="/dashboard">{text.goToDashboard}</ButtonLink>
      </Dialog>
    </>
  );
}

function Problem({ step, text }: { step: Extract<Step, { name: "problem" }>; text: InterviewText }) {
  const titles = {
    expired: text.titleExpired,
    invalid: text.titleInvalid,
    signin: text.titleSignin,
    done: text.titleDone,
    error: text.titleError,
  } as const;
  const body = {
    expired: text.bodyExpired,
    invalid: text.bodyInvalid,
    signin: text.bodySignin,
    done: text.bodyDone,
    error: step.message,
  } as const;
  return (
    <StepShell title={titles[step.kind]}>
      <p data-testid="interview-problem">{body[step.kind]}</p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink href="/dashboard">{text.goToDashboard}</ButtonLink>
        {step.kind === "signin" ? (
          <ButtonLink href="/auth/login" variant="secondary">
            {text.signIn}
          </ButtonLink>
        ) : null}
        {step.kind === "error" ? (
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {text.tryAgain}
          </Button>
        ) : null}
      </div>
    </StepShell>
  );
}

/** An answer a reload, a crash or a closed tab cut: its question, about how many seconds were kept, and its take. */
type Cut = { qnum: number; seconds: number; take: number };

/**
 * The resume screen's word on an answer the reload cut: kept and sent as the answer, as the
 * employer's format says. With a retake left for it, the candidate may record it again instead,
 * within what is left of its time (the new take replaces the cut one).
 */
function CutAnswerNote({
  cut,
  company,
  retakes,
  again,
  onAgain,
  text,
  locale,
}: {
  cut: Cut;
  company: string;
  retakes: number;
  again: boolean;
  onAgain: (again: boolean) => void;
  text: InterviewText;
  locale: Locale;
}) {
  const seconds = fill(cut.seconds === 1 ? text.secondOne : text.secondsMany, { n: cut.seconds });
  const retakeLeft = cut.take <= retakes;
  const values = {
    whose: whose(locale, company),
    retakes: retakes === 1 ? text.retakeOne : fill(text.retakesMany, { n: retakes }),
    qnum: cut.qnum,
    take: cut.take + 1,
    takes: retakes + 1,
  };
  return (
    <div className="mx-auto mb-4 max-w-3xl space-y-2 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" data-testid="cut-answer">
      <p role="status" className="font-semibold">
        {fill(text.cutOff, { qnum: cut.qnum, seconds })}
      </p>
      {retakeLeft ? (
        <fieldset className="space-y-2">
          <legend>{fillMarked(text.cutAgainLegend, values, ["whose"])}</legend>
          <label className="flex items-center gap-2">
            <input type="radio" name="cut-answer" className="size-4 accent-brand-600" checked={!again} onChange={() => onAgain(false)} />
            {text.cutKeep}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="cut-answer" className="size-4 accent-brand-600" checked={again} onChange={() => onAgain(true)} />
            {fill(text.cutRecordAgain, { qnum: cut.qnum })}
          </label>
        </fieldset>
      ) : (
        <p>{fillMarked(retakes > 0 ? text.cutLastTake : text.cutOneTake, values, ["whose"])}</p>
      )}
    </div>
  );
}
