// The light voice detector: speech told from silence by loudness against the room's own noise,
// read from the microphone through Web Audio a few times a second. Nothing to download and next to
// no CPU, so it is what a slow connection gets instead of the neural detector (silero-vad in
// onnxruntime, 16 MB): it cannot tell a voice from other loud sound (a fan switched on, a door),
// so on a noisy line it counts more as speech. docs/performance.md has the trade-off measured.

/** How often the level is read, ms (the analyser's window is about as long). */
export const ENERGY_FRAME_MS = 40;
/** Louder than the noise floor by this much counts as a voice. */
const OVER_FLOOR_DB = 12;
/** Never quieter than this counts as a voice, however quiet the room (a muted microphone is -inf). */
const MIN_SPEECH_DB = -50;
/** Loud for this long before speech starts (a click or a knock is shorter). */
const ONSET_MS = 80;
/** Speech shorter than this is let go, as the neural detector lets go of its misfires. */
const MIN_SPEECH_MS = 250;

export type SpeechEvents = {
  /** Speech began at `at` (performance.now() milliseconds). */
  onSpeechStart: (at: number) => void;
  /** Speech ended at `at`. */
  onSpeechEnd: (at: number) => void;
  /** What started as speech was too short to be any. */
  onMisfire: () => void;
};

export type EnergyGate = {
  /** One reading: the level in dBFS at `at` ms. */
  push: (db: number, at: number) => void;
  /** Forget the speech in progress (the answer ended or paused), keep the noise floor. */
  reset: () => void;
};

/** The noise floor is the quietest tenth of the last few seconds: speech has gaps between words, a hum does not. */
const FLOOR_WINDOW_MS = 5000;
const FLOOR_SHARE = 0.1;

/**
 * The decision alone, fed with levels: speech after ONSET_MS above the floor, ended after
 * `redemptionMs` below it. The floor is the room's quietest tenth over the last five seconds, so
 * a fan switched on becomes the floor within seconds while the gaps between words keep a long
 * answer from becoming it.
 */
export function createEnergyGate(events: SpeechEvents, redemptionMs: number): EnergyGate {
  const recent: number[] = [];
  const size = Math.round(FLOOR_WINDOW_MS / ENERGY_FRAME_MS);
  let loudSince: number | null = null;
  let speaking: { start: number; lastLoud: number } | null = null;

  return {
    push(db, at) {
      const level = Number.isFinite(db) ? db : -100;
      recent.push(level);
      if (recent.length > size) recent.shift();
      const floor = [...recent].sort((a, b) => a - b)[Math.floor((recent.length - 1) * FLOOR_SHARE)]!;
      const loud = level > Math.max(floor + OVER_FLOOR_DB, MIN_SPEECH_DB);
      if (speaking) {
        if (loud) speaking.lastLoud = at;
        else if (at - speaking.lastLoud >= redemptionMs) {
          const { start, lastLoud } = speaking;
          speaking = null;
          loudSince = null;
          if (lastLoud + ENERGY_FRAME_MS - start >= MIN_SPEECH_MS) events.onSpeechEnd(lastLoud + ENERGY_FRAME_MS);
          else events.onMisfire();
        }
        return;
      }
      if (!loud) {
        loudSince = null;
        return;
      }
      loudSince ??= at;
      if (at - loudSince + ENERGY_FRAME_MS >= ONSET_MS) {
        speaking = { start: loudSince, lastLoud: at };
        events.onSpeechStart(loudSince);
      }
    },
    reset() {
      loudSince = null;
      speaking = null;
    },
  };
}

export type LightDetector = { start: () => void; pause: () => void; destroy: () => void };

/** The gate reading `stream`'s microphone. Throws where Web Audio cannot read it (the caller then measures nothing). */
export function createEnergyDetector(stream: MediaStream, events: SpeechEvents, redemptionMs: number): LightDetector {
  const Context = typeof window !== "undefined" ? window.AudioContext : undefined;
  if (!Context || stream.getAudioTracks().length === 0) throw new Error("no Web Audio or no microphone");
  const context = new Context();
  const analyser = context.createAnalyser();
  analyser.fftSize = 2048;
  const source = context.createMediaStreamSource(new MediaStream(stream.getAudioTracks()));
  source.connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  const gate = createEnergyGate(events, redemptionMs);
  let timer: number | null = null;

  const read = () => {
    analyser.getFloatTimeDomainData(samples);
    let sum = 0;
    for (const v of samples) sum += v * v;
    gate.push(10 * Math.log10(sum / samples.length + 1e-12), performance.now());
  };
  return {
    start() {
      void context.resume().catch(() => undefined);
      gate.reset();
      if (timer === null) timer = window.setInterval(read, ENERGY_FRAME_MS);
    },
    pause() {
      if (timer !== null) window.clearInterval(timer);
      timer = null;
      gate.reset();
    },
    destroy() {
      if (timer !== null) window.clearInterval(timer);
      timer = null;
      source.disconnect();
      void context.close().catch(() => undefined);
    },
  };
}
