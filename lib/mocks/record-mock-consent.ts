// The candidate's agreement to the mock's declaration, stored with the wording's version and the
// language it was shown in when they leave the declaration step. The first agreement is kept: coming
// back to a mock (a reload, another day) shows the declaration again but changes nothing stored.
import { z } from "zod";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { WRONG_MOCK } from "./answers/schema";
import { mockConsentOfVersion } from "@/lib/account-data/mock-consent-version";

export const MOCK_CONSENT_CHANGED = "The consent text has changed. Please reload the page and read it again.";

export const ZMockConsent = z.object({
  mock_id: z.uuid({ message: WRONG_MOCK }),
  /** The version of the declaration the candidate read (mockConsentVersion). */
  version: z.string({ error: MOCK_CONSENT_CHANGED }).min(1, MOCK_CONSENT_CHANGED).max(64, MOCK_CONSENT_CHANGED),
});

export async function recordMockConsent(options: { candidateId: string; mockId: string; version: string; now?: Date }) {
  const { candidateId, mockId } = options;
  const wording = mockConsentOfVersion(options.version);
  if (!wording) throw new AppError("CONSENT_TEXT_CHANGED", MOCK_CONSENT_CHANGED);
  const at = options.now ?? new Date();
  // Only a mock still to be answered, and only once: the update's condition keeps the first consent.
  await db().mock.updateMany({
    where: { id: mockId, candidateId, consentedAt: null, status: { in: ["QUESTION_GENERATED", "IN_PROGRESS"] } },
    data: { consentedAt: at, consentVersion: options.version, consentLanguage: wording.language },
  });
  const mock = await db().mock.findFirst({ where: { id: mockId, candidateId }, select: { consentedAt: true, consentVersion: true, consentLanguage: true } });
  if (!mock?.consentedAt) throw new AppError("MOCK_NOT_FOUND", WRONG_MOCK);
  return { consented_at: mock.consentedAt.toISOString(), version: mock.consentVersion, language: mock.consentLanguage };
}
