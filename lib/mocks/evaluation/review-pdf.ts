// The review as a report a candidate can show a mentor (pdf-lib, standard fonts): the brand, the
// candidate's name and the date, the total score and what gave it, the summary, then a section per
// question (question, score, answer, evidence quotes, what was missing, how to improve, speaking
// and camera figures, the guide with the candidate's ticks), and page numbers on every page.
// fontkit's Devanagari shaper is written with generators compiled for regenerator: its runtime first.
import "regenerator-runtime/runtime.js";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import { hasDevanagari, scriptRuns } from "@/lib/language/devanagari";
import { brand } from "@/lib/brand";
import { AppError } from "@/lib/errors/app-error";
import { FEEDBACK_NOT_READY } from "@/lib/mocks/answers/schema";
import { getMockData, type MockData } from "@/lib/mocks/get-mock-data";
import type { EvaluationResult } from "./evaluation-results";
import { inAskingOrder } from "@/lib/mocks/follow-ups/follow-up-rules";
import { scoreHeadline, scoreSourceLabel } from "./score-label";
import { formatLongDay, fullName } from "@/lib/format";
import { messagesFor, type Messages } from "@/lib/i18n/catalogs";
import { fill } from "@/lib/i18n/fill";
import { FORMAT_TAGS, type Locale } from "@/lib/i18n/locales";

const MARGIN = 50;
const WIDTH = 595.28;
const HEIGHT = 841.89;
const FOOTER = 34;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;

function hex(colour: string): RGB {
  const n = Number.parseInt(colour.replace("#", ""), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}
const BRAND = hex(brand.colour);
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.43);
const RULE = rgb(0.87, 0.87, 0.9);
const SOFT = rgb(0.96, 0.96, 0.97);
const QUOTE = rgb(1, 0.97, 0.88);
const WARN = rgb(1, 0.93, 0.8);

/** Standard PDF fonts speak WinAnsi; anything else becomes its nearest plain form or "?". */
export function winAnsi(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, "-")
    .replace(/…/g, "...")
    .replace(/×/g, "x")
    .replace(/[^\x20-\x7e\xa0-\xff\n]/g, "?");
}

type Fonts = {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  /** Noto Sans Devanagari, embedded only when the report has Devanagari in it. */ devanagari?: { regular: PDFFont; bold: PDFFont };
};

/**
 * Laying out Devanagari is slow in fontkit (a tenth of a second a word), so lines are wrapped by the
 * sum of the letters' own widths, which conjuncts only ever narrow: a line may break a little early,
 * never run over. Drawn text is laid out (shaped) as it is drawn.
 */
const unshaped = new WeakMap<PDFFont, { widthOf: (text: string) => number }>();
type FontName = Exclude<keyof Fonts, "devanagari">;

/** fontsource's Noto Sans Devanagari (OFL), its Devanagari subset, as the package ships it. */
const DEVANAGARI_FONT = (weight: 400 | 700) =>
  path.join(process.cwd(), "node_modules/@fontsource/noto-sans-devanagari/files", `noto-sans-devanagari-devanagari-${weight}-normal.woff`);

async function embedDevanagari(doc: PDFDocument): Promise<NonNullable<Fonts["devanagari"]>> {
  doc.registerFontkit(fontkit);
  // Subset: embedded whole, the WOFF reaches the PDF as it is and readers draw nothing.
  const [regular, bold] = await Promise.all(
    ([400, 700] as const).map(async (weight) => {
      const bytes = await readFile(DEVANAGARI_FONT(weight));
      const font = await doc.embedFont(bytes, { subset: true });
      const own = fontkit.create(bytes) as unknown as { unitsPerEm: number; glyphsForString(text: string): { advanceWidth: number }[] };
      unshaped.set(font, { widthOf: (text) => own.glyphsForString(text).reduce((n, g) => n + g.advanceWidth, 0) / own.unitsPerEm });
      return font;
    }),
  );
  return { regular: regular!, bold: bold! };
}

/** A line's runs, each with the font that has its letters: Devanagari in Noto Sans Devanagari, the rest in Helvetica (WinAnsi). */
function runsOf(line: string, fonts: Fonts, name: FontName): { text: string; font: PDFFont }[] {
  if (!fonts.devanagari || !hasDevanagari(line)) return [{ text: line, font: fonts[name] }];
  const devanagari = name === "bold" ? fonts.devanagari.bold : fonts.devanagari.regular;
  return scriptRuns(line).map((run) => (run.devanagari ? { text: run.text, font: devanagari } : { text: winAnsi(run.text), font: fonts[name] }));
}

/** Shaping Devanagari is slow (fontkit lays out every width asked for): each run's width is measured once. */
const measured = new WeakMap<PDFFont, Map<string, number>>();
function runWidth(font: PDFFont, text: string, size: number, shaped = false): number {
  const quick = shaped ? undefined : unshaped.get(font);
  if (quick) return quick.widthOf(text) * size;
  let widths = measured.get(font);
  if (!widths) measured.set(font, (widths = new Map()));
  let width = widths.get(text);
  if (width === undefined) widths.set(text, (width = font.widthOfTextAtSize(text, 1)));
  return width * size;
}

function widthOf(line: string, fonts: Fonts, name: FontName, size: number): number {
  return runsOf(line, fonts, name).reduce((n, run) => n + runWidth(run.font, run.text, size), 0);
}

function drawLine(page: PDFPage, line: string, fonts: Fonts, name: FontName, options: { x: number; y: number; size: number; color: RGB }) {
  let x = options.x;
  const runs = runsOf(line, fonts, name);
  runs.forEach((run, i) => {
    page.drawText(run.text, { x, y: options.y, size: options.size, font: run.font, color: options.color });
    // The next run starts where this one's shaped letters end.
    if (i < runs.length - 1) x += runWidth(run.font, run.text, options.size, true);
  });
}
type TextOptions = { size?: number; font?: FontName; color?: RGB; gap?: number; indent?: number; width?: number };

class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    private doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage();
  }
  newPage() {
    this.page = this.doc.addPage([WIDTH, HEIGHT]);
    this.y = HEIGHT - MARGIN;
  }
  ensure(height: number) {
    if (this.y - height < MARGIN + FOOTER) this.newPage();
  }
  lines(raw: string, options: TextOptions = {}): string[] {
    const size = options.size ?? 10;
    const name = options.font ?? "regular";
    const maxWidth = (options.width ?? TEXT_WIDTH) - (options.indent ?? 0);
    const out: string[] = [];
    // With a Devanagari font, Devanagari stays as it is (each run is made WinAnsi as it is drawn).
    const space = widthOf(" ", this.fonts, name, size);
    for (const paragraph of (this.fonts.devanagari ? raw : winAnsi(raw)).split("\n")) {
      // A line's width is its words' and spaces' (no script's shaping reaches across a space), added up as it grows.
      let line = "";
      let width = 0;
      for (const word of paragraph.split(/\s+/)) {
        const wordWidth = widthOf(word, this.fonts, name, size);
        if (line && width + space + wordWidth > maxWidth) {
          out.push(line);
          line = word;
          width = wordWidth;
        } else {
          width = line ? width + space + wordWidth : wordWidth;
          line = line ? `${line} ${word}` : word;
        }
      }
      out.push(line);
    }
    return out;
  }
  text(raw: string, options: TextOptions = {}) {
    const size = options.size ?? 10;
    for (const line of this.lines(raw, options)) {
      this.ensure(size * 1.45);
      drawLine(this.page, line, this.fonts, options.font ?? "regular", {
        x: MARGIN + (options.indent ?? 0),
        y: this.y - size,
        size,
        color: options.color ?? INK,
      });
      this.y -= size * 1.45;
    }
    this.y -= options.gap ?? 4;
  }
  /** A block on a tinted background (a quote, a figure line), kept on one page when it fits. */
  box(raw: string, fill: RGB, options: TextOptions = {}) {
    const size = options.size ?? 10;
    const lines = this.lines(raw, { ...options, width: TEXT_WIDTH - 16 });
    const height = lines.length * size * 1.45 + 10;
    this.ensure(Math.min(height, 200));
    this.page.drawRectangle({ x: MARGIN, y: this.y - height, width: TEXT_WIDTH, height, color: fill });
    this.y -= 5;
    for (const line of lines) {
      this.ensure(size * 1.45);
      drawLine(this.page, line, this.fonts, options.font ?? "regular", { x: MARGIN + 8, y: this.y - size, size, color: options.color ?? INK });
      this.y -= size * 1.45;
    }
    this.y -= 5 + (options.gap ?? 5);
  }
  label(text: string) {
    this.ensure(40); // a label never sits alone at the foot of a page
    this.text(text.toUpperCase(), { size: 8, font: "bold", color: MUTED, gap: 2 });
  }
  rule(gap = 10) {
    this.ensure(gap * 2);
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: WIDTH - MARGIN, y: this.y }, thickness: 0.75, color: RULE });
    this.y -= gap;
  }
}

/** One line at a set place (a heading, a badge, a page number): Devanagari in its font, the rest made WinAnsi. */
function put(page: PDFPage, text: string, fonts: Fonts, name: FontName, options: { x: number; y: number; size: number; color: RGB }) {
  drawLine(page, fonts.devanagari ? text : winAnsi(text), fonts, name, options);
}
function shapedWidth(text: string, fonts: Fonts, name: FontName, size: number): number {
  return runsOf(fonts.devanagari ? text : winAnsi(text), fonts, name).reduce((n, run) => n + runWidth(run.font, run.text, size, true), 0);
}

/** The report's words in the candidate's language: its own (`mockReviewPdf`), the review's and the score's. */
type Words = Messages["mockReviewPdf"] & { review: Messages["mockReview"]; score: Messages["mockScore"] };
const wordsFor = (locale: Locale): Words => ({
  ...messagesFor(locale, "mockReviewPdf"),
  review: messagesFor(locale, "mockReview"),
  score: messagesFor(locale, "mockScore"),
});

const pct = (share: number) => `${Math.round(share * 100)}%`;

function speakingLine(r: EvaluationResult, t: Words): string | null {
  const d = r.delivery;
  if (r.answer_kind === "typed") return t.review.typedNotSpoken;
  if (!d) return null;
  if (d.silent) return t.silent;
  const target = d.targetSeconds ? fill(t.aimFor, { min: d.targetSeconds.min, max: d.targetSeconds.max }) : "";
  const figures = [
    d.score !== null ? fill(t.speakingScore, { score: d.score }) : null,
    d.startDelaySeconds !== null ? fill(t.firstWord, { n: d.startDelaySeconds }) : null,
    d.speakingShare !== null ? fill(t.speakingShare, { share: pct(d.speakingShare) }) : null,
    d.longestPauseSeconds !== null ? fill(t.longestPause, { n: d.longestPauseSeconds }) : null,
    d.durationSeconds !== null ? fill(t.length, { n: Math.round(d.durationSeconds), target }) : null,
    d.wordsPerMinute !== null ? fill(t.wordsPerMinute, { n: d.wordsPerMinute }) : null,
    d.fillersPerMinute !== null ? fill(t.fillersPerMinute, { n: d.fillersPerMinute }) : null,
  ].filter(Boolean);
  return figures.length ? figures.join(" | ") : null;
}

function cameraLine(r: EvaluationResult, t: Words): string | null {
  const c = r.camera;
  if (!c) return null;
  if (c.samples === 0) return t.noCamera;
  const longest = c.away.length ? Math.round(Math.max(...c.away.map((s) => s.end - s.start)) * 10) / 10 : 0;
  const away =
    c.away.length === 0 ? t.neverAway : c.away.length === 1 ? fill(t.awayOnce, { n: longest }) : fill(t.awayTimes, { count: c.away.length, n: longest });
  const from = c.from ? fill(t.cameraFrom, { n: Math.round(c.from) }) : "";
  return fill(t.cameraLine, { face: pct(c.face_share), looking: pct(c.looking_share), away, from });
}

function scoreHeader(w: Writer, mock: MockData, t: Words) {
  const top = w.y;
  const height = 74;
  const f = w.fonts;
  w.page.drawRectangle({ x: MARGIN, y: top - height, width: TEXT_WIDTH, height, color: SOFT });
  put(w.page, t.totalScore, f, "bold", { x: MARGIN + 14, y: top - 20, size: 8, color: MUTED });
  const headline = scoreHeadline(mock.evaluation_results, mock.overall_score, mock.evaluation?.engine, t.score);
  const total = headline.total === "–" ? "-" : headline.total;
  w.page.drawText(total, { x: MARGIN + 14, y: top - 54, size: 30, font: f.bold, color: INK });
  w.page.drawText("/10", { x: MARGIN + 18 + f.bold.widthOfTextAtSize(total, 30), y: top - 54, size: 13, font: f.regular, color: MUTED });
  put(w.page, headline.basis, f, "bold", { x: MARGIN + 14, y: top - 68, size: 9, color: INK });
  const x = MARGIN + 170;
  const delivery = mock.evaluation?.delivery_score;
  // What was not measured is not printed: only figures that exist.
  const lines = [
    { text: headline.source, bold: true, color: INK },
    ...(delivery != null ? [{ text: fill(t.spoke, { score: delivery.toFixed(2) }), bold: false, color: INK }] : []),
    { text: headline.answered, bold: false, color: MUTED },
  ];
  lines.forEach((line, i) => put(w.page, line.text, f, line.bold ? "bold" : "regular", { x, y: top - 24 - i * 16, size: 10, color: line.color }));
  w.y = top - height - 8;
  // Fewer than half the answers scored: said under the number, in the same weight as it.
  if (headline.warning) w.box(f.devanagari ? headline.warning : winAnsi(headline.warning), WARN, { font: "bold", gap: 8 });
  w.y -= 8;
}

function questionSection(w: Writer, r: EvaluationResult, t: Words) {
  w.ensure(120);
  const top = w.y;
  const score = r.score !== null ? `${r.score}/10` : t.noContentScore;
  const scoreWidth = shapedWidth(score, w.fonts, "bold", 11) + 16;
  w.page.drawRectangle({ x: WIDTH - MARGIN - scoreWidth, y: top - 18, width: scoreWidth, height: 18, color: r.score !== null ? BRAND : MUTED });
  put(w.page, score, w.fonts, "bold", { x: WIDTH - MARGIN - scoreWidth + 8, y: top - 13, size: 11, color: rgb(1, 1, 1) });
  const typed = r.answer_kind === "typed";
  const numbered = r.follow_up_of !== null ? fill(t.review.followUpOf, { n: r.follow_up_of }) : fill(t.review.questionN, { n: r.qnum });
  // An answer recorded with the microphone alone, or typed, is named as such, a full answer like the others.
  const heading = r.audio_only ? `${numbered} | ${t.review.audioAnswer}` : typed ? `${numbered} | ${t.review.typedAnswer}` : numbered;
  w.text(heading, { size: 9, font: "bold", color: BRAND, gap: 1, width: TEXT_WIDTH - scoreWidth - 10 });
  w.text(r.question || t.noQuestion, { size: 12.5, font: "bold", gap: 8, width: TEXT_WIDTH - scoreWidth - 10 });

  w.label(typed ? t.review.typedAnswer : t.yourAnswer);
  const unheard = r.delivery?.silent ? t.silentRecorded : t.notHeard;
  w.text(r.candidate_answer || (r.answered ? unheard : t.notAnswered), { gap: 6 });
  w.label(t.evaluation);
  w.text(r.reason || t.noReason, { gap: 2 });
  w.text(scoreSourceLabel(r.engine, r.score !== null, typed, t.score), { size: 8.5, font: "italic", color: MUTED, gap: 6 });
  if (r.evidence.length) {
    w.label(t.restsOn);
    for (const quote of r.evidence) w.box(`"${quote}"`, QUOTE, { font: "italic", gap: 3 });
    w.y -= 3;
  }
  if (r.missing) {
    w.label(t.missing);
    w.text(r.missing, { gap: 6 });
  }
  if (r.improvement) {
    w.label(t.improve);
    w.text(r.improvement, { gap: 6 });
  }
  const speaking = speakingLine(r, t);
  if (speaking) {
    w.label(t.spokeLabel);
    w.box(speaking, SOFT, { size: 9.5 });
  }
  const camera = r.audio_only ? t.review.audioOnlyNote : cameraLine(r, t);
  if (camera) {
    w.label(r.audio_only ? t.camera : t.onCamera);
    w.box(camera, SOFT, { size: 9.5 });
  }
  if (r.answered && r.guide.length) {
    w.ensure(40 + 16 * r.guide.length); // the checklist stays on one page
    w.label(t.guide);
    r.guide.forEach((point, i) => {
      w.ensure(16);
      const ticked = r.guide_ticks.includes(i + 1); // points count from 1
      w.page.drawRectangle({ x: MARGIN, y: w.y - 10, width: 9, height: 9, borderColor: MUTED, borderWidth: 0.8, color: ticked ? BRAND : undefined });
      w.text(point, { indent: 16, gap: 1 });
    });
    w.y -= 4;
  }
  if (r.model_answer && r.engine?.startsWith("openai:")) {
    w.label(t.outline);
    w.text(r.model_answer, { gap: 6 });
  }
  w.rule(16);
}

/**
 * `locale`: the candidate's interface language: the report's own words (headings, score names,
 * notes) are in it; what the judge wrote stays as written, in the mock's language.
 */
export async function buildReviewPdf(mock: MockData, options: { candidateName?: string | null; date?: Date; locale?: Locale } = {}): Promise<Uint8Array> {
  const locale = options.locale ?? "en";
  const t = wordsFor(locale);
  const doc = await PDFDocument.create();
  const name = options.candidateName?.trim() || null;
  const date = formatLongDay(options.date ?? mock.completed_at ?? new Date(), { locale: FORMAT_TAGS[locale] });
  // The document's properties (a reader's window title) keep the Latin letters standard fonts can name.
  doc.setTitle(winAnsi(fill(messagesFor("en", "mockReviewPdf").docTitle, { brand: brand.name, title: mock.Title })));
  doc.setAuthor(winAnsi(name ?? brand.name));
  doc.setCreator(brand.name);
  const w = new Writer(doc, {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
    // Only a report with Devanagari in it (a Hindi answer, question or title, or a Hindi interface) carries the font.
    devanagari: locale === "hi" || hasDevanagari(JSON.stringify(mock)) ? await embedDevanagari(doc) : undefined,
  });

  // The brand band across the top of the first page.
  w.page.drawRectangle({ x: 0, y: HEIGHT - 64, width: WIDTH, height: 64, color: BRAND });
  w.page.drawText(brand.name, { x: MARGIN, y: HEIGHT - 40, size: 20, font: w.fonts.bold, color: rgb(1, 1, 1) });
  put(w.page, t.report, w.fonts, "regular", {
    x: WIDTH - MARGIN - shapedWidth(t.report, w.fonts, "regular", 11),
    y: HEIGHT - 38,
    size: 11,
    color: rgb(1, 1, 1),
  });
  w.y = HEIGHT - 64 - 26;

  w.text(mock.Title, { size: 20, font: "bold", gap: 2 });
  w.text([name, date].filter(Boolean).join("  |  "), { size: 11, gap: 2 });
  const languageKey = ({ en: "langEn", hi: "langHi", hinglish: "langHinglish" } as const)[mock.language ?? "en"];
  const language = mock.language && mock.language !== "en" ? `  |  ${fill(t.inLanguage, { language: t.review[languageKey] })}` : "";
  const preference = ({ Easy: t.review.easy, Medium: t.review.medium, Hard: t.review.hard } as Record<string, string>)[mock.Question_Preference];
  w.text(`${fill(t.facts, { skills: mock.Skills.join(", "), preference: preference ?? mock.Question_Preference, years: mock.Experience })}${language}`, {
    size: 9.5,
    color: MUTED,
    gap: 14,
  });
  scoreHeader(w, mock, t);
  w.label(t.summary);
  w.text(mock.overall_summary || t.noReason, { gap: 14 });
  w.rule(16);
  // Each follow-up right under its main question, in the order asked.
  inAskingOrder(mock.evaluation_results).forEach((r) => questionSection(w, r, t));

  const pages = doc.getPages();
  const footer = `${fill(t.footer, { brand: brand.name })}${name ? ` - ${name}` : ""} - ${date}`;
  pages.forEach((page, i) => {
    const number = fill(t.page, { n: i + 1, total: pages.length });
    page.drawLine({ start: { x: MARGIN, y: MARGIN + 14 }, end: { x: WIDTH - MARGIN, y: MARGIN + 14 }, thickness: 0.5, color: RULE });
    put(page, footer, w.fonts, "regular", { x: MARGIN, y: MARGIN, size: 8, color: MUTED });
    put(page, number, w.fonts, "regular", { x: WIDTH - MARGIN - shapedWidth(number, w.fonts, "regular", 8), y: MARGIN, size: 8, color: MUTED });
  });
  return doc.save();
}

/** GET /api/mock/review-pdf: the candidate's own review as a PDF, once its feedback is ready, in their interface language. */
export async function reviewPdfFile(options: {
  candidate: { id: string; firstName: string | null; lastName: string | null };
  mockId: string;
  locale?: Locale;
}) {
  const { candidate } = options;
  const mock = await getMockData({ candidateId: candidate.id, mockId: options.mockId });
  if (mock.Status !== "Process Completed") throw new AppError("FEEDBACK_NOT_READY", FEEDBACK_NOT_READY);
  const pdf = await buildReviewPdf(mock, { candidateName: fullName(candidate), locale: options.locale });
  const fileName = `feedback-${
    mock.Title.replace(/[^a-z0-9]+/gi, "-")
      .toLowerCase()
      .slice(0, 40) || "mock"
  }.pdf`;
  return { pdf, fileName };
}
