// The review PDF as a mentor would read it: brand, name, date, total, one section per question with
// that question's own answer, quotes and figures, page numbers, and no internals. Each page is also
// rendered to PNG (pdf.js on @napi-rs/canvas, no system binary) at 1280 and 390 px to be looked at.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { measureDelivery, typedDelivery } from "@/lib/ai/evaluate/delivery";
import { NO_PROVIDER_REASON, NOTHING_HEARD_REASON } from "@/lib/ai/evaluate/reasons";
import type { MockData } from "@/lib/mocks/get-mock-data";
import { INTERNAL_WORDS } from "./score-label";
import type { EvaluationResult } from "./evaluation-results";
import { buildReviewPdf } from "./review-pdf";

const OUT = path.resolve(import.meta.dirname, "../../../test-results/screens");

/** pdf.js's own copies of the standard 14 fonts, which the PDF names without embedding them. */
const STANDARD_FONTS = `${path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"))}/standard_fonts/`;

/**
 * Opens `pdf` with pdfjs-dist's own worker code. unpdf (which reads the text above) brings a pdf.js
 * of another version and leaves its worker in `globalThis.pdfjsWorker`, where pdf.js looks first;
 * hidden while ours starts, it stays unpdf's for unpdf.
 */
async function openPdf(pdf: Uint8Array) {
  const global = globalThis as { pdfjsWorker?: unknown };
  const theirs = global.pdfjsWorker;
  delete global.pdfjsWorker;
  try {
    return await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl: STANDARD_FONTS, isEvalSupported: false, verbosity: 0 }).promise;
  } finally {
    global.pdfjsWorker = theirs;
  }
}

/** Each page of `pdf` as a PNG `width` pixels wide, in page order. */
async function renderPages(pdf: Uint8Array, width: number): Promise<Buffer[]> {
  const doc = await openPdf(pdf);
  try {
    const pngs: Buffer[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
      const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
      const context = canvas.getContext("2d");
      context.fillStyle = "#ffffff"; // a page is white paper, not a transparent PNG
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
      pngs.push(canvas.toBuffer("image/png"));
    }
    return pngs;
  } finally {
    await doc.destroy();
  }
}

const TYPED =
  "I reconcile every total against the source system before it ships. Each metric has a test query, and a second analyst reviews the SQL. Last quarter this caught a double-counted refund.";

const SPOKEN =
  "At my last job the weekly sales report took a whole day. I wrote SQL queries that built it by itself. As a result it took ten minutes, and the team used the time for analysis.";

function result(qnum: number, over: Partial<EvaluationResult>): EvaluationResult {
  return {
    qnum,
    question: "",
    follow_up_of: null,
    candidate_answer: null,
    answered: true,
    answer_kind: "video",
    transcript_source: null,
    score: null,
    reason: NO_PROVIDER_REASON,
    evidence: [],
    missing: null,
    improvement: null,
    model_answer: null,
    delivery: null,
    length_source: "recording",
    engine: "none",
    video: null,
    audio_only: false,
    late_seconds: null,
    camera: null,
    guide: [
      "The situation and what was at stake, in a sentence or two.",
      'What you did yourself, in "I" sentences.',
      "The result, with a figure if you have one.",
      "How it connects to the role you want.",
    ],
    guide_ticks: [],
    takes: [],
    ...over,
  };
}

const mock: MockData = {
  mock_id: "00000000-0000-4000-8000-000000000001",
  Title: "Data Analyst",
  Description: "",
  Job_Industry: "Information Technology",
  Experience: 3,
  Skills: ["SQL", "Excel"],
  Value: "teamwork",
  Question_Preference: "Medium",
  language: "en",
  Status: "Process Completed",
  follow_ups: false,
  Created_At: Date.UTC(2026, 10, 20) / 1000,
  completed_at: Date.UTC(2026, 10, 21, 9) / 1000,
  engine: null,
  failure_reason: null,
  overall_score: 7.4,
  practice_of: null,
  answer_seconds: 180,
  extra_time_percent: 0,
  practice_run: null,
  overall_summary: "Scored by HireReady's rules from what you said: 1 of 3 answers scored. We heard no speech in one answer.",
  progress: { total: 3, questionsWritten: 3, audioMade: 3 },
  questions: [],
  answered: [1, 2, 3, 4],
  evaluation: { engine: "rule-based", delivery_score: 6.8, failed: false, error: null },
  evaluation_results: [
    result(1, {
      question: "Tell me about a time you used SQL to save your team time.",
      candidate_answer: SPOKEN,
      transcript_source: "browser",
      score: 7.4,
      reason: "From your 38 words: answers the question 3/3, a story with a result 2.5/2.5.",
      evidence: ["I wrote SQL queries that built it by itself.", "As a result it took ten minutes, and the team used the time for analysis."],
      missing: "Not found: enough detail (the answer is short).",
      improvement: "Aim for one to two minutes of speech.",
      engine: "rule-based",
      delivery: measureDelivery({
        transcript: { text: SPOKEN, words: null, source: "browser", engine: "browser" },
        durationSeconds: 48,
        segments: [
          { start: 1.5, end: 20 },
          { start: 23.4, end: 46 },
        ],
        question: "Tell me about a time you used SQL.",
      }),
      camera: {
        samples: 90,
        face_share: 0.97,
        looking_share: 0.81,
        away: [
          { start: 12, end: 15.5 },
          { start: 30, end: 33 },
        ],
      },
      guide_ticks: [1, 3],
    }),
    result(2, {
      question: "How do you check that an Excel model is right?",
      reason: NOTHING_HEARD_REASON,
      delivery: measureDelivery({ transcript: null, durationSeconds: 20, segments: [], question: "How do you check that an Excel model is right?" }),
    }),
    result(3, {
      question: "Why do you want to be a data analyst?",
      audio_only: true,
      delivery: measureDelivery({
        transcript: null,
        durationSeconds: 95,
        segments: [
          { start: 3, end: 40 },
          { start: 41, end: 90 },
        ],
        question: "Why do you want to be a data analyst?",
      }),
    }),
    result(4, {
      question: "How do you make sure a dashboard's numbers are right?",
      answer_kind: "typed",
      candidate_answer: TYPED,
      transcript_source: "typed",
      score: 6.8,
      reason: "From your 33 words: answers the question 3/3.",
      evidence: ["I reconcile every total against the source system before it ships."],
      engine: "rule-based",
      length_source: "browser",
      delivery: typedDelivery(),
    }),
  ],
};

async function pagesOf(pdf: Uint8Array): Promise<string[]> {
  const doc = await getDocumentProxy(new Uint8Array(pdf), { verbosity: 0 });
  const { text } = await extractText(doc, { mergePages: false });
  return (text as string[]).map((t) => t.replace(/\s+/g, " "));
}

describe("the review PDF", () => {
  it("reads as a report: brand, name, date, total, each question with its own answer and figures, page numbers", async () => {
    const pdf = await buildReviewPdf(mock, { candidateName: "Asha Rao" });
    const pages = await pagesOf(pdf);
    const all = pages.join(" ");
    expect(pages[0]).toContain("HireReady");
    expect(pages[0]).toContain("Mock interview report");
    expect(pages[0]).toContain("Asha Rao");
    expect(pages[0]).toContain("21 November 2026");
    expect(pages[0]).toMatch(/TOTAL SCORE 7\.40 ?\/10/);
    expect(all).toContain("Scored by HireReady's rules from what you said");
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
    // The total says what it rests on: two of four answers, one spoken and one typed.
    expect(pages[0]).toContain("from 2 of 4 answers");
    expect(pages[0]).toContain("Scored by HireReady's rules from what you said and wrote");
    expect(pages[0]).toContain("4 of 4 questions answered");
    expect(pages[0]).not.toContain("Most answers had no words we could judge");

    // Each question's section holds that question's own answer and figures, in order.
    const at = (text: string) => all.indexOf(text);
    const label = (n: number) => (n === 3 ? " | Audio answer" : n === 4 ? " | Typed answer" : "");
    const q = [1, 2, 3, 4].map((n) => at(`Question ${n}${label(n)} ${mock.evaluation_results[n - 1]!.question}`));
    expect(q.every((i) => i >= 0)).toBe(true);
    expect(q).toEqual([...q].sort((a, b) => a - b));
    const section = (n: number) => all.slice(q[n - 1], q[n] ?? all.length);
    expect(section(1)).toContain('"I wrote SQL queries that built it by itself."');
    expect(section(1)).toContain("first word after 1.5 s");
    expect(section(1)).toContain("face in view 97% | looking at the camera 81% | looked away 2 times (longest 3.5 s)");
    expect(section(1)).toContain("WHAT A STRONG ANSWER COVERS (YOUR TICKS)");
    expect(section(2)).toContain("We heard no speech in this answer, so it has no speaking score.");
    expect(section(2)).not.toMatch(/score \d/);
    expect(section(3)).toContain("length 95 s (aim for 45-90 s)");
    expect(section(3)).not.toContain("face in view");
    // Question 3 was answered with the microphone alone: a full answer, named so, not marked down on camera.
    expect(section(3)).toContain("Recorded as audio only, so nothing about your face or where you looked was measured, and nothing is marked down for it.");
    expect(section(1)).not.toContain("Audio answer");
    // A typed answer is labelled as typed, keeps its words, and says speaking was not measured, with no figures.
    expect(section(4)).toContain(`TYPED ANSWER ${TYPED}`);
    expect(section(4)).toContain("You typed this answer, so how you spoke was not measured");
    expect(section(4)).toContain("Scored by HireReady's rules from what you wrote");
    expect(section(4)).not.toContain("from what you said");
    expect(section(4)).not.toMatch(/words\/min|speaking score \d|YOUR ANSWER/);
    for (const n of [1, 2, 3]) expect(section(n)).not.toContain("TYPED ANSWER");
    expect(all).not.toMatch(INTERNAL_WORDS);
  });

  it("a total from one answer of four says so beside the number, and prints no speaking measure that was not measured", async () => {
    const few: MockData = {
      ...mock,
      overall_score: 6.8,
      evaluation: { engine: "rule-based", delivery_score: null, failed: false, error: null },
      evaluation_results: mock.evaluation_results.map((r) => (r.qnum === 1 ? { ...r, score: null } : r)),
    };
    const [first] = await pagesOf(await buildReviewPdf(few, { candidateName: "Asha Rao" }));
    expect(first).toMatch(/TOTAL SCORE 6\.80 ?\/10 from 1 of 4 answers/);
    expect(first).toContain("Most answers had no words we could judge - see each answer");
    expect(first).toContain("Scored by HireReady's rules from what you wrote");
    expect(first).not.toContain("not measured");
  });

  it("puts each follow-up right under its main question, numbered as stored and named as its follow-up", async () => {
    const followUp = result(4, {
      question: "You said “I wrote SQL queries that built it by itself”. You described what you did; what was the result, in numbers?",
      follow_up_of: 1,
      candidate_answer: "The report went from a whole day to ten minutes.",
      transcript_source: "browser",
    });
    const pdf = await buildReviewPdf({ ...mock, follow_ups: true, evaluation_results: [...mock.evaluation_results.filter((r) => r.qnum !== 4), followUp] });
    const all = (await pagesOf(pdf)).join(" ");
    const at = (text: string) => all.indexOf(text);
    const order = [at("Question 1 Tell me about"), at("Follow-up to question 1 You said"), at("Question 2 How do you check")];
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(all.slice(order[1], order[2])).toContain("The report went from a whole day to ten minutes.");
  });

  it("renders every page to PNG at 1280 and 390 px wide", async () => {
    const pdf = await buildReviewPdf(mock, { candidateName: "Asha Rao" });
    mkdirSync(OUT, { recursive: true });
    for (const old of readdirSync(OUT).filter((f) => f.startsWith("mock-review-pdf-"))) rmSync(path.join(OUT, old));
    const file = path.join(OUT, "mock-review.pdf");
    writeFileSync(file, pdf);
    const pageCount = (await pagesOf(pdf)).length;
    for (const width of [1280, 390]) {
      const rendered = await renderPages(pdf, width);
      rendered.forEach((png, i) => writeFileSync(path.join(OUT, `mock-review-pdf-${width}-${i + 1}.png`), png));
      const pngs = readdirSync(OUT).filter((f) => f.startsWith(`mock-review-pdf-${width}-`) && f.endsWith(".png"));
      expect(pngs).toHaveLength(pageCount);
      for (const png of pngs) expect(statSync(path.join(OUT, png)).size).toBeGreaterThan(width === 1280 ? 20_000 : 4_000);
    }
  });
});
