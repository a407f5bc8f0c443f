"use client";
// One take of a recorded interview's answer: the capture unit, the face monitor and the tab watch
// started together and ended together. The face model may load after the take began: it is
// watched from the moment it is ready.
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { captureRecording, type Capture } from "@/components/recording/capture";
import type { SendOptions } from "@/components/recording/outbox";
import type { RecordingChoice } from "@/components/recording/recording-plan";
import type { Interruption } from "@/components/recording/recorder";
import type { FaceDetector } from "./face-detector";
import { AnswerMonitor, TabSwitchWatch, type LiveSignal } from "./monitor";

type Active = { capture: Capture; monitor: AnswerMonitor; tabs: TabSwitchWatch };

export function interviewScope(interviewId: string): string {
  return `interview:${interviewId}`;
}

export function useInterviewTake({
  interviewId,
  owner,
  stream,
  recording,
  faceDetector,
  emotionAnalysis,
  send,
  video,
  onInterrupted,
}: {
  interviewId: string;
  owner: string;
  stream: MediaStream;
  recording: RecordingChoice;
  faceDetector: FaceDetector | null;
  emotionAnalysis: boolean;
  send: SendOptions;
  video: RefObject<HTMLVideoElement | null>;
  onInterrupted: (reason: Interruption, qnum: number) => void;
}) {
  const active = useRef<Active | null>(null);
  const [signal, setSignal] = useState<LiveSignal | null>(null);
  const detector = useRef(faceDetector);
  useEffect(() => {
    detector.current = faceDetector;
    if (faceDetector) active.current?.monitor.attach(faceDetector);
  }, [faceDetector]);
  const interrupted = useRef(onInterrupted);
  useEffect(() => {
    interrupted.current = onInterrupted;
  });

  /** Starts recording take `take` of question `qnum`: its video, monitor and tab watch. */
  const start = useCallback(
    (qnum: number, take: number) => {
      const monitor = new AnswerMonitor(detector.current, video.current!, emotionAnalysis, setSignal);
      const capture = captureRecording(
        stream,
        {
          owner,
          scope: interviewScope(interviewId),
          kind: "interview-answer",
          qnum,
          take,
          url: "/api/users/videoUpload",
          fields: [
            ["id", interviewId],
            ["question_no", String(qnum)],
            ["take", String(take)],
          ],
          fileField: "file",
          fileStem: take === 1 ? `answer-${qnum}` : `answer-${qnum}-take-${take}`,
        },
        { bitrates: recording.bitrates, audioOnly: recording.audioOnly, send, onInterrupted: (reason) => interrupted.current(reason, qnum) },
      );
      active.current = { capture, monitor, tabs: new TabSwitchWatch() };
      monitor.start();
    },
    [emotionAnalysis, interviewId, owner, recording, send, stream, video],
  );

  /** Ends the take: complete on the device and on its way, "empty" when nothing was recorded (not a take), null when none was recording. */
  const finish = useCallback(async (): Promise<"sending" | "empty" | null> => {
    const current = active.current;
    if (!current) return null;
    active.current = null;
    const report = current.monitor.stop();
    const tabSwitchTimings = current.tabs.stop();
    const outcome = await current.capture.finish({
      // An audio-only answer has no face to report on: nothing is sent for it.
      fields: () => [
        ...(recording.audioOnly ? [] : [["emotionData", JSON.stringify(report)] as [string, string]]),
        ...tabSwitchTimings.map((t): [string, string] => ["tabSwitchTiming", String(t)]),
      ],
    });
    return outcome.state === "empty" ? "empty" : "sending";
  }, [recording.audioOnly]);

  return { start, finish, recording: () => active.current !== null, signal };
}
