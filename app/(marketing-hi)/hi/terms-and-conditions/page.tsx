import type { Metadata } from "next";
import { LegalPage } from "@/components/marketing/legal-page";
import { marketingMetadata } from "@/components/marketing/page-metadata";

export const metadata: Metadata = marketingMetadata("terms", "hi");

export default function HindiTermsPage() {
  return <LegalPage doc="terms" locale="hi" />;
}
