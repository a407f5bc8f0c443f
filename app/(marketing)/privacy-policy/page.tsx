import type { Metadata } from "next";
import { LegalDocument } from "@/components/marketing/legal-document";
import { PRIVACY_SECTIONS } from "@/components/marketing/legal/privacy-sections";
import { marketingMetadata } from "@/components/marketing/page-metadata";
import { brand } from "@/lib/brand";
import { PRIVACY_POLICY_DATE } from "@/lib/account-data/account-rules";

export const metadata: Metadata = marketingMetadata("privacy");

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated={PRIVACY_POLICY_DATE}
      sections={PRIVACY_SECTIONS}
      intro={
        <p>
          Your CV, your voice and your face on camera are personal. This policy sets out, in plain words, what {brand.name} does with them and the choices you
          have.
        </p>
      }
    />
  );
}
