import type { Metadata } from "next";
import { marketingMetadata } from "@/components/marketing/page-metadata";
import { TeamPage } from "@/components/marketing/team-page";

export const metadata: Metadata = marketingMetadata("team");

export default function EnglishTeamPage() {
  return <TeamPage locale="en" />;
}
