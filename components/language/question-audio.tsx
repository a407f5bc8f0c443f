"use client";
// A question's recorded voice, a button that plays it again from the start, and the note that it is
// a computer voice: the recorded interview and the mock interview draw it the same way.
import { useId, type ReactNode, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import type { MockLanguage } from "@/lib/language/languages";
import { ComputerVoiceNote } from "./computer-voice-note";

export function QuestionAudio({
  audio,
  src,
  language,
  autoPlay = false,
  className,
  children,
}: {
  audio: RefObject<HTMLAudioElement | null>;
  src: string;
  language: MockLanguage;
  /** Plays as soon as it can; otherwise it is only loaded, for the screen to start. */
  autoPlay?: boolean;
  className?: string;
  /** The replay button's words. */
  children: ReactNode;
}) {
  const voiceNote = useId();
  return (
    <div className={cx("flex flex-wrap items-center gap-x-3 gap-y-1", className)}>
      <audio ref={audio} src={src} {...(autoPlay ? { autoPlay: true } : { preload: "auto" })} aria-label="Question audio" aria-describedby={voiceNote} />
      <Button
        variant="secondary"
        size="sm"
        aria-describedby={voiceNote}
        onClick={() => {
          if (audio.current) {
            audio.current.currentTime = 0;
            void audio.current.play().catch(() => undefined);
          }
        }}
      >
        {children}
      </Button>
      <ComputerVoiceNote language={language} id={voiceNote} />
    </div>
  );
}
