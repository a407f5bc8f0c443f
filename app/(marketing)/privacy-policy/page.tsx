import type { Metadata } from "next";
import { LegalPage } from "@/components/marketing/legal-page";
import { marketingMetadata } from "@/components/marketing/page-metadata";

export const metadata: Metadata = marketingMetadata("privacy");

export default function PrivacyPolicyPage() {
  return <LegalPage doc="privacy" locale="en" />;
}
