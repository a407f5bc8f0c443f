// POST /api/mock/create – multipart resume (PDF, or the profile CV when none is sent), title, job_industry,
import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { createMock, createMockForm } from "@/lib/mocks/create-mock";
import { CREATE_MOCK_FAILED } from "@/lib/mocks/schema";

export const dynamic = "force-dynamic";

export const POST = route(
  { auth: "candidate", form: ({ candidate }) => createMockForm(candidate.id), unexpected: CREATE_MOCK_FAILED },
  async ({ candidate, form }) => {
    const { mockId } = await createMock({ candidateId: candidate.id, fields: form.fields, resume: form.stored });
    return NextResponse.json({ mock_id: mockId }, { status: 201 });
  },
);
