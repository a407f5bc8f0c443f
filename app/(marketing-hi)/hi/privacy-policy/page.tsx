import type { Metadata } from "next";
import { LegalPage } from "@/components/marketing/legal-page";
import { marketingMetadata } from "@/components/marketing/page-metadata";

export const metadata: Metadata = marketingMetadata("privacy", "hi");

export default function HindiPrivacyPolicyPage() {
  return <LegalPage doc="privacy" locale="hi" />;
}
