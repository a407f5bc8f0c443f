import type { Metadata } from "next";
import { marketingMetadata } from "@/components/marketing/page-metadata";
import { TeamPage } from "@/components/marketing/team-page";

export const metadata: Metadata = marketingMetadata("team", "hi");

export default function HindiTeamPage() {
  return <TeamPage locale="hi" />;
}
