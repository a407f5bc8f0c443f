// GET /api/mock/review-pdf?mock_id= – the signed-in candidate's completed review as a PDF download
import { AppError } from "@/lib/errors/app-error";
import { withCandidate } from "@/lib/http/with-candidate";
import { buildReviewPdf } from "@/lib/mocks/evaluation/review-pdf";
import { getMockData } from "@/lib/mocks/get-mock-data";
import { ZEndInterview } from "@/lib/mocks/answers/schema";

export const dynamic = "force-dynamic";

export const GET = withCandidate(async (req, candidate) => {
  const parsed = ZEndInterview.safeParse({ id: new URL(req.url).searchParams.get("mock_id") });
  if (!parsed.success) throw new AppError("NOT_FOUND", "Error while getting question. Make sure your url is correct");
  const mock = await getMockData({ candidateId: candidate.id, mockId: parsed.data.id });
  if (mock.Status !== "Process Completed") throw new AppError("CONFLICT", "The feedback is not ready yet");
  const pdf = await buildReviewPdf(mock, { candidateName: [candidate.firstName, candidate.lastName].filter(Boolean).join(" ") });
  const name = `feedback-${mock.Title.replace(/[^a-z0-9]+/gi, "-").toLowerCase().slice(0, 40) || "mock"}.pdf`;
  return new Response(Buffer.from(pdf), {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${name}"`, "Cache-Control": "private, no-store" },
  });
});
