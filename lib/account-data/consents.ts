// The consents a candidate gave, as /settings lists them, and withdrawing one. A recorded
// interview's consent covered recording the answers and analysing the face while answering, so
// withdrawing it deletes the answer videos from storage and the analysis taken from the face
// (expression counts, attention, face alarms); the answers' times and tab switches stay with the
// application, and the interview can no longer be recorded. A mock interview's declaration is listed
// too, with its wording's version and language.
import { Prisma } from "@/generated/prisma/client";
import { TERMS_DATE } from "./account-rules";
import { db } from "@/lib/db/client";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/log";
import { isVoiceOnlyVersion } from "./mock-consent-version";
import { storage } from "@/lib/storage";

/** What a consent was about, for saying it in the interface's language (the employer's and the candidate's words as written). */
export type ConsentAbout =
  | { kind: "RECORDED_INTERVIEW"; job: string; company: string; emotionAnalysis: boolean }
  | { kind: "MOCK_INTERVIEW"; mock: string; audioOnly: boolean }
  | { kind: "TERMS" };

export type ConsentItem = {
  id: string;
  kind: ConsentAbout["kind"];
  about: ConsentAbout;
  /** In English (the API's words); Settings says them in the interface's language from `about`. */
  title: string;
  what: string;
  version: string | null;
  /** The language the wording was shown in (each language's wording has its own version). */
  language: Locale;
  givenAt: string;
  withdrawnAt: string | null;
  /** False for what only closing the account ends (the terms of use). */
  withdrawable: boolean;
};

function interviewWhat(emotionAnalysis: boolean, company: string): string {
  const analysed = emotionAnalysis ? "your attention and facial expressions" : "your attention (no facial expressions)";
  return `Recording your camera and microphone while you answer, and analysing ${analysed}, shared with ${company}.`;
}

function mockWhat(audioOnly: boolean): string {
  const what = audioOnly ? "voice" : "video and voice";
  return `Recording your ${what} while you answer this practice interview, so that you can receive feedback.`;
}

/** The mock interviews' declarations the candidate agreed to (mockConsentVersion), newest first. */
async function mockConsents(candidateId: string): Promise<ConsentItem[]> {
  const mocks = await db().mock.findMany({
    where: { candidateId, consentedAt: { not: null } },
    orderBy: { consentedAt: "desc" },
    select: { id: true, title: true, consentedAt: true, consentVersion: true, consentLanguage: true },
  });
  return mocks.map((m) => {
    const audioOnly = m.consentVersion ? isVoiceOnlyVersion(m.consentVersion) : false;
    return {
      id: m.id,
      kind: "MOCK_INTERVIEW",
      about: { kind: "MOCK_INTERVIEW", mock: m.title, audioOnly },
      title: `Mock interview: ${m.title}`,
      what: mockWhat(audioOnly),
      version: m.consentVersion,
      language: isLocale(m.consentLanguage) ? m.consentLanguage : "en",
      givenAt: m.consentedAt!.toISOString(),
      withdrawnAt: null,
      // No withdrawal deletes a mock's recordings yet: like the terms, closing the account ends it.
      withdrawable: false,
    };
  });
}

export async function listConsents(options: { candidateId: string }): Promise<ConsentItem[]> {
  const [candidate, interviews, mocks] = await Promise.all([
    db().candidate.findUnique({ where: { id: options.candidateId }, select: { createdAt: true } }),
    db().interview.findMany({
      where: { candidateId: options.candidateId, consentedAt: { not: null } },
      orderBy: { consentedAt: "desc" },
      select: {
        id: true,
        consentedAt: true,
        consentVersion: true,
        consentLanguage: true,
        consentWithdrawnAt: true,
        emotionAnalysis: true,
        job: { select: { title: true, company: { select: { name: true } } } },
      },
    }),
    mockConsents(options.candidateId),
  ]);
  if (!candidate) throw new AppError("CANDIDATE_NOT_FOUND", "Account not found");
  const items: ConsentItem[] = interviews.map((i) => ({
    id: i.id,
    kind: "RECORDED_INTERVIEW",
    about: { kind: "RECORDED_INTERVIEW", job: i.job.title, company: i.job.company.name, emotionAnalysis: i.emotionAnalysis },
    title: `Recorded interview: ${i.job.title} at ${i.job.company.name}`,
    what: interviewWhat(i.emotionAnalysis, i.job.company.name),
    version: i.consentVersion,
    language: isLocale(i.consentLanguage) ? i.consentLanguage : "en",
    givenAt: i.consentedAt!.toISOString(),
    withdrawnAt: i.consentWithdrawnAt?.toISOString() ?? null,
    withdrawable: true,
  }));
  items.push(...mocks, {
    id: "terms",
    kind: "TERMS",
    about: { kind: "TERMS" },
    title: "Terms and Conditions and Privacy Policy",
    what: "Accepted when you created your account; they end when you delete your account.",
    version: TERMS_DATE,
    // The terms and the privacy policy exist in English only.
    language: "en",
    givenAt: candidate.createdAt.toISOString(),
    withdrawnAt: null,
    withdrawable: false,
  });
  return items;
}

/** A withdrawal of a consent the candidate did not give (or no longer has). */
export const CONSENT_NOT_FOUND = "Consent not found";

/**
 * Withdraws a recorded interview's consent. Marked first, so nothing more is recorded; then the
 * videos go from storage and the face-derived columns are cleared. Running it again finishes a
 * withdrawal that stopped halfway and changes nothing after one that did not.
 */
export async function withdrawConsent(options: { candidateId: string; id: string; now?: Date }): Promise<{ withdrawnAt: string; videosDeleted: number }> {
  const where = { id: options.id, candidateId: options.candidateId, consentedAt: { not: null } };
  const interview = await db().interview.findFirst({ where, select: { id: true, consentWithdrawnAt: true } });
  if (!interview) throw new AppError("CONSENT_NOT_FOUND", CONSENT_NOT_FOUND);
  let withdrawnAt = interview.consentWithdrawnAt;
  if (!withdrawnAt) {
    withdrawnAt = options.now ?? new Date();
    await db().interview.updateMany({ where: { id: interview.id, consentWithdrawnAt: null }, data: { consentWithdrawnAt: withdrawnAt } });
  }
  const answers = await db().interviewAnswer.findMany({ where: { interviewId: interview.id, videoKey: { not: "" } }, select: { videoKey: true } });
  for (const answer of answers) await storage().delete(answer.videoKey);
  await db().interviewAnswer.updateMany({
    where: { interviewId: interview.id },
    data: { videoKey: "", sizeBytes: 0, emotionData: Prisma.DbNull, attentionData: Prisma.DbNull, alarms: Prisma.DbNull },
  });
  logger().info({ interviewId: interview.id, videos: answers.length }, "interview consent withdrawn");
  return { withdrawnAt: withdrawnAt.toISOString(), videosDeleted: answers.length };
}
