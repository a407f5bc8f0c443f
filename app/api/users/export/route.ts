// POST /api/users/export – starts preparing the data archive; GET → { status, url? }
import { NextResponse } from "next/server";
import { getDataExport, startDataExport } from "@/lib/account-data/data-export";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "candidate-closed" }, async ({ candidate }) => {
  await startDataExport({ candidateId: candidate.id });
  return NextResponse.json(await getDataExport({ candidateId: candidate.id }), { status: 202 });
});

export const GET = route({ auth: "candidate" }, ({ candidate }) => getDataExport({ candidateId: candidate.id }));
