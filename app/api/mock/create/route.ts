// POST /api/mock/create – multipart resume (PDF, or the profile CV when none is sent), title, job_industry,
// experience, question_preference, values, skills (JSON list) → { mock_id }; spends one credit
import { NextResponse } from "next/server";
import { isAppError } from "@/lib/errors/app-error";
import { jsonError } from "@/lib/http/respond";
import { withCandidate } from "@/lib/http/with-candidate";
import { logger } from "@/lib/log";
import { createMock } from "@/lib/mocks/create-mock";
import { readCreateMockForm } from "@/lib/mocks/read-create-form";
import { CREATE_MOCK_FAILED } from "@/lib/mocks/schema";

export const dynamic = "force-dynamic";

export const POST = withCandidate(async (req, candidate) => {
  try {
    const form = await readCreateMockForm(req, candidate.id);
    const { mockId } = await createMock({ candidateId: candidate.id, fields: form.fields, resume: form.resume });
    return NextResponse.json({ mock_id: mockId }, { status: 201 });
  } catch (error) {
    if (isAppError(error)) throw error;
    logger().error({ err: error, candidateId: candidate.id }, "creating a mock interview failed");
    return jsonError(500, CREATE_MOCK_FAILED);
  }
});
