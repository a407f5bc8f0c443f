// The attention monitor's numbers (components/interviews/monitor.ts) and the names of what it tallies,
// also read by the partner API's results.

/** The seven expressions face-api reports, in the spec's tally names. */
export const EMOTION_NAMES = ["Angry", "Disgust", "Fear", "Happy", "Neutral", "Sad", "Surprise"] as const;
export const EMOTION_ATTENTION_THRESHOLD = 0.6;
export const EMOTION_REPORT_INTERVAL_MS = 5000;
export const EMOTION_STOP_AFTER_MS = 100_000;
/** How often the browser looks at the camera frame while recording. */
export const MONITOR_SAMPLE_MS = 500;
/** An alarm fires when a condition lasts this long without a break (then once per stretch). */
export const MONITOR_ALARM_WINDOWS_MS = { lowAttention: 10_000, multipleFaces: 2_000, noFace: 5_000 } as const;
