// How `npm start` runs the production server, read from package.json's start script, the one
// place it is written: the environment and the Node.js flags before dist/serve.mjs. What starts
// dist/serve.mjs itself (the e2e web server, the benches) starts it the same way; the Dockerfile
// does too (scripts/start-command.test.ts holds it to these). Why each is set, with the figures:
// docs/performance.md, "Answer uploads".
//
// - MALLOC_MMAP_THRESHOLD_=65536: Node.js reads a socket into a fresh 64 KiB buffer. Under glibc's
//   sliding threshold those come from the heap's arenas, and the pages they free while uploads
//   stream in stay with the process; at a fixed 64 KiB each buffer is its own mapping, given back
//   to the system as soon as it is collected.
// - --heap-growing-percent=15: a PATCH at a phone's rate lives for seconds, so what Next.js and the
//   upload's streams allocate for it outlives two young-generation collections and is moved to the
//   old generation, where V8 by default lets garbage grow the heap by up to several times before it
//   marks. The old generation grows by at most 15 % between collections instead.
import { readFileSync } from "node:fs";
import path from "node:path";

export type StartCommand = { env: Record<string, string>; nodeFlags: string[] };

export function startCommand(root: string = process.cwd()): StartCommand {
  const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: { start: string } };
  const words = pkg.scripts.start.split(/\s+/);
  const node = words.indexOf("node");
  const env = Object.fromEntries(
    words
      .slice(0, node)
      .filter((word) => /^[A-Z][A-Z0-9_]*=/.test(word))
      .map((word) => [word.slice(0, word.indexOf("=")), word.slice(word.indexOf("=") + 1)]),
  );
  const nodeFlags = words.slice(node + 1).filter((word) => word.startsWith("--"));
  return { env, nodeFlags };
}
