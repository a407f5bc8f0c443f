// POST /api/mock/end-interview – JSON { id }: ends the mock interview and queues its evaluation (again after a failed one)
import { NextResponse } from "next/server";
import { AppError } from "@/lib/errors/app-error";
import { firstIssue, readJson } from "@/lib/http/respond";
import { withCandidate } from "@/lib/http/with-candidate";
import { ZEndInterview } from "@/lib/mocks/answers/schema";
import { endInterview } from "@/lib/mocks/evaluation/end-interview";
import { mockStatusLabel } from "@/lib/mocks/status";

export const dynamic = "force-dynamic";

export const POST = withCandidate(async (req, candidate) => {
  const parsed = ZEndInterview.safeParse(await readJson(req));
  if (!parsed.success) throw new AppError("BAD_REQUEST", firstIssue(parsed.error));
  const ended = await endInterview({ candidateId: candidate.id, mockId: parsed.data.id });
  return NextResponse.json({ message: "Interview submitted", Status: mockStatusLabel(ended.status), retried: ended.retried });
});
