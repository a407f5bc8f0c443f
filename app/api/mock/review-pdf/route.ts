// GET /api/mock/review-pdf?mock_id= – the signed-in candidate's completed review as a PDF download
import { z } from "zod";
import { route } from "@/lib/http/route";
import { reviewPdfFile } from "@/lib/mocks/evaluation/review-pdf";
import { WRONG_MOCK } from "@/lib/mocks/answers/schema";
import { requestLocale } from "@/lib/http/request-locale";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "candidate", query: z.object({ mock_id: z.uuid() }), notFound: WRONG_MOCK }, async ({ req, candidate, query }) => {
  const { pdf, fileName } = await reviewPdfFile({ candidate, mockId: query.mock_id, locale: requestLocale(req, candidate.language) });
  return new Response(Buffer.from(pdf), {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${fileName}"`, "Cache-Control": "private, no-store" },
  });
});
