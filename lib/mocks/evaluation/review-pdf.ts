// The whole review as a PDF (pdf-lib, standard fonts): scores, summary, and for every question the
// answer, the evaluation with its quoted evidence, what was missing, how to improve, and delivery.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { MockData } from "@/lib/mocks/get-mock-data";
import { scoreSourceLabel } from "./score-label";

const MARGIN = 50;
const WIDTH = 595.28;
const HEIGHT = 841.89;

/** Standard PDF fonts speak WinAnsi; anything else becomes its nearest plain form or "?". */
export function winAnsi(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, "-")
    .replace(/…/g, "...")
    .replace(/[^\x20-\x7e\xa0-\xff\n]/g, "?");
}

class Writer {
  page: PDFPage;
  y = HEIGHT - MARGIN;
  constructor(private doc: PDFDocument, private fonts: { regular: PDFFont; bold: PDFFont }) {
    this.page = doc.addPage([WIDTH, HEIGHT]);
  }
  private ensure(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage([WIDTH, HEIGHT]);
      this.y = HEIGHT - MARGIN;
    }
  }
  text(raw: string, options: { size?: number; bold?: boolean; color?: [number, number, number]; gap?: number } = {}) {
    const size = options.size ?? 10;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const maxWidth = WIDTH - 2 * MARGIN;
    for (const paragraph of winAnsi(raw).split("\n")) {
      let line = "";
      for (const word of paragraph.split(/\s+/)) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) > maxWidth && line) {
          this.line(line, font, size, options.color);
          line = word;
        } else line = candidate;
      }
      this.line(line, font, size, options.color);
    }
    this.y -= options.gap ?? 4;
  }
  private line(text: string, font: PDFFont, size: number, color: [number, number, number] = [0.1, 0.1, 0.12]) {
    this.ensure(size * 1.4);
    this.page.drawText(text, { x: MARGIN, y: this.y - size, size, font, color: rgb(...color) });
    this.y -= size * 1.4;
  }
}

export async function buildReviewPdf(mock: MockData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Mock interview feedback: ${mock.Title}`);
  doc.setCreator("HireReady");
  const w = new Writer(doc, { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) });
  w.text(`Mock interview feedback: ${mock.Title}`, { size: 18, bold: true, gap: 6 });
  w.text(`${mock.Skills.join(", ")} | ${mock.Question_Preference} | ${mock.Experience} years`, { color: [0.35, 0.35, 0.4] });
  w.text(`Total score: ${mock.overall_score !== null ? `${mock.overall_score.toFixed(2)}/10` : "not scored"}${mock.evaluation?.delivery_score != null ? `    Delivery: ${mock.evaluation.delivery_score.toFixed(2)}/10` : ""}`, { size: 13, bold: true });
  w.text(scoreSourceLabel(mock.evaluation?.engine), { color: [0.35, 0.35, 0.4], gap: 10 });
  w.text("Evaluation summary", { size: 12, bold: true });
  w.text(mock.overall_summary || "No reason provided", { gap: 12 });
  mock.evaluation_results.forEach((r) => {
    w.text(`Q${r.qnum}. ${r.question || "No question provided"}`, { size: 12, bold: true });
    w.text(`Score: ${r.score !== null ? `${r.score}/10` : "not scored"}`, { bold: true });
    w.text(`Answer: ${r.candidate_answer || (r.answered ? "recorded, not transcribed" : "No answer provided")}`);
    w.text(`Evaluation: ${r.reason || "No reason provided"}`);
    if (r.evidence.length) w.text(`Your words: ${r.evidence.map((q) => `"${q}"`).join("  ")}`);
    if (r.missing) w.text(`Missing: ${r.missing}`);
    if (r.improvement) w.text(`Improve: ${r.improvement}`);
    if (r.model_answer) w.text(`${r.engine === "rule-based" ? "Outline" : "Model answer"}: ${r.model_answer}`);
    const d = r.delivery;
    if (d) {
      const figures = [
        d.wordsPerMinute !== null ? `${d.wordsPerMinute} words/min` : null,
        d.fillersPerMinute !== null ? `${d.fillersPerMinute} fillers/min` : null,
        d.longestPauseSeconds !== null ? `longest pause ${d.longestPauseSeconds} s` : null,
        d.speakingShare !== null ? `speaking ${Math.round(d.speakingShare * 100)}% of the time` : null,
      ].filter(Boolean);
      w.text(`Delivery${d.score !== null ? ` ${d.score}/10` : ""}: ${figures.join(", ") || "not measured"}`);
    }
    w.text("", { gap: 8 });
  });
  return doc.save();
}
