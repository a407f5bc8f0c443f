"use client";

import { ErrorScreen } from "@/components/layout/error-screen";
import { brand } from "@/lib/brand";
import "./globals.css";

// Replaces the root layout when it fails, so it brings its own document and styles.
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body>
        <title>{`Something went wrong · ${brand.name}`}</title>
        <ErrorScreen error={error} retry={retry} />
      </body>
    </html>
  );
}
