// POST /api/users/export – starts preparing the data archive; GET → { status, url? }
import { NextResponse } from "next/server";
import { getDataExport, startDataExport } from "@/lib/account-data/data-export";
import { withCandidate } from "@/lib/http/with-candidate";

export const dynamic = "force-dynamic";

export const POST = withCandidate(async (_req, candidate) => {
  await startDataExport({ candidateId: candidate.id });
  return NextResponse.json(await getDataExport({ candidateId: candidate.id }), { status: 202 });
}, { allowClosed: true });

export const GET = withCandidate(async (_req, candidate) => {
  return NextResponse.json(await getDataExport({ candidateId: candidate.id }));
});
