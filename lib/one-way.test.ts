// "One way of doing each thing": the helpers that were once written two or three times stay
// single. Each check names the one home of a helper and fails when a second copy appears in
// lib/ or app/ (tests and fixtures, which build such files on purpose, aside).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

const FILES = [...sourceFiles("lib"), ...sourceFiles("app")];

/** The code of a file without its comments (which may name what they avoid). */
function code(file: string): string {
  return readFileSync(path.join(ROOT, file), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|\s)\/\/.*$/gm, "$1");
}

/** Files (other than `home`) whose code matches `pattern`. */
function copiesOf(pattern: RegExp, home: string): string[] {
  return FILES.filter((file) => file !== home && pattern.test(code(file)));
}

describe("one way of doing each thing", () => {
  it("tells file types by their first bytes in lib/uploads/file-type.ts only", () => {
    const signatures = /"%PDF-"|0x25,\s*0x50,\s*0x44,\s*0x46|0x50,\s*0x4b,\s*0x03,\s*0x04|0x89,\s*0x50,\s*0x4e,\s*0x47|0xff,\s*0xd8,\s*0xff/i;
    expect(copiesOf(signatures, "lib/uploads/file-type.ts")).toEqual([]);
  });

  it("cleans file names in lib/uploads/file-name.ts only", () => {
    expect(copiesOf(/function\s+clean\w*file\w*name/i, "lib/uploads/file-name.ts")).toEqual([]);
  });

  it("makes short ids in lib/db/short-id.ts only", () => {
    expect(copiesOf(/ALPHABET\s*=|"[0-9A-Z]{20,}"/, "lib/db/short-id.ts")).toEqual([]);
  });

  it("streams upload bodies: no route or domain function buffers a form with formData()", () => {
    expect(copiesOf(/\.formData\(\)/, "")).toEqual([]);
  });

  it("declares what a column holds in lib/account-data/columns.ts: no code tells a file or a secret by its name", () => {
    // A name pattern took the ledger's idempotencyKey ("order:…") for a stored file.
    expect(copiesOf(/\/[^/\n]*(Key|Hash|Secret)[)|A-Za-z_]*\$\//, "lib/account-data/columns.ts")).toEqual([]);
  });

  it("keeps domain facts in lib/: no lib file imports from components/ or app/", () => {
    const libFiles = FILES.filter((file) => file.startsWith("lib/"));
    const reaching = libFiles.filter((file) => /from\s+["'](@\/(components|app)\/|(\.\.\/)+(components|app)\/)/.test(code(file)));
    expect(reaching).toEqual([]);
  });

  it("keeps Prisma out of route handlers: they call lib/ functions instead", () => {
    const handlers = FILES.filter((file) => file.startsWith("app/") && /\/route\.ts$/.test(file));
    expect(handlers.length).toBeGreaterThan(20);
    const withPrisma = handlers.filter((file) => /@\/lib\/db\/client|@\/generated\/prisma|\bdb\(\)\./.test(code(file)));
    expect(withPrisma).toEqual([]);
  });

  it("builds candidates in one factory: the seed, test helpers and e2e helpers write no candidate rows of their own", () => {
    const helpers = [...sourceFiles("lib/seed"), ...sourceFiles("test"), ...sourceFiles("e2e/support")];
    const writing = helpers.filter(
      (file) => file !== "lib/seed/candidate-factory.ts" && /candidate\.(create|createMany|upsert)\(|insert\s+into\s+"?candidates"?/i.test(code(file)),
    );
    expect(writing).toEqual([]);
  });

  it("decides every return path in lib/http/return-path.ts: no other file checks a path for another origin by hand", () => {
    const everywhere = [...FILES, ...sourceFiles("components")];
    const byHand = /startsWith\(\s*["'`](\/\/|\/\\\\)["'`]|REDIRECT_URL_MAX_LENGTH/;
    const copies = everywhere.filter((file) => file !== "lib/http/return-path.ts" && file !== "lib/constants.ts" && byHand.test(code(file)));
    expect(copies).toEqual([]);
  });

  it("states a mock's length and how soon its questions and feedback are ready from lib/constants.ts only", () => {
    const screens = [...FILES, ...sourceFiles("components")].filter((file) => /mock/i.test(file));
    const claims = /\b\d+\s*(-\s*\d+\s*)?minutes\b|in seconds\b|\b(six|fifteen|twenty) questions\b/i;
    // Strings only: the claims candidates read.
    const stated = screens.filter((file) => file !== "lib/constants.ts" && (code(file).match(/"[^"\n]*"|`[^`]*`|>[^<>{}]+</g) ?? []).some((text) => claims.test(text)));
    expect(stated).toEqual([]);
  });

  it("numbers mock questions in lib/mocks/number-questions.ts only", () => {
    const helpers = [...FILES, ...sourceFiles("test"), ...sourceFiles("e2e/support"), ...sourceFiles("scripts")];
    const byHand = helpers.filter((file) => /position:\s*(i|index|n)\s*(\+\s*1)?\s*[,}]|\(text,\s*position\)/.test(code(file)) && /mockQuestion|mock\.create/.test(code(file)));
    expect(byHand).toEqual([]);
  });

  it("runs every e2e spec with the Content-Security-Policy watch: specs take `test` from e2e/support/test.ts", () => {
    const specs = readdirSync(path.join(ROOT, "e2e")).filter((name) => name.endsWith(".spec.ts"));
    expect(specs.length).toBeGreaterThan(10);
    const unwatched = specs.filter((name) => !/import \{[^}]*\btest\b[^}]*\} from "\.\/support\/test"/.test(code(`e2e/${name}`)));
    expect(unwatched).toEqual([]);
  });
});
