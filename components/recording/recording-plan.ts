// What an answer records, given the upload speed the device check measured. Video is sent after
// each answer while the next one records, so the recording's own bitrate must fit in what the
// connection carries with room to spare: at 350 kbps up (what HireVue asks of its candidates) a
// three-minute answer is sent in about the time it took to record. Below about 1 Mbps the check
// says so and offers the microphone alone; the candidate may always choose it.
import type { RecorderBitrates } from "./recorder";

/** Below this upload speed the device check calls the connection slow and offers audio only. */
export const SLOW_UPLOAD_KBPS = 1000;
/** Share of the measured speed a recording may take: the rest is for the question audio, retries and the network's ups and downs. */
const USABLE_SHARE = 0.7;
/** Below this a picture is not worth sending: the smallest video bitrate we record. */
const MIN_VIDEO_BPS = 120_000;
/** Opus speech stays clear at this rate; used when the connection is slow. */
const LEAN_AUDIO_BPS = 32_000;

export type RecordingChoice = {
  audioOnly: boolean;
  bitrates: RecorderBitrates;
  /** The measured upload speed in kilobits a second, or null when it could not be measured. */
  uploadKbps: number | null;
};

/** Bitrates for a video answer that the measured speed can carry, never above the flow's own ceiling. */
export function bitratesFor(uploadKbps: number | null, ceiling: Required<RecorderBitrates>): Required<RecorderBitrates> {
  if (uploadKbps === null || !Number.isFinite(uploadKbps) || uploadKbps <= 0) return ceiling;
  const usable = uploadKbps * 1000 * USABLE_SHARE;
  const audio = Math.min(
    ceiling.audioBitsPerSecond,
    usable < ceiling.videoBitsPerSecond + ceiling.audioBitsPerSecond ? LEAN_AUDIO_BPS : ceiling.audioBitsPerSecond,
  );
  const video = Math.round(Math.min(ceiling.videoBitsPerSecond, Math.max(MIN_VIDEO_BPS, usable - audio)) / 1000) * 1000;
  return { videoBitsPerSecond: video, audioBitsPerSecond: audio };
}

export function isSlowUpload(uploadKbps: number | null): boolean {
  return uploadKbps !== null && uploadKbps < SLOW_UPLOAD_KBPS;
}

/** The choice before anything is measured (or when measuring failed): video at the flow's ceiling. */
export function defaultChoice(ceiling: Required<RecorderBitrates>): RecordingChoice {
  return { audioOnly: false, bitrates: ceiling, uploadKbps: null };
}
