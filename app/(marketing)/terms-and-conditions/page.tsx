import type { Metadata } from "next";
import { LegalDocument } from "@/components/marketing/legal-document";
import { TERMS_SECTIONS } from "@/components/marketing/legal/terms-sections";
import { marketingMetadata } from "@/components/marketing/page-metadata";
import { brand } from "@/lib/brand";
import { TERMS_DATE } from "@/lib/account-data/account-rules";

export const metadata: Metadata = marketingMetadata("terms");

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms and Conditions"
      updated={TERMS_DATE}
      sections={TERMS_SECTIONS}
      intro={
        <p>
          The rules for using {brand.name} as a candidate: your account, interviews and recordings, AI feedback, credits and payments. We have kept them short
          and readable.
        </p>
      }
    />
  );
}
