// A bare Next.js app, for the tests that need the real Next.js (`next dev` and `next start`) behind the
// server in front of it. The test gives its pages and route handlers, which import lib/ as the
// product's do (`@/…`). It is written under .data/ (which git, the linters and the type check leave
// alone) and served by test/next-app-server.ts in a process of its own, as scripts/serve.ts serves the
// product: Next.js fixes NODE_ENV and its globals once per process.
import { spawn } from "node:child_process";
import { mkdirSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Turbopack compiles only below its root, which must hold the app, lib/ and node_modules where it really is. */
function turbopackRoot(): string {
  const modules = realpathSync(path.join(ROOT, "node_modules"));
  let root = ROOT;
  while (!modules.startsWith(root + path.sep)) root = path.dirname(root);
  return root;
}

/** Writes the app `name` with `files` (paths under the app's folder) and returns its folder. */
export function writeNextApp(name: string, files: Record<string, string>): string {
  const dir = path.join(ROOT, ".data", "next-apps", name);
  rmSync(dir, { recursive: true, force: true });
  const root = turbopackRoot();
  const all: Record<string, string> = {
    "next.config.mjs": `export default ${JSON.stringify({ turbopack: { root }, outputFileTracingRoot: root })};\n`,
    "jsconfig.json": JSON.stringify({ compilerOptions: { baseUrl: ".", paths: { "@/*": [`${path.relative(dir, ROOT)}/*`] } } }),
    // The product's own: it opens the front door test/next-app-server.ts serves the app through.
    "instrumentation.ts": `export { register } from "@/instrumentation";\n`,
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

function run(args: string[], env: Record<string, string>): { child: ReturnType<typeof spawn>; output: () => string } {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  return { child, output: () => output };
}

/** `next build` of the app, as `npm run build` does for the product. */
export async function buildNextApp(dir: string): Promise<void> {
  const { child, output } = run([path.join(ROOT, "node_modules/next/dist/bin/next"), "build", dir], { NODE_ENV: "production" });
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  if (code !== 0) throw new Error(`next build failed (${code}):\n${output()}`);
}

export type ServedApp = { base: string; output: () => string; stop: () => Promise<void> };

/** The app behind the server in front of Next.js, in `next dev` or `next start` mode, on a free port. */
export async function serveNextApp(dir: string, mode: "dev" | "start"): Promise<ServedApp> {
  const { child, output } = run(["--import", "tsx", "test/next-app-server.ts", mode, dir], { NODE_ENV: mode === "dev" ? "development" : "production" });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on("data", () => {
      const found = /listening on (\d+)/.exec(output());
      if (found) resolve(Number(found[1]));
    });
    void exited.then((code) => reject(new Error(`the server stopped (${code}):\n${output()}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    output,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
