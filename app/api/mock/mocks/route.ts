// GET /api/mock/mocks?Candidate_Id= – the signed-in candidate's mock interviews, newest first
import { NextResponse } from "next/server";
import { z } from "zod";
import { route } from "@/lib/http/route";
import { listMocks } from "@/lib/mocks/list-mocks";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "candidate", query: z.object({ Candidate_Id: z.string().optional() }) }, async ({ candidate, query }) => {
  const data = await listMocks({ candidateId: candidate.id, asked: query.Candidate_Id });
  return NextResponse.json({ data }, { headers: { "Cache-Control": "no-store" } });
});
