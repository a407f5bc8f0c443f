import type { Metadata } from "next";
import { LegalPage } from "@/components/marketing/legal-page";
import { marketingMetadata } from "@/components/marketing/page-metadata";

export const metadata: Metadata = marketingMetadata("terms");

export default function TermsPage() {
  return <LegalPage doc="terms" locale="en" />;
}
