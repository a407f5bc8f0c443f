// A Hindi mock's review PDF: Devanagari is drawn with an embedded Devanagari font (Noto Sans
// Devanagari, subset), never turned into "?", beside the Latin text; an English report carries no
// such font. The drawn page was looked at as an image (see docs/ai-judge.md, Hindi and Hinglish).
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import { PDFDocument, PDFName, PDFDict } from "pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { typedDelivery } from "@/lib/ai/evaluate/delivery";
import type { MockData } from "@/lib/mocks/get-mock-data";
import type { EvaluationResult } from "./evaluation-results";
import { buildReviewPdf } from "./review-pdf";

const ANSWER = "पिछले साल हमारी ऑर्डर सर्च धीमी हो गई थी। मैंने EXPLAIN ANALYZE चलाया और एक्सप्रेशन इंडेक्स जोड़ा। नतीजा यह हुआ कि सर्च ९० मिलीसेकंड में आने लगी।";

const result = (over: Partial<EvaluationResult>): EvaluationResult =>
  ({
    qnum: 1,
    question: "Tell me about a problem you solved with PostgreSQL.",
    follow_up_of: null,
    candidate_answer: ANSWER,
    answered: true,
    answer_kind: "typed",
    transcript_source: "typed",
    score: 8.2,
    reason: "From your 30 words: answers the question 3/3.5.",
    evidence: ["मैंने EXPLAIN ANALYZE चलाया और एक्सप्रेशन इंडेक्स जोड़ा।"],
    missing: null,
    improvement: null,
    model_answer: null,
    engine: "rule-based",
    delivery: typedDelivery(),
    video: null,
    audio_only: false,
    late_seconds: null,
    camera: null,
    guide: ["The situation and what was at stake, in a sentence or two."],
    guide_ticks: [],
    takes: [],
    length_source: "browser",
    ...over,
  }) as EvaluationResult;

const mock = (language: MockData["language"], results: EvaluationResult[]): MockData => ({
  mock_id: "00000000-0000-4000-8000-000000000002",
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
  overall_summary: "Scored by HireReady's rules from what you said.",
  progress: { total: 1, questionsWritten: 1, audioMade: 1 },
  questions: [],
  answered: [1],
  evaluation: { engine: "rule-based", delivery_score: null, failed: false, error: null },
  evaluation_results: results,
});

async function fontNames(pdf: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  const names = new Set<string>();
  for (const page of doc.getPages()) {
    const fonts = page.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
    for (const [, ref] of fonts?.entries() ?? []) names.add(String(doc.context.lookup(ref, PDFDict).get(PDFName.of("BaseFont"))));
  }
  return [...names];
}

const OUT = path.resolve(import.meta.dirname, "../../../test-results/screens");
const STANDARD_FONTS = `${path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"))}/standard_fonts/`;

/** The first page as a PNG `width` pixels wide (pdf.js on @napi-rs/canvas; unpdf's worker set aside while ours opens it). */
async function firstPagePng(pdf: Uint8Array, width: number): Promise<Buffer> {
  const global = globalThis as { pdfjsWorker?: unknown };
  const theirs = global.pdfjsWorker;
  delete global.pdfjsWorker;
  const doc = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl: STANDARD_FONTS, isEvalSupported: false, verbosity: 0 }).promise.finally(
    () => (global.pdfjsWorker = theirs),
  );
  try {
    const page = await doc.getPage(1);
    const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
    const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
    const context = canvas.getContext("2d");
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
    return canvas.toBuffer("image/png");
  } finally {
    await doc.destroy();
  }
}

async function text(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf), { verbosity: 0 }), { mergePages: true });
  return (text as string).normalize("NFC");
}

describe("the review PDF of a Hindi mock", () => {
  it("draws the Devanagari answer and quote with an embedded Devanagari font, not as question marks", async () => {
    const pdf = await buildReviewPdf(mock("hi", [result({})]), { candidateName: "आशा राव" });
    expect((await fontNames(pdf)).some((name) => /NotoSansDevanagari/.test(name))).toBe(true);
    // Extracted text comes in the order glyphs are drawn (a pre-base ि before its consonant): words
    // without one read back as written; the shaping itself was checked on the page image.
    const all = await text(pdf);
    expect(all).toContain("मैंने EXPLAIN ANALYZE चलाया और");
    expect(all).toContain("HireReady mock interview report - आशा राव");
    expect(all).toContain("4 years of experience | In Hindi");
    expect(all).toContain("Tell me about a problem you solved with PostgreSQL.");
    expect(all).not.toMatch(/\?{2,}/);
  });

  it("draws the judge's Hindi words, a danda after Latin letters or figures included", async () => {
    const hindi = result({
      question: "कोई ऐसी प्रॉब्लम बताइए जो आपने PostgreSQL से सॉल्व की।",
      reason: "आपके 30 शब्दों से: सवाल का जवाब 3.5/3.5, ठोस बातें 1/1.5, काफ़ी डिटेल 0/1। जवाब उसी बारे में है जो पूछा गया: आपने “index”, “EXPLAIN” के बारे में लिखा।",
      missing: "नहीं मिला: काफ़ी डिटेल (जवाब छोटा है)।",
      improvement: "150 से 300 शब्द रखिए: एक उदाहरण, पूरा बताया हुआ।",
      model_answer: "“कोई ऐसी प्रॉब्लम बताइए जो आपने PostgreSQL से सॉल्व की।” के एक मज़बूत जवाब की रूपरेखा:\n1. सिचुएशन: एक-दो वाक्यों में कि आप कहाँ थे।",
    });
    const all = await text(await buildReviewPdf(mock("hi", [hindi]), { candidateName: "आशा राव" }));
    expect(all).toContain("EXPLAIN");
    expect(all).toContain("0/1");
    expect(all).not.toMatch(/\?{2,}/);
  });

  it("carries no Devanagari font when nothing in the report is Devanagari", async () => {
    const english = result({
      candidate_answer: "I added an expression index and the search came back in 90 milliseconds.",
      evidence: ["I added an expression index."],
    });
    const pdf = await buildReviewPdf(mock("en", [english]), { candidateName: "Asha Rao" });
    expect((await fontNames(pdf)).some((name) => /Devanagari/.test(name))).toBe(false);
  });

  it("speaks Hindi in its own words to a candidate whose account is in Hindi, and keeps the judge's words as written", async () => {
    const english = result({
      candidate_answer: "I added an expression index and the search came back in 90 milliseconds.",
      evidence: ["I added an expression index."],
      reason: "From your 14 words: answers the question 3/3.5.",
      answer_kind: "video",
      transcript_source: "browser",
      delivery: { ...typedDelivery(), typed: false, score: 7.5, durationSeconds: 62, speakingShare: 0.8, startDelaySeconds: 2, longestPauseSeconds: 3 },
      camera: { samples: 40, face_share: 0.9, looking_share: 0.7, away: [{ start: 10, end: 14 }] },
      guide_ticks: [1],
    });
    const pdf = await buildReviewPdf(mock("en", [english]), { candidateName: "Asha Rao", locale: "hi", date: new Date(Date.UTC(2026, 10, 28, 9)) });
    expect((await fontNames(pdf)).some((name) => /NotoSansDevanagari/.test(name))).toBe(true);
    const all = await text(pdf);
    // Words without a pre-base vowel sign or a half letter read back as written (see the first test).
    for (const words of ["आपका जवाब", "मूल्यांकन", "आप कैसे बोले", "28 नवंबर 2026", "पेज 1 / 1", "कैमरे की ओर देखा 70%", "सबसे लंबा ठहराव 3 सेकंड"])
      expect(all).toContain(words);
    // The judge's words and the candidate's stay as written.
    expect(all).toContain("From your 14 words: answers the question 3/3.5.");
    expect(all).toContain("I added an expression index");
    expect(all).not.toMatch(/TOTAL SCORE|Your answer|years of experience|Page 1 of/);
    expect(all).not.toMatch(/\?{2,}/);
    mkdirSync(OUT, { recursive: true });
    writeFileSync(path.join(OUT, "mock-review-hindi.pdf"), pdf);
    for (const width of [1280, 390]) writeFileSync(path.join(OUT, `mock-review-hindi-pdf-${width}.png`), await firstPagePng(pdf, width));
  });
});
