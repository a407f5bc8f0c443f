// GET /api/mock/share-link – spends one credit and returns { shareUrl } (/mock/redeem?token=…)
import { NextResponse } from "next/server";
import { createShareLink } from "@/lib/credits";
import { AppError } from "@/lib/errors/app-error";
import { withCandidate } from "@/lib/http/with-candidate";

// The spec makes this a GET; since it spends a credit, only our own pages' fetches may call it,
// never a link followed from another site (SameSite=Lax cookies ride along on those).
function refuseNavigation(req: Request) {
  const site = req.headers.get("sec-fetch-site");
  if (req.headers.get("sec-fetch-mode") === "navigate" || (site && site !== "same-origin" && site !== "none")) {
    throw new AppError("FORBIDDEN", "Create share links from the mock interviews page");
  }
}

export const GET = withCandidate(async (req, candidate) => {
  refuseNavigation(req);
  const { shareUrl, balance } = await createShareLink({ candidateId: candidate.id });
  return NextResponse.json({ shareUrl, credits: balance }, { headers: { "Cache-Control": "no-store" } });
});
