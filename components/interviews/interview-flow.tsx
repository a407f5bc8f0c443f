"use client";
// /interview?q=<interview id>[&token=…]: consent, device check, practice, the questions, then
// submitting and the success popup that leads to the dashboard.
import { useCallback, useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { ButtonLink, Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import type { InterviewOverview } from "@/lib/interviews/open-interview";
import { possessive } from "@/lib/format";
import { useCamera } from "@/components/recording/use-camera";
import { LowSpaceWarning, useLowSpace } from "@/components/recording/low-space";
import { useRecordingChoice } from "@/components/recording/use-recording-choice";
import { INTERVIEW_RECORDER_BITRATES } from "@/components/recording/capture-settings";
import { KeptRecordingsPrompt } from "@/components/recording/kept-prompt";
import { useLeaveGuard } from "@/components/recording/leave-guard";
import { deliverKept, keptToSend, preloadSending, settled } from "@/components/recording/outbox";
import { candidateOwner, linkOwner } from "@/components/recording/owner";
import { SendStatusList } from "@/components/recording/send-status";
import { adoptTokenFromUrl, interviewApi, tokenHeader, type InterviewFailure } from "./interview-api";
import { BeforeYouStart } from "./before-you-start";
import { ConsentStep, DeviceCheckStep, PracticeStep, StepShell } from "./interview-steps";
import { loadFaceDetector, type FaceDetector } from "./face-detector";
import { interviewScope, QuestionScreen } from "./question-screen";

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

function problemOf({ status, error, code }: InterviewFailure): Step {
  if (status === 0) return { name: "problem", kind: "error", message: "Something went wrong. Please check your connection and reload the page." };
  if (status === 410) return { name: "problem", kind: "expired", message: error };
  if (status === 404 || status === 400 || code === "INTERVIEW_LINK_INVALID") {
    return { name: "problem", kind: "invalid", message: "This interview link is not valid" };
  }
  if (status === 401) return { name: "problem", kind: "signin", message: error };
  return { name: "problem", kind: "error", message: error };
}

/** Answers go with the interview link's token. */
const SEND_WITH_TOKEN = { headers: tokenHeader };
export function InterviewFlow({ interviewId, candidateId }: { interviewId: string; candidateId: string | null }) {
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
      const result = await interviewApi.open(interviewId);
      if (!result.ok) return setStep(problemOf(result));
      const o = result.data;
      setOverview(o);
      if (o.status === "COMPLETED") setStep({ name: "problem", kind: "done", message: "You have already submitted this interview." });
      else {
        setWithConsent(!o.consentedAt);
        setStep(o.consentedAt ? { name: "device" } : { name: "consent" });
      }
    })();
  }, [interviewId, candidateId, scope]);

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
    else if (result.status === 410) setStep(problemOf(result));
    else setConsentError(result.error);
  };

  const onEnd = useCallback(async () => {
    setStep({ name: "submitting" });
    await settled(scope);
    const result = await interviewApi.finish(interviewId);
    if (!result.ok) return setStep(problemOf(result));
    camera.release();
    setStep({ name: "success" });
  }, [interviewId, camera, scope]);

  // A request for more time, or the employer's answer to it, changes the answer time shown.
  const reopen = useCallback(async () => {
    const result = await interviewApi.open(interviewId);
    if (result.ok) setOverview(result.data);
  }, [interviewId]);
  const beforeStart = overview?.status === "SCHEDULED" ? <BeforeYouStart overview={overview} onChanged={reopen} /> : null;

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
        <Spinner label="Opening your interview" />
      </div>
    );
  }
  if (step.name === "problem") return <Problem step={step} />;
  if (!overview) return null;
  if (step.name === "consent") {
    return (
      <>
        <ConsentStep overview={overview} onAgree={() => void agree()} busy={busy} error={consentError} />
        {beforeStart}
      </>
    );
  }
  if (step.name === "device") {
    return (
      <>
        {cut ? <CutAnswerNote cut={cut} company={overview.company} retakes={overview.retakes} again={recordAgain} onAgain={setRecordAgain} /> : null}
        {owner ? <KeptRecordingsPrompt owner={owner} scope={scope} headers={tokenHeader} className="mx-auto mb-4 max-w-3xl" /> : null}
        <DeviceCheckStep
          stream={camera.stream}
          error={camera.error}
          emotionAnalysis={overview.emotionAnalysis}
          recording={recording}
          restored={restored}
          onRecording={setRecording}
          lowSpace={lowSpace ? <LowSpaceWarning /> : null}
          onRequest={(audioOnly) => void camera.request({ audioOnly })}
          onContinue={() => setStep(practised ? { name: "questions" } : { name: "practice" })}
          withConsent={withConsent}
          practised={practised}
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
        onError={(failure) => setStep(problemOf(failure))}
      />
    );
  }
  return (
    <>
      <StepShell title={step.name === "success" ? "Interview submitted" : "Submitting your interview"}>
        <p role="status" className="flex items-center gap-3">
          {step.name === "submitting" ? <Spinner /> : null}
          {step.name === "submitting"
            ? "Submitting your interview. Please keep this page open while your answers finish uploading."
            : "Every answer is with the employer."}
        </p>
        {step.name === "submitting" ? <SendStatusList scope={scope} /> : null}
      </StepShell>
      <Dialog
        open={step.name === "success"}
        onClose={() => router.push("/dashboard")}
        title="Your interview has been submitted successfully!"
        description={`Thank you. ${overview.company} will review your answers. Taking you to your dashboard in ${REDIRECT_SECONDS} seconds.`}
      >
        <ButtonLink href="/dashboard">Go to dashboard</ButtonLink>
      </Dialog>
    </>
  );
}

function Problem({ step }: { step: Extract<Step, { name: "problem" }> }) {
  const titles = {
    expired: "This interview link has expired",
    invalid: "This interview link is not valid",
    signin: "Open the interview from your e-mail",
    done: "Interview already submitted",
    error: "We couldn't open this interview",
  } as const;
  const body = {
    expired: "The time to take this interview has passed, so it can no longer be started. The employer may send you a new invitation.",
    invalid: "It may belong to someone else, or a newer invitation has replaced it. Use the most recent link from your e-mail, or start from your application.",
    signin: "Use the link in your invitation e-mail, or sign in and start from your application.",
    done: "You have already submitted this interview. The employer has your answers.",
    error: step.message,
  } as const;
  return (
    <StepShell title={titles[step.kind]}>
      <p data-testid="interview-problem">{body[step.kind]}</p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink href="/dashboard">Go to dashboard</ButtonLink>
        {step.kind === "signin" ? (
          <ButtonLink href="/auth/login" variant="secondary">
            Sign in
          </ButtonLink>
        ) : null}
        {step.kind === "error" ? (
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Try again
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
}: {
  cut: Cut;
  company: string;
  retakes: number;
  again: boolean;
  onAgain: (again: boolean) => void;
}) {
  const seconds = `${cut.seconds} second${cut.seconds === 1 ? "" : "s"}`;
  const retakeLeft = cut.take <= retakes;
  return (
    <div className="mx-auto mb-4 max-w-3xl space-y-2 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" data-testid="cut-answer">
      <p role="status" className="font-semibold">
        Question {cut.qnum} was cut off after about {seconds}. What was recorded is kept on this phone and sent as your answer to it.
      </p>
      {retakeLeft ? (
        <fieldset className="space-y-2">
          <legend>
            {possessive(company)} interview allows {retakes === 1 ? "one retake" : `${retakes} retakes`} while a question&apos;s time runs, so you can record
            question {cut.qnum} again now (take {cut.take + 1} of {retakes + 1}), in what is left of its time. The new take replaces the cut one.
          </legend>
          <label className="flex items-center gap-2">
            <input type="radio" name="cut-answer" className="size-4 accent-brand-600" checked={!again} onChange={() => onAgain(false)} />
            Keep what was recorded and go on at the next question
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="cut-answer" className="size-4 accent-brand-600" checked={again} onChange={() => onAgain(true)} />
            Record question {cut.qnum} again
          </label>
        </fieldset>
      ) : (
        <p>
          {retakes > 0
            ? `${possessive(company)} interview allows ${retakes === 1 ? "one retake" : `${retakes} retakes`} for each answer, and the cut answer was its last take, so question ${cut.qnum} is not asked again: you go on at the next question.`
            : `${possessive(company)} interview takes one answer per question, so question ${cut.qnum} is not asked again: you go on at the next question.`}
        </p>
      )}
    </div>
  );
}
