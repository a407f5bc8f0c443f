// Generates the Prisma client after install. The Prisma CLI wants a native schema
// engine it cannot download offline; generation does not need it, so point it at
// /bin/false (never /bin/true: that would make migrate commands "succeed" silently).
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

const env = { ...process.env };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= "/bin/false";
const generate = spawnSync("node_modules/.bin/prisma", ["generate"], { stdio: "inherit", env });
if (generate.status !== 0) process.exit(generate.status ?? 1);

// Face-expression model weights ship inside @vladmandic/face-api; serve them from public/.
const models = "node_modules/@vladmandic/face-api/model";
if (existsSync(models)) {
  mkdirSync("public/models", { recursive: true });
  for (const name of [
    "tiny_face_detector_model.bin",
    "tiny_face_detector_model-weights_manifest.json",
    "face_expression_model.bin",
    "face_expression_model-weights_manifest.json",
  ]) {
    if (existsSync(`${models}/${name}`)) cpSync(`${models}/${name}`, `public/models/${name}`);
  }
}

// The voice-activity detector of the mock interview runs in the browser: its model, worklet and
// the ONNX runtime's WebAssembly are served from public/vad, so no request leaves the site. They
// are served as immutable (next.config.ts), so their folder is named after the two packages'
// versions (VAD_ASSETS in components/mocks/interview/voice-detector-choice.ts names the same):
// an upgrade is a new address, never a stale copy in a browser's cache.
const versionOf = (pkg) => JSON.parse(readFileSync(`node_modules/${pkg}/package.json`, "utf8")).version;
if (existsSync("node_modules/@ricky0123/vad-web/package.json") && existsSync("node_modules/onnxruntime-web/package.json")) {
  const vadDir = `public/vad/vad-web-${versionOf("@ricky0123/vad-web")}.onnxruntime-web-${versionOf("onnxruntime-web")}`;
  const vadFiles = [
    ["node_modules/@ricky0123/vad-web/dist/silero_vad_legacy.onnx", "silero_vad_legacy.onnx"],
    ["node_modules/@ricky0123/vad-web/dist/vad.worklet.bundle.min.js", "vad.worklet.bundle.min.js"],
    ["node_modules/onnxruntime-web/dist/ort-wasm-simd-threaded.wasm", "ort-wasm-simd-threaded.wasm"],
    ["node_modules/onnxruntime-web/dist/ort-wasm-simd-threaded.mjs", "ort-wasm-simd-threaded.mjs"],
  ];
  // Other versions' folders (and the files of before the folders) go: only what the code names is served.
  rmSync("public/vad", { recursive: true, force: true });
  mkdirSync(vadDir, { recursive: true });
  for (const [from, to] of vadFiles) if (existsSync(from)) cpSync(from, `${vadDir}/${to}`);
}

// Country flags as SVG files (country-flag-icons), served from our origin: emoji flags show as
// empty boxes on systems without an emoji font.
const flags = "node_modules/country-flag-icons/3x2";
if (existsSync(flags)) cpSync(flags, "public/flags", { recursive: true });
