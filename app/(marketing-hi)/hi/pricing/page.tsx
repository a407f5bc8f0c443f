import type { Metadata } from "next";
import { marketingMetadata } from "@/components/marketing/page-metadata";
import { PricingPage } from "@/components/marketing/pricing/pricing-page";

export const metadata: Metadata = marketingMetadata("pricing", "hi");

export default function HindiPricingPage() {
  return <PricingPage locale="hi" />;
}
