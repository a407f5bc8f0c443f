// GET /api/mock/mocks?Candidate_Id= – the signed-in candidate's mock interviews, newest first
import { NextResponse } from "next/server";
import { AppError } from "@/lib/errors/app-error";
import { withCandidate } from "@/lib/http/with-candidate";
import { listMocks } from "@/lib/mocks/list-mocks";

export const dynamic = "force-dynamic";

export const GET = withCandidate(async (req, candidate) => {
  const asked = new URL(req.url).searchParams.get("Candidate_Id");
  // Only one's own mocks: an id naming someone else finds nothing to show.
  if (asked && asked !== candidate.id) throw new AppError("NOT_FOUND", "Candidate not found");
  const data = await listMocks({ candidateId: candidate.id });
  return NextResponse.json({ data }, { headers: { "Cache-Control": "no-store" } });
});
