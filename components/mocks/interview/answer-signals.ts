// What the browser measures while an answer is recorded: speech segments from the offline
// voice-activity detector (its files served from /vad, nothing leaves the site) and, where the
// browser's own speech recognition works, its transcript. Neither is needed for the interview:
// each one that cannot start simply stays silent.
import type { SpeechSegment } from "@/lib/ai/evaluate/types";
import { recognitionLang, type MockLanguage } from "@/lib/language/languages";

type Vad = { start: () => Promise<void>; pause: () => Promise<void>; destroy: () => Promise<void> };

const REDEMPTION_MS = 300;

export type SignalsRecorder = {
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

/** `language`: the mock's; recognition listens for it (hi-IN for Hindi and Hinglish, en-IN for English), never for the browser's locale. */
export async function createSignalsRecorder(stream: MediaStream, language: MockLanguage): Promise<SignalsRecorder> {
  let startedAt = performance.now();
  let late = false;
  let segments: SpeechSegment[] = [];
  let speechStart: number | null = null;
  let vadWorks = false;
  let vad: Vad | null = null;
  const now = () => (performance.now() - startedAt) / 1000;

  try {
    const { MicVAD } = await import("@ricky0123/vad-web");
    vad = await MicVAD.new({
      baseAssetPath: "/vad/",
      onnxWASMBasePath: "/vad/",
      redemptionMs: REDEMPTION_MS,
      startOnLoad: false,
      getStream: async () => new MediaStream(stream.getAudioTracks().map((t) => t.clone())),
      pauseStream: async () => undefined,
      resumeStream: async (s) => s,
      onSpeechStart: () => {
        speechStart = Math.max(0, now() - 0.1);
      },
      onSpeechEnd: () => {
        if (speechStart !== null) segments.push({ start: round(speechStart), end: round(Math.max(speechStart, now() - REDEMPTION_MS / 1000)) });
        speechStart = null;
      },
      onVADMisfire: () => {
        speechStart = null;
      },
    });
    vadWorks = true;
  } catch {
    vad = null; // no WebAssembly, no audio worklet: delivery figures come from the transcript alone
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
    begin(options) {
      startedAt = performance.now();
      late = options?.late ?? false;
      segments = [];
      speechStart = null;
      heard = [];
      listening = true;
      void vad?.start().catch(() => (vadWorks = false));
      startRecognition();
    },
    end() {
      listening = false;
      if (speechStart !== null) segments.push({ start: round(speechStart), end: round(now()) });
      speechStart = null;
      void vad?.pause().catch(() => undefined);
      try {
        recognition?.stop();
      } catch {
        /* already stopped */
      }
      return { segments: vadWorks && !late ? segments : null, transcript: recognitionWorks && heard.length ? heard.join(" ") : null };
    },
    dispose() {
      listening = false;
      void vad?.destroy().catch(() => undefined);
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
