// A company's own answer figures, for the partner API: the counts behind the line its jobs show.
import { db } from "@/lib/db/client";
import { ANSWER_WINDOW_DAYS, answerLine, answeredPercent, enoughApplications, toEmployerAnswers } from "./answer-rules";

export async function getAnswerFigures(companyId: string) {
  const company = await db().company.findUniqueOrThrow({
    where: { id: companyId },
    select: { answerApplications: true, answeredApplications: true, answerMedianDays: true, answerFiguresAt: true },
  });
  return {
    windowDays: ANSWER_WINDOW_DAYS,
    applications: company.answerApplications,
    answered: company.answeredApplications,
    answeredPercent: company.answerApplications > 0 ? answeredPercent(company) : null,
    medianDays: company.answerMedianDays === null ? null : Math.round(company.answerMedianDays * 10) / 10,
    shownToCandidates: enoughApplications(company),
    line: answerLine(toEmployerAnswers(company)),
    computedAt: company.answerFiguresAt?.toISOString() ?? null,
  };
}
