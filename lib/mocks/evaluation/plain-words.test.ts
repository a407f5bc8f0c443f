// Plain words: what a candidate reads about a mock (the review, the interview screens, the PDF, the
// e-mail and notification texts) never speaks of our internals. Every sentence-like string in the
// files that write those texts is checked, and so is the text of a rendered review PDF.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { INTERNAL_WORDS } from "./score-label";

const ROOT = path.resolve(import.meta.dirname, "../../..");

const CANDIDATE_TEXT_SOURCES = [
  "components/mocks",
  "app/(shell)/(candidate)/mock",
  "lib/mocks/evaluation/review-pdf.ts",
  "lib/mocks/evaluation/score-label.ts",
  "lib/mocks/evaluation/evaluation-results.ts",
  "lib/mocks/evaluation/evaluate-mock.ts",
  "lib/ai/evaluate/index.ts",
  "lib/ai/evaluate/rule-based.ts",
  "lib/ai/evaluate/hearing.ts",
  "lib/ai/evaluate/delivery.ts",
];

function files(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (/\.tsx?$/.test(entry)) return [full];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** String literals and JSX text with at least two words: the sentences a person reads. */
function sentencesIn(source: string): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|\s)\/\/.*$/gm, "$1")
    .replace(/^import .*$/gm, "");
  const literals = [...code.matchAll(/(["'`])((?:\\.|(?!\1)[^\\])*?)\1/g)].map((m) => m[2]!);
  // After a tag's ">", not an arrow's "=>" (the code up to the next tag is not text).
  const jsxText = [...code.matchAll(/(?<!=)>([^<>{}]+)</g)].map((m) => m[1]!);
  return [...literals, ...jsxText].map((t) => t.replace(/\$\{[^}]*\}/g, " ").trim()).filter((t) => /[a-z]+\s+[a-z]+/i.test(t));
}

describe("plain words on a candidate's mock screens, e-mails and PDF", () => {
  it("finds the sentences of a file, and finds internals in them", () => {
    expect(sentencesIn('const a = "openai:"; const b = <p>This server has no AI provider</p>;')).toEqual(["This server has no AI provider"]);
    expect(INTERNAL_WORDS.test("Delivery only: scored by the rule-based engine")).toBe(true);
  });

  it.each(CANDIDATE_TEXT_SOURCES.flatMap(files).map((f) => path.relative(ROOT, f)))("%s speaks a candidate's words", (file) => {
    const offending = sentencesIn(readFileSync(path.join(ROOT, file), "utf8")).filter((s) => INTERNAL_WORDS.test(s));
    expect(offending).toEqual([]);
  });
});
