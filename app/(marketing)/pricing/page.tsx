import type { Metadata } from "next";
import { marketingMetadata } from "@/components/marketing/page-metadata";
import { PricingPage } from "@/components/marketing/pricing/pricing-page";

export const metadata: Metadata = marketingMetadata("pricing");

export default function EnglishPricingPage() {
  return <PricingPage locale="en" />;
}
