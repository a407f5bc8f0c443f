// POST /api/jobs/review-request – { jobId, message }: after a decision against the candidate, asks for a person to review it → 201 the request
import { NextResponse } from "next/server";
import { ZAskForReview } from "@/lib/applications/requests/schema";
import { askForReview } from "@/lib/applications/requests/requests";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "candidate", body: ZAskForReview }, async ({ candidate, body }) =>
  NextResponse.json(await askForReview({ candidateId: candidate.id, jobRef: body.jobId, message: body.message }), { status: 201 }),
);
