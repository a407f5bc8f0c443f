// Response headers for every page. Imported by the Next.js config, so relative imports only.
//
// script-src: a page rendered per request carries a per-request nonce with 'strict-dynamic' (set by
// lib/http/page-csp.ts in the server in front of Next.js). A prerendered page (the marketing site,
// built once) cannot: Next.js writes inline <script> tags (the page's RSC payload) whose contents
// differ per page and per build, so they cannot be listed by hash either, and those pages keep
// 'unsafe-inline'. Everything else is locked down on both.
import { parseEnv } from "../env";

export const RAZORPAY = {
  script: ["https://checkout.razorpay.com"],
  frame: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
  connect: ["https://api.razorpay.com", "https://lumberjack.razorpay.com"],
};

/** Where signed links to stored files point when files live in S3 (photos, CVs, videos). */
export function fileOrigins(source: Record<string, string | undefined>): string[] {
  const config = parseEnv(source);
  if (!config.S3_BUCKET) return [];
  if (config.S3_ENDPOINT) return [new URL(config.S3_ENDPOINT).origin];
  return [`https://${config.S3_BUCKET}.s3.${config.S3_REGION}.amazonaws.com`, `https://s3.${config.S3_REGION}.amazonaws.com`];
}

export function contentSecurityPolicy(options: { dev: boolean; purchase?: boolean; files?: string[]; nonce?: string }): string {
  const files = options.files ?? [];
  const purchase = options.purchase ?? false;
  // With a nonce, 'strict-dynamic' lets the scripts Next.js loads from its nonced ones run too.
  const inline = options.nonce ? [`'nonce-${options.nonce}'`, "'strict-dynamic'"] : ["'unsafe-inline'"];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // 'wasm-unsafe-eval': voice activity (onnxruntime-web) and face monitoring (face-api) run WebAssembly.
    // React's development build needs eval for its debugging aids.
    "script-src": ["'self'", ...inline, "'wasm-unsafe-eval'", ...(options.dev ? ["'unsafe-eval'"] : []), ...(purchase ? RAZORPAY.script : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...files],
    "media-src": ["'self'", "blob:", ...files],
    "font-src": ["'self'", "data:"],
    // blob: the page's own object URLs (a chosen photo's preview is read back from one).
    "connect-src": ["'self'", "blob:", ...files, ...(purchase ? RAZORPAY.connect : [])],
    "frame-src": ["'self'", ...files, ...(purchase ? RAZORPAY.frame : [])],
    "worker-src": ["'self'", "blob:"],
    "form-action": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

type Header = { key: string; value: string };

export function securityHeaders(options: { production: boolean }): Header[] {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    // Pages also say frame-ancestors 'none'; stored files (the CV viewer frames a PDF) stay framable by us.
    { key: "X-Frame-Options", value: "SAMEORIGIN" },
    { key: "Permissions-Policy", value: "camera=(self), microphone=(self), geolocation=()" },
    ...(options.production ? [{ key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" }] : []),
  ];
}
