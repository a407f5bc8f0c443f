import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SkipLink } from "@/components/layout/skip-link";
import { brand } from "@/lib/brand";
import { env } from "@/lib/env";
import { ZodWithoutEval } from "./zod-without-eval";
import "./globals.css";

// No session here: the marketing pages below this layout must stay static.
export const metadata: Metadata = {
  // Absolute canonical and Open Graph URLs; set APP_URL at build time for the public address.
  metadataBase: new URL(env().appUrl),
  title: { template: `%s · ${brand.name}`, default: `${brand.name} · ${brand.tagline}` },
  description: brand.description,
  applicationName: brand.name,
  openGraph: { siteName: brand.name, type: "website", locale: "en_IN", description: brand.description },
  twitter: { card: "summary_large_image" },
};

export const viewport: Viewport = {
  themeColor: brand.colour,
  width: "device-width",
  initialScale: 1,
  viewportFit: "cover",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <ZodWithoutEval />
        <SkipLink />
        {children}
      </body>
    </html>
  );
}
