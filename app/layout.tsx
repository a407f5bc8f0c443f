import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SkipLink } from "@/components/layout/skip-link";
import { brand } from "@/lib/brand";
import "./globals.css";

// No session here: the marketing pages below this layout must stay static.
export const metadata: Metadata = {
  title: { template: `%s · ${brand.name}`, default: `${brand.name} · ${brand.tagline}` },
  description: brand.description,
  applicationName: brand.name,
  openGraph: { siteName: brand.name, type: "website", description: brand.description },
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
        <SkipLink />
        {children}
      </body>
    </html>
  );
}
