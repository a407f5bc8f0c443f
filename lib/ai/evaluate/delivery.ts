// Delivery: how an answer sounded, from the browser's voice-activity segments and, when the words
// were heard, the transcript. Only what was measured is reported; the rest stays null.
import { MOCK_ANSWER_TARGET_SECONDS, MOCK_SILENCE_SPEECH_SECONDS } from "@/lib/ai/review-rules";
import type { MockLanguage } from "@/lib/language/languages";
import { FILLER_RULES, HEDGE_RULES, HINDI_FILLER_RULES, HINDI_HEDGE_RULES } from "./lexicon";
import { countPhrases, total, words as wordsOf } from "./text";
import type { AnswerTranscript, DeliveryMetrics, SpeechSegment } from "./types";

/** A gap shorter than this is breathing, not a pause. */
export const MIN_PAUSE_SECONDS = 0.75;
/** A comfortable interview pace, words per minute. */
export const PACE_RANGE = { min: 110, max: 170 } as const;

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

function cleanSegments(segments: SpeechSegment[], duration: number | null): SpeechSegment[] {
  const limit = duration ?? Infinity;
  const sorted = segments
    .filter((s) => Number.isFinite(s.start) && Number.isFinite(s.end) && s.end > s.start && s.start < limit)
    .map((s) => ({ start: Math.max(0, s.start), end: Math.min(limit, s.end) }))
    .sort((a, b) => a.start - b.start);
  const merged: SpeechSegment[] = [];
  for (const s of sorted) {
    const last = merged[merged.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else merged.push({ ...s });
  }
  return merged;
}

/** Speech segments from word timings, when the speech-to-text gave them and the browser did not. */
function segmentsFromWords(wordList: NonNullable<AnswerTranscript["words"]>): SpeechSegment[] {
  const segments: SpeechSegment[] = [];
  for (const w of wordList) {
    const last = segments[segments.length - 1];
    if (last && w.start - last.end < MIN_PAUSE_SECONDS) last.end = Math.max(last.end, w.end);
    else segments.push({ start: w.start, end: w.end });
  }
  return segments;
}

/** Questions that ask for a story get a longer target than the others. */
const STORY_QUESTION =
  /\b(tell me about a (time|moment|situation|project|target|teammate|piece)|describe a (time|moment|situation|decision|project|piece|process)|have you ever|walk me through)\b/i;

/** A follow-up asks for one thing, in half the time. */
const FOLLOW_UP_TARGET = { min: 20, max: 60 } as const;

export function answerTarget(question: string, followUp = false): { min: number; max: number } {
  if (followUp) return FOLLOW_UP_TARGET;
  return STORY_QUESTION.test(question) ? MOCK_ANSWER_TARGET_SECONDS.story : MOCK_ANSWER_TARGET_SECONDS.other;
}

function deliveryScore(m: Omit<DeliveryMetrics, "score" | "segments">): number | null {
  if (m.silent) return null;
  const parts: { weight: number; value: number }[] = [];
  if (m.wordsPerMinute !== null && m.wordCount) {
    const wpm = m.wordsPerMinute;
    const off = wpm < PACE_RANGE.min ? (PACE_RANGE.min - wpm) / 60 : wpm > PACE_RANGE.max ? (wpm - PACE_RANGE.max) / 60 : 0;
    parts.push({ weight: 3, value: Math.max(0, 1 - off) });
  }
  if (m.fillersPerMinute !== null && m.wordCount) parts.push({ weight: 3, value: Math.max(0, 1 - m.fillersPerMinute / 10) });
  if (m.speakingShare !== null) parts.push({ weight: 2, value: Math.min(1, m.speakingShare / 0.6) });
  if (m.longestPauseSeconds !== null) parts.push({ weight: 2, value: Math.max(0, Math.min(1, 1 - (m.longestPauseSeconds - 3) / 7)) });
  if (parts.length === 0) return null;
  const target = m.targetSeconds;
  if (target && m.durationSeconds !== null) {
    const d = m.durationSeconds;
    const off = d < target.min ? (target.min - d) / target.min : d > target.max ? (d - target.max) / target.max : 0;
    parts.push({ weight: 1, value: Math.max(0, 1 - off) });
  }
  const weight = parts.reduce((n, p) => n + p.weight, 0);
  return round((10 * parts.reduce((n, p) => n + p.weight * p.value, 0)) / weight);
}

export function measureDelivery(options: {
  transcript: AnswerTranscript | null;
  segments: SpeechSegment[] | null;
  durationSeconds: number | null;
  /** The question, for the length the answer is held against. */
  question?: string;
  /** Set for a follow-up's answer (the main question it follows up): held against a shorter length. */
  followUpOf?: string | null;
  /** The mock's language: Hindi and Hinglish fillers and hedges are counted too. */
  language?: MockLanguage;
}): DeliveryMetrics {
  const duration = options.durationSeconds && options.durationSeconds > 0 ? options.durationSeconds : null;
  const fromWords = !options.segments && options.transcript?.words?.length ? segmentsFromWords(options.transcript.words) : null;
  const raw = options.segments ?? fromWords;
  const segments = raw ? cleanSegments(raw, duration) : null;

  let speakingSeconds: number | null = null;
  let longestPauseSeconds: number | null = null;
  let pauseCount: number | null = null;
  let startDelaySeconds: number | null = null;
  if (segments) {
    speakingSeconds = round(segments.reduce((n, s) => n + (s.end - s.start), 0));
    const gaps = segments.slice(1).map((s, i) => s.start - segments[i]!.end);
    const pauses = gaps.filter((g) => g >= MIN_PAUSE_SECONDS);
    pauseCount = pauses.length;
    longestPauseSeconds = round(Math.max(0, ...pauses));
    startDelaySeconds = segments.length ? round(segments[0]!.start) : duration !== null ? round(duration) : null;
  }
  const speakingShare = speakingSeconds !== null && duration ? round(Math.min(1, speakingSeconds / duration), 2) : null;

  const text = options.transcript?.text ?? null;
  const list = text !== null ? wordsOf(text) : null;
  const hindi = options.language === "hi" || options.language === "hinglish";
  const fillers = list ? countPhrases(list, hindi ? HINDI_FILLER_RULES : FILLER_RULES) : [];
  const hedges = list ? countPhrases(list, hindi ? HINDI_HEDGE_RULES : HEDGE_RULES) : [];
  // Pace over the time actually spent speaking when that was measured, else the whole answer.
  const paceSeconds = speakingSeconds && speakingSeconds > 0 ? speakingSeconds : duration;
  const minutes = duration ? duration / 60 : null;
  const wordCount = list ? list.length : null;
  // Silence is measured, not assumed: the voice detector ran and heard (next to) nothing, and no words were heard.
  const silent = segments !== null && (speakingSeconds ?? 0) < MOCK_SILENCE_SPEECH_SECONDS && !wordCount;
  const metrics = {
    durationSeconds: duration !== null ? round(duration) : null,
    speakingSeconds,
    speakingShare,
    longestPauseSeconds,
    pauseCount,
    startDelaySeconds,
    wordCount,
    wordsPerMinute: list && paceSeconds ? Math.round(list.length / (paceSeconds / 60)) : null,
    fillerCount: list ? total(fillers) : null,
    fillersPerMinute: list && minutes ? round(total(fillers) / minutes) : null,
    fillers,
    hedgeCount: list ? total(hedges) : null,
    hedges,
    silent,
    targetSeconds: options.question ? answerTarget(options.question, !!options.followUpOf) : null,
  };
  return { ...metrics, score: deliveryScore(metrics), segments: segments ?? [] };
}

/** A typed answer's delivery: nothing about speaking (pace, fillers, pauses) was measured, so nothing is scored. */
export function typedDelivery(): DeliveryMetrics {
  return {
    durationSeconds: null,
    speakingSeconds: null,
    speakingShare: null,
    longestPauseSeconds: null,
    pauseCount: null,
    startDelaySeconds: null,
    wordCount: null,
    wordsPerMinute: null,
    fillerCount: null,
    fillersPerMinute: null,
    fillers: [],
    hedgeCount: null,
    hedges: [],
    score: null,
    silent: false,
    targetSeconds: null,
    typed: true,
    segments: [],
  };
}
