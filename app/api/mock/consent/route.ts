// POST /api/mock/consent – { mock_id, version } when the candidate leaves the declaration → { consented_at, version, language } (the first consent is kept)
import { route } from "@/lib/http/route";
import { recordMockConsent, ZMockConsent } from "@/lib/mocks/record-mock-consent";

export const dynamic = "force-dynamic";

export const POST = route({ auth: "candidate", body: ZMockConsent }, ({ candidate, body }) =>
  recordMockConsent({ candidateId: candidate.id, mockId: body.mock_id, version: body.version }),
);
