// `npm run lint` is Prettier's check and then ESLint: a file laid out by hand, or a rule broken, fails it.
// Run here against scratch copies of a real source file, through the binary the script names.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import packageJson from "../package.json";

const run = promisify(execFile);
const root = path.resolve(__dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
// The project's settings, named since the scratch files live outside the repository.
const prettierCheck = (file: string) => exitCode(bin("prettier"), ["--config", path.join(root, ".prettierrc.json"), "--check", file]);
let scratch: string;

async function exitCode(command: string, args: string[]): Promise<number> {
  try {
    await run(command, args, { cwd: root });
    return 0;
  } catch (error) {
    return (error as { code: number }).code;
  }
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "lint-"));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe("npm run lint", () => {
  it("checks the layout with Prettier before ESLint runs", () => {
    expect(packageJson.scripts.lint).toMatch(/^prettier --check .* \. && eslint /);
  });

  it("passes a file as Prettier lays it out, and fails the same code laid out by hand", async () => {
    const source = await readFile(path.join(root, "lib/format.ts"), "utf8");
    const formatted = path.join(scratch, "formatted.ts");
    await writeFile(formatted, source);
    expect(await prettierCheck(formatted)).toBe(0);

    const byHand = path.join(scratch, "by-hand.ts");
    await writeFile(byHand, source.replace(/\) \{\n/, "){\n\n\n").replaceAll(";\n", " ;\n"));
    expect(await prettierCheck(byHand)).toBe(1);
  });
});
