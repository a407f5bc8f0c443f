"use client";

import { useEffect, useState } from "react";
import { downloadFile } from "@/components/api/request";
import type { SignalsRecorder } from "./answer-signals";
import type { CameraRecorder, CameraState } from "./camera-status";
import { ButtonLink } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { answerSeconds as secondsFor } from "@/lib/interviews/answer-time";
import { openCamera, stopCamera } from "@/components/recording/media";
import { useLeaveGuard } from "@/components/recording/leave-guard";
import { useLowSpace } from "@/components/recording/low-space";
import { deliverKept, keptToSend, preloadSending } from "@/components/recording/outbox";
import { useRecordingOwner } from "@/components/recording/owner";
import { useAllSent } from "@/components/recording/send-status";
import { useRecordingChoice } from "@/components/recording/use-recording-choice";
import { useLaterPart } from "@/components/recording/later-part";
import { MOCK_RECORDER_BITRATES } from "@/components/recording/capture-settings";
import { DeclarationStep } from "./declaration-step";
import { InstructionsStep } from "./instructions-step";
import type { MockLanguage } from "@/lib/language/languages";
import type { Locale } from "@/lib/i18n/locales";
import { mockScope } from "./answer-form";
import { askingOrder, resumeAt, type WizardQuestion } from "./question-order";
import { api } from "@/components/api/api";
import { dropKept } from "@/components/recording/device-store";
import { fill } from "@/lib/i18n/fill";
import type { CutAnswer } from "./instructions-step";
import { questionTitle, type WizardText } from "./interview-words";

type Step = "consent" | "instruction" | "interview" | "done";

// Loaded when wanted, not with the page: the interview screen (recorder, typed answers, what is on
// its way) once the camera or microphone is on; the speech measures with the microphone; the face
// model only for a candidate who opted in to camera figures.
const loadInterviewStep = () => import("./interview-step");
const signalsFor = (stream: MediaStream, language: MockLanguage) => import("./answer-signals").then((m) => m.createSignalsRecorder(stream, language));
const facesFor = (stream: MediaStream) =>
  import("./camera-signals").then(
    (m) => m.createCameraRecorder(stream),
    () => null,
  );

export function MockInterviewWizard({
  mockId,
  firstName,
  questions: stored,
  answered,
  transcription,
  extraTimePercent,
  practiceRun,
  followUps,
  language = "en",
  locale = "en",
  text,
}: {
  /** The interface language's words (the page's `mockInterview` and `recording` namespaces). */
  text: WizardText;
  /** The interface language: the declaration's consent is stored with it. */
  locale?: Locale;
  mockId: string;
  /** The mock's language: what the browser's recognition listens for. */
  language?: MockLanguage;
  /** The answer time chosen so far (0, 50 or 100 percent extra), or a practice run's fixed one. */
  extraTimePercent: number;
  /** A free practice run of a recorded interview keeps that interview's time. */
  practiceRun: number | null;
  firstName: string;
  questions: WizardQuestion[];
  /** 1-based positions already answered: the interview resumes at the first other one. */
  answered: number[];
  transcription: boolean;
  /** The mock asks follow-up questions after some main answers. */
  followUps: boolean;
}) {
  const [questions] = useState(() => askingOrder(stored));
  const mainCount = questions.filter((q) => q.follow_up_of === null).length;
  const owner = useRecordingOwner() ?? "candidate:";
  // Answers kept on this device from an earlier visit go first; the interview resumes after the
  // last question either the server or this device has, so no question is asked twice.
  const [kept, setKept] = useState<number[] | null>(null);
  // An answer cut off by a reload, a crash or a closed tab: the candidate keeps it or records it again.
  const [cut, setCut] = useState<CutAnswer | null>(null);
  // Persistent storage asked for, and the quota checked, before the first question.
  const lowSpace = useLowSpace(questions.length);
  useEffect(() => {
    const scope = mockScope(mockId);
    void keptToSend({ owner, scope }).then(async (list) => {
      // Still recording when the page went: the latest such take of a question (a retake is the review's).
      const cutTake = list.filter((r) => r.kind === "mock-answer" && r.state === "recording" && r.qnum && !r.take).sort((a, b) => b.createdAt - a.createdAt)[0];
      setKept(list.flatMap((r) => (r.qnum ? [r.qnum] : [])));
      void deliverKept({ owner, scope, except: cutTake?.id });
      if (!cutTake?.qnum) return;
      // Recorded again only within its own time, by the server's clock from when it was first asked.
      const opened = await api("POST /api/mock/open-question", { json: { mock_id: mockId, qnum: cutTake.qnum }, signedIn: true });
      const left = opened.ok ? opened.data.seconds_left : 0;
      const question = questions.find((q) => q.qnum === cutTake.qnum);
      const answer: CutAnswer = {
        id: cutTake.id,
        name: questionTitle(question ?? { qnum: cutTake.qnum, follow_up_of: null }, text.mock),
        lowerName: questionTitle(question ?? { qnum: cutTake.qnum, follow_up_of: null }, text.mock, true),
        qnum: cutTake.qnum,
        seconds: cutTake.chunks,
        left,
        choice: null,
      };
      if (left > 0) return setCut(answer);
      // Its time is over: what was recorded is its answer.
      setCut({ ...answer, choice: "kept" });
      void deliverKept({ owner, scope });
    });
  }, [mockId, owner, questions, text.mock]);
  const decideCut = (choice: "kept" | "again") => {
    if (!cut) return;
    const scope = mockScope(mockId);
    setCut({ ...cut, choice });
    if (choice === "kept") void deliverKept({ owner, scope });
    else {
      // The cut take is let go; the question is asked again on what is left of its time.
      setKept((list) => (list ?? []).filter((qnum) => qnum !== cut.qnum));
      void dropKept(cut.id);
    }
  };
  useLeaveGuard();
  const firstOpen = resumeAt(questions, [...answered, ...(kept ?? [])]);
  const [step, setStep] = useState<Step>("consent");
  const [stream, setStream] = useState<MediaStream | null>(null);
  const interview = useLaterPart(loadInterviewStep, stream !== null || step !== "consent");
  const [camera, setCamera] = useState(false);
  const [extra, setExtra] = useState(extraTimePercent);
  // Video at a bitrate the measured connection carries, or the microphone alone (the device check's choice, kept across a reload).
  const { choice: recording, change: setRecording, restored, checked, markChecked } = useRecordingChoice(owner, mockScope(mockId), MOCK_RECORDER_BITRATES);
  const answerSeconds = secondsFor(extra);

  // The speech measures load while the candidate reads the declaration and the instructions, so the
  // first answer is measured from its first second.
  const [signals, setSignals] = useState<SignalsRecorder | null>(null);
  useEffect(() => () => signals?.dispose(), [signals]);
  // Camera figures load (and warm up) once the candidate has opted in and the camera is on, in
  // whichever order they did the two: derived from both, never from a click's view of the other.
  const [loadedFaces, setLoadedFaces] = useState<{ stream: MediaStream; recorder: CameraRecorder | null } | null>(null);
  const wantFaces = camera && stream !== null;
  useEffect(() => {
    if (!wantFaces || !stream) return;
    let current = true;
    void facesFor(stream).then((recorder) => {
      if (current) setLoadedFaces({ stream, recorder });
      else recorder?.dispose();
    });
    return () => {
      current = false;
    };
  }, [wantFaces, stream]);
  useEffect(() => () => loadedFaces?.recorder?.dispose(), [loadedFaces]);
  const faces: CameraState =
    !camera || !stream
      ? { state: "off" }
      : loadedFaces?.stream !== stream
        ? { state: "loading" }
        : loadedFaces.recorder
          ? { state: "ready", recorder: loadedFaces.recorder }
          : { state: "unavailable" };
  function cameraOn(media: MediaStream | null) {
    if (media === stream) return;
    setStream(media);
    if (!media) return;
    // Not loaded (the network went): the answers are recorded without them, as where they cannot start.
    void signalsFor(media, language).then(setSignals, () => undefined);
    // No answer is recorded before the camera (or microphone) is on: the sending part loads from
    // here, so answers recorded after the network went can still be sent from this page.
    preloadSending();
  }

  useEffect(() => () => stopCamera(stream), [stream]);

  // The first question's audio is fetched while the candidate reads the declaration and the
  // instructions, so it plays as soon as Start is pressed (the answer clock starts with the question).
  const firstAudio = questions[firstOpen]?.audio ?? null;
  const preloaded = usePreloadedAudio(firstAudio);
  // Taken at Start: a fetch finishing later must not swap the source under a playing question.
  const [startAudio, setStartAudio] = useState<string | null>(null);

  const words = text.mock;
  if (step === "done") {
    return (
      <section className="mx-auto max-w-lg space-y-4 text-center" data-testid="interview-done" aria-labelledby="done-title">
        <h1 id="done-title" className="text-2xl font-bold text-ink-950">
          {words.doneTitle}
        </h1>
        <AllSentNote scope={mockScope(mockId)} words={words} />
        <p className="text-sm text-ink-600">{words.doneText}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink href="/mock">{words.backToMocks}</ButtonLink>
          <ButtonLink href={`/mock/mock-review?mock_id=${mockId}`} variant="secondary">
            {words.seeFeedback}
          </ButtonLink>
        </div>
      </section>
    );
  }
  // What the declaration and the interview screen both take: the mock, the camera and the recording choice.
  const shared = { mockId, recording, text };
  // What the instructions and the interview screen both take: the answer time, the follow-ups and the mock's language.
  const settings = { answerSeconds, followUps, language };
  if (step === "consent") {
    return (
      <DeclarationStep
        {...shared}
        firstName={firstName}
        locale={locale}
        questions={mainCount}
        stream={stream}
        onStream={cameraOn}
        camera={camera}
        onCamera={setCamera}
        cameraState={faces.state}
        restored={restored}
        checkedBefore={checked}
        onChecked={markChecked}
        onRecording={(choice) => {
          setRecording(choice);
          // No picture is recorded, so no camera figures are measured.
          if (choice.audioOnly) setCamera(false);
        }}
        // The time can be chosen until the first answer; a practice run keeps its interview's.
        time={{ extra, fixed: practiceRun !== null || answered.length > 0, practice: practiceRun !== null, onChosen: setExtra }}
        onContinue={() => setStep("instruction")}
      />
    );
  }
  if (step === "instruction" || !stream || kept === null) {
    // Which voice detector is ready while the candidate reads ("loading" until one is).
    return (
      <div className="contents" data-voice-detector={signals ? (signals.detector ?? "none") : "loading"}>
        <InstructionsStep
          text={text}
          cut={cut}
          onCut={decideCut}
          total={mainCount}
          answeredCount={firstOpen}
          resumeAt={questions[firstOpen]?.qnum ?? null}
          {...settings}
          transcription={transcription}
          lowSpace={lowSpace}
          onStart={() => {
            setStartAudio(preloaded);
            setStep("interview");
          }}
        />
      </div>
    );
  }
  if (!interview.part) return <InterviewLoading failed={interview.failed} words={words} />;
  const { InterviewStep } = interview.part;
  return (
    <InterviewStep
      {...shared}
      {...settings}
      stream={stream}
      owner={owner}
      questions={startAudio ? questions.map((q, i) => (i === firstOpen ? { ...q, audio: startAudio } : q)) : questions}
      startAt={firstOpen}
      signals={signals}
      faces={faces}
      onReopen={async () => {
        const media = await openCamera({ audioOnly: recording.audioOnly }).catch(() => null);
        if (media) cameraOn(media);
      }}
      onDone={() => {
        stopCamera(stream);
        setStep("done");
      }}
    />
  );
}

/** Shown after Start only if the interview screen has not loaded yet (it loads while the declaration is read). */
function InterviewLoading({ failed, words }: { failed: boolean; words: WizardText["mock"] }) {
  return (
    <section className="mx-auto flex min-h-64 max-w-lg flex-col items-center justify-center gap-3 text-center" data-testid="interview-loading">
      <Spinner className="size-8 text-brand-600" />
      <p role="status" className="text-sm font-medium text-ink-800">
        {failed ? words.loadFailed : words.loadingFirst}
      </p>
    </section>
  );
}

/** `url`'s audio fetched now and held in memory: its object URL once there, else null (play from `url`). */
function usePreloadedAudio(url: string | null): string | null {
  const [held, setHeld] = useState<{ url: string; objectUrl: string } | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    let objectUrl: string | null = null;
    // Not there: the audio element fetches it itself at Start.
    void downloadFile(url).then((blob) => {
      if (!blob || !live) return;
      objectUrl = URL.createObjectURL(blob);
      setHeld({ url, objectUrl });
    });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return held?.url === url ? held.objectUrl : null;
}

/** The end screen's word that nothing is left on the device. */
function AllSentNote({ scope, words }: { scope: string; words: WizardText["mock"] }) {
  const { total, sent, open } = useAllSent(scope);
  const refused = total - sent - open;
  return (
    <p role="status" data-testid="all-sent" className="text-sm font-medium text-emerald-800">
      {refused > 0 ? fill(words.someRefused, { sent, total, refused }) : words.allSent}
    </p>
  );
}
