// What the camera and microphone are asked for, and the recorder's bitrates for mocks and recorded interviews.

export const VIDEO_CONSTRAINTS = {
  video: { width: { ideal: 360 }, height: { ideal: 180 } },
  audio: { sampleRate: 44100, echoCancellation: true, noiseSuppression: true },
  chunkMs: 1000,
} as const;
export const MOCK_RECORDER_BITRATES = { videoBitsPerSecond: 300_000, audioBitsPerSecond: 48_000 } as const;
/** A recorded interview's answers on a fast connection (an employer watches them); the device check lowers it to what the connection carries. */
export const INTERVIEW_RECORDER_BITRATES = { videoBitsPerSecond: 800_000, audioBitsPerSecond: 64_000 } as const;
