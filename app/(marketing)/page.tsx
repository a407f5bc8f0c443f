import type { Metadata } from "next";
import { LandingPage } from "@/components/marketing/landing/landing-page";
import { marketingMetadata } from "@/components/marketing/page-metadata";

export const metadata: Metadata = marketingMetadata("home");

export default function EnglishLandingPage() {
  return <LandingPage locale="en" />;
}
