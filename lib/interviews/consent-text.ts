// What the candidate agrees to before a recorded interview. Shown by the browser and stored with
// the consent, so the wording a candidate saw can always be found again by its version.
import { env } from "@/lib/env";

export type ConsentScope = {
  version: string;
  emotionAnalysis: boolean;
  recorded: string;
  analysed: string[];
  sharedWith: string;
  retention: string;
};

/** The wording's version: change it whenever the text below changes (stored with each consent). */
export const INTERVIEW_CONSENT_VERSION = "2026-11-22";

/** `retentionDays`: the employer's shorter keeping of the recordings, if it declared one. */
export function consentScope(options: { emotionAnalysis: boolean; company: string; retentionDays?: number | null }): ConsentScope {
  const days = Math.min(options.retentionDays ?? env().VIDEO_RETENTION_DAYS, env().VIDEO_RETENTION_DAYS);
  const observable = [
    "whether your face is in view",
    "whether more than one face is in view",
    "whether you look away from the screen",
    "when you switch to another tab or window",
  ];
  return {
    version: `${INTERVIEW_CONSENT_VERSION}${options.emotionAnalysis ? "" : "-no-emotion"}`,
    emotionAnalysis: options.emotionAnalysis,
    recorded: "Your camera and microphone while you answer each question (not during the practice question).",
    analysed: options.emotionAnalysis
      ? [...observable, "facial expressions (angry, disgust, fear, happy, neutral, sad, surprise), estimated in your browser and sent only as counts"]
      : observable,
    sharedWith: `${options.company}, the employer who invited you, through its hiring team. Nobody else sees your answers.`,
    retention: `Your answer videos are deleted ${days} days after they are recorded; the counts above are kept with your application.`,
  };
}
