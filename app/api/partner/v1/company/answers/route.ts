// GET /api/partner/v1/company/answers – how the company answers its applicants, as candidates see it on its jobs
import { route } from "@/lib/http/route";
import { PARTNER_DOCS } from "@/lib/http/partner-openapi-operations";
import { getAnswerFigures } from "@/lib/employer-answers/get-answer-figures";
import { ZAnswerFigures } from "@/lib/partner/responses";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "partner", response: ZAnswerFigures, doc: PARTNER_DOCS.getAnswerFigures }, ({ partner }) =>
  getAnswerFigures(partner.companyId),
);
