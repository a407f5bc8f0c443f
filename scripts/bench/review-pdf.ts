// `npm run bench -- review-pdf`: how long the review's PDF takes to build for a six-answer mock in
// English and in Hindi (Devanagari shaped with the embedded Noto Sans Devanagari, subset per file).
// Figures, not pass/fail: the first build of each (fonts read and parsed) and p50/p95 of
// BENCH_PDF_RUNS (20) more. In process, no database. Environment: BENCH_PDF_RUNS.
import { performance } from "node:perf_hooks";
import { typedDelivery } from "../../lib/ai/evaluate/delivery";
import type { EvaluationResult } from "../../lib/mocks/evaluation/evaluation-results";
import { buildReviewPdf } from "../../lib/mocks/evaluation/review-pdf";
import type { MockData } from "../../lib/mocks/get-mock-data";
import { percentile, type BenchSection } from "./support";

const RUNS = Math.max(1, Number(process.env.BENCH_PDF_RUNS ?? 20));

/** One answer in each language, about the same length: a story with its own part, a result and a figure. */
const ANSWERS = {
  en: {
    question: "Tell me about a problem you solved with PostgreSQL.",
    answer:
      "Last year our order search slowed down to four seconds. I ran EXPLAIN ANALYZE, found a sequential scan on a lower-cased column, and added an expression index. Searches came back in ninety milliseconds, and I added a check to our release list so it would not slip again.",
    evidence: "I ran EXPLAIN ANALYZE, found a sequential scan on a lower-cased column, and added an expression index.",
    reason: "From your 48 words: answers the question 3/3.5, your own part and a result with a figure.",
    guide: [
      "The problem and why it mattered.",
      "What you tried first with PostgreSQL, and why.",
      "What told you to change course, and what you did instead.",
      "The result, with a figure if you have one, and what you would do the same way again.",
    ],
  },
  hi: {
    question: "कोई ऐसी problem बताइए जो आपने PostgreSQL से सुलझाई हो।",
    answer:
      "पिछले साल हमारी ऑर्डर सर्च चार सेकंड तक धीमी हो गई थी। मैंने EXPLAIN ANALYZE चलाया, देखा कि एक कॉलम पर पूरा स्कैन हो रहा था, और एक्सप्रेशन इंडेक्स जोड़ा। नतीजा यह हुआ कि सर्च नब्बे मिलीसेकंड में आने लगी, और मैंने release की सूची में एक जाँच जोड़ दी ताकि यह फिर न हो।",
    evidence: "मैंने EXPLAIN ANALYZE चलाया, देखा कि एक कॉलम पर पूरा स्कैन हो रहा था, और एक्सप्रेशन इंडेक्स जोड़ा।",
    reason: "आपके 52 शब्दों से: सवाल का जवाब 3/3.5, आपका अपना हिस्सा और आंकड़े के साथ नतीजा।",
    guide: [
      "Problem क्या थी और वो ज़रूरी क्यों थी।",
      "आपने PostgreSQL से पहले क्या आज़माया, और क्यों।",
      "किस बात से पता चला कि रास्ता बदलना है, और फिर आपने क्या किया।",
      "नतीजा, हो सके तो किसी आंकड़े के साथ, और आप क्या फिर से वैसे ही करेंगे।",
    ],
  },
} as const;

function mockIn(language: "en" | "hi"): MockData {
  const a = ANSWERS[language];
  const results = Array.from(
    { length: 6 },
    (_, i): EvaluationResult =>
      ({
        qnum: i + 1,
        question: a.question,
        follow_up_of: null,
        candidate_answer: a.answer,
        answered: true,
        answer_kind: "typed",
        transcript_source: "typed",
        score: 8.2,
        reason: a.reason,
        evidence: [a.evidence],
        missing: null,
        improvement: null,
        model_answer: null,
        engine: "rule-based",
        delivery: typedDelivery(),
        video: null,
        audio_only: false,
        late_seconds: null,
        camera: null,
        guide: [...a.guide],
        guide_ticks: [1, 3],
        takes: [],
        length_source: "browser",
      }) as EvaluationResult,
  );
  return {
    mock_id: "00000000-0000-4000-8000-000000000009",
    Title: "Backend Developer",
    Description: "",
    Job_Industry: "Information Technology",
    Experience: 4,
    Skills: ["PostgreSQL"],
    Value: "teamwork",
    Question_Preference: "Medium",
    language,
    Status: "Process Completed",
    follow_ups: false,
    Created_At: Date.UTC(2026, 10, 28) / 1000,
    completed_at: Date.UTC(2026, 10, 28, 9) / 1000,
    engine: null,
    failure_reason: null,
    overall_score: 8.2,
    practice_of: null,
    answer_seconds: 180,
    extra_time_percent: 0,
    practice_run: null,
    overall_summary: a.reason,
    progress: { total: 6, questionsWritten: 6, audioMade: 6 },
    questions: [],
    answered: [1, 2, 3, 4, 5, 6],
    evaluation: { engine: "rule-based", delivery_score: null, failed: false, error: null },
    evaluation_results: results,
  } as MockData;
}

async function timed(fn: () => Promise<Uint8Array>): Promise<{ ms: number; bytes: number }> {
  const start = performance.now();
  const pdf = await fn();
  return { ms: performance.now() - start, bytes: pdf.length };
}

export const reviewPdfSection: BenchSection = {
  name: "review-pdf",
  standalone: true,
  async run() {
    for (const language of ["en", "hi"] as const) {
      const mock = mockIn(language);
      const name = language === "en" ? "English" : "Hindi (Devanagari)";
      const first = await timed(() => buildReviewPdf(mock, { candidateName: language === "en" ? "Asha Rao" : "आशा राव" }));
      const runs: number[] = [];
      let bytes = first.bytes;
      for (let i = 0; i < RUNS; i++) {
        const run = await timed(() => buildReviewPdf(mock, { candidateName: language === "en" ? "Asha Rao" : "आशा राव" }));
        runs.push(run.ms);
        bytes = run.bytes;
      }
      runs.sort((x, y) => x - y);
      console.log(
        `review PDF, 6 answers, ${name}`.padEnd(44) +
          ` first ${first.ms.toFixed(0).padStart(5)} ms   p50 ${percentile(runs, 50).toFixed(0).padStart(5)} ms   p95 ${percentile(runs, 95).toFixed(0).padStart(5)} ms   ${(bytes / 1024).toFixed(0)} KB`,
      );
    }
  },
};
