// Whether a stream's microphone carries sound: the device check's preview counts only when it
// heard something. Listened to through Web Audio while the preview records; where Web Audio is
// missing the answer is "cannot tell", which does not hold the candidate back.

/** Louder than this (RMS of a -1…1 signal) at some moment counts as sound: a quiet voice is ~0.02, a muted microphone 0. */
const SOUND_RMS = 0.005;
const SAMPLE_MS = 100;

export type SoundCheck = { stop: () => boolean | null };

export function listenForSound(stream: MediaStream): SoundCheck {
  try {
    return listen(stream);
  } catch {
    // Web Audio refused (too many contexts, a track it cannot read): it cannot tell.
    return { stop: () => null };
  }
}

function listen(stream: MediaStream): SoundCheck {
  const Context = typeof window !== "undefined" ? window.AudioContext : undefined;
  if (!Context || stream.getAudioTracks().length === 0) return { stop: () => (stream.getAudioTracks().length === 0 ? false : null) };
  const context = new Context();
  const analyser = context.createAnalyser();
  analyser.fftSize = 2048;
  context.createMediaStreamSource(stream).connect(analyser);
  void context.resume().catch(() => undefined);
  const samples = new Float32Array(analyser.fftSize);
  let loudest = 0;
  const timer = window.setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    let sum = 0;
    for (const v of samples) sum += v * v;
    loudest = Math.max(loudest, Math.sqrt(sum / samples.length));
  }, SAMPLE_MS);
  return {
    stop: () => {
      window.clearInterval(timer);
      const running = context.state === "running";
      void context.close().catch(() => undefined);
      // A context the browser never let run heard nothing: it cannot tell.
      return running || loudest > 0 ? loudest > SOUND_RMS : null;
    },
  };
}
