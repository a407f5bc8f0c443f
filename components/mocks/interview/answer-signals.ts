// What the browser measures while an answer is recorded: speech segments from a voice-activity
// detector and, where the browser's own speech recognition works, its transcript. The detector is
// the offline neural one (its files served from /vad, nothing leaves the site) on a connection that
// brings them while the candidate reads, else a light one that needs no download
// (voice-detector-choice.ts). Neither is needed for the interview: each one that cannot start
// simply stays silent.
import type { SpeechSegment } from "@/lib/ai/evaluate/types";
import { recognitionLang, type MockLanguage } from "@/lib/language/languages";
import { createEnergyDetector, type SpeechEvents } from "./energy-vad";
import { chooseDetector, VAD_ASSETS, type DetectorKind } from "./voice-detector-choice";

type Vad = { start: () => Promise<void> | void; pause: () => Promise<void> | void; destroy: () => Promise<void> | void };

const REDEMPTION_MS = 300;

export type SignalsRecorder = {
  /** Which detector measures the speech (null: none could start). */
  detector: DetectorKind | null;
  /**
   * Starts measuring a new answer (time 0 is now). `late`: the answer started before the detector
   * was ready, so its speech was not measured from the start and no segments are reported for it
   * (a late start must never read as silence).
   */
  begin(options?: { late?: boolean }): void;
  /** Stops measuring and hands back what was measured for this answer. */
  end(): { segments: SpeechSegment[] | null; transcript: string | null };
  dispose(): void;
};

type RecognitionLike = {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: { resultIndex: number; results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
};

/** The neural detector on the microphone: silero-vad in onnxruntime-web, its files from VAD_ASSETS. */
async function neuralDetector(stream: MediaStream, events: SpeechEvents): Promise<Vad> {
  const { MicVAD } = await import("@ricky0123/vad-web");
  return MicVAD.new({
    baseAssetPath: VAD_ASSETS,
    onnxWASMBasePath: VAD_ASSETS,
    redemptionMs: REDEMPTION_MS,
    startOnLoad: false,
    getStream: async () => new MediaStream(stream.getAudioTracks().map((t) => t.clone())),
    pauseStream: async () => undefined,
    resumeStream: async (s) => s,
    // It says so a frame late (about 0.1 s), and ends after the redemption time of silence.
    onSpeechStart: () => events.onSpeechStart(performance.now() - 100),
    onSpeechEnd: () => events.onSpeechEnd(performance.now() - REDEMPTION_MS),
    onVADMisfire: () => events.onMisfire(),
  });
}

/**
 * `language`: the mock's; recognition listens for it (hi-IN for Hindi and Hinglish, en-IN for English), never for the browser's locale.
 * `detector`: which voice detector to use; by default the neural one when the connection brings it in time.
 */
export async function createSignalsRecorder(
  stream: MediaStream,
  language: MockLanguage,
  options: { detector?: () => Promise<DetectorKind> } = {},
): Promise<SignalsRecorder> {
  let startedAt = performance.now();
  let late = false;
  let segments: SpeechSegment[] = [];
  let speechStart: number | null = null;
  let vadWorks = false;
  let vad: Vad | null = null;
  const at = (time: number) => Math.max(0, (time - startedAt) / 1000);
  const now = () => at(performance.now());
  const events: SpeechEvents = {
    onSpeechStart: (time) => {
      speechStart = at(time);
    },
    onSpeechEnd: (time) => {
      if (speechStart !== null) segments.push({ start: round(speechStart), end: round(Math.max(speechStart, at(time))) });
      speechStart = null;
    },
    onMisfire: () => {
      speechStart = null;
    },
  };

  let detector: DetectorKind | null = await (options.detector ?? chooseDetector)().catch(() => "light" as const);
  try {
    vad = detector === "neural" ? await neuralDetector(stream, events) : createEnergyDetector(stream, events, REDEMPTION_MS);
    vadWorks = true;
  } catch {
    // No WebAssembly or audio worklet for the neural detector: the light one, if Web Audio works.
    try {
      vad = detector === "neural" ? createEnergyDetector(stream, events, REDEMPTION_MS) : null;
      detector = vad ? "light" : null;
      vadWorks = vad !== null;
    } catch {
      vad = null; // no Web Audio at all: delivery figures come from the transcript alone
      detector = null;
    }
  }

  let recognition: RecognitionLike | null = null;
  let heard: string[] = [];
  let recognitionWorks = false;
  const Recognition =
    typeof window !== "undefined"
      ? ((window as unknown as { SpeechRecognition?: new () => RecognitionLike; webkitSpeechRecognition?: new () => RecognitionLike }).SpeechRecognition ??
        (window as unknown as { webkitSpeechRecognition?: new () => RecognitionLike }).webkitSpeechRecognition)
      : undefined;
  let recognitionBroken = !Recognition;
  let listening = false;

  function startRecognition() {
    if (recognitionBroken || !Recognition) return;
    try {
      recognition = new Recognition();
      recognition.continuous = true;
      recognition.interimResults = false;
      recognition.lang = recognitionLang(language);
      recognition.onresult = (event) => {
        for (let i = event.resultIndex; i < event.results.length; i++) {
          const result = event.results[i]!;
          if (result.isFinal && result[0].transcript.trim()) {
            heard.push(result[0].transcript.trim());
            recognitionWorks = true;
          }
        }
      };
      // Offline or refused ("network", "not-allowed", "service-not-allowed"): stop trying.
      recognition.onerror = (event) => {
        if (event.error !== "no-speech" && event.error !== "aborted") recognitionBroken = true;
      };
      // Recognition ends by itself after a silence; keep it going for the whole answer.
      recognition.onend = () => {
        if (listening && !recognitionBroken) startRecognition();
      };
      recognition.start();
    } catch {
      recognitionBroken = true;
    }
  }

  return {
    detector,
    begin(options) {
      startedAt = performance.now();
      late = options?.late ?? false;
      segments = [];
      speechStart = null;
      heard = [];
      listening = true;
      void Promise.resolve(vad?.start()).catch(() => (vadWorks = false));
      startRecognition();
    },
    end() {
      listening = false;
      if (speechStart !== null) segments.push({ start: round(speechStart), end: round(now()) });
      speechStart = null;
      void Promise.resolve(vad?.pause()).catch(() => undefined);
      try {
        recognition?.stop();
      } catch {
        /* already stopped */
      }
      return { segments: vadWorks && !late ? segments : null, transcript: recognitionWorks && heard.length ? heard.join(" ") : null };
    },
    dispose() {
      listening = false;
      void Promise.resolve(vad?.destroy()).catch(() => undefined);
      try {
        recognition?.stop();
      } catch {
        /* already stopped */
      }
    },
  };
}

function round(n: number) {
  return Math.round(n * 100) / 100;
}
