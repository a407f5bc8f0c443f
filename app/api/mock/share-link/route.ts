// GET /api/mock/share-link – spends one credit and returns { shareUrl } (/mock/redeem?token=…)
import { NextResponse } from "next/server";
import { createShareLink } from "@/lib/credits";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// The spec makes this a GET; since it spends a credit, only our own pages' fetches may call it.
export const GET = route({ auth: "candidate", fetchOnly: "Create share links from the mock interviews page" }, async ({ candidate }) => {
  const { shareUrl, balance } = await createShareLink({ candidateId: candidate.id });
  return NextResponse.json({ shareUrl, credits: balance }, { headers: { "Cache-Control": "no-store" } });
});
