// The candidate's recorded interviews for the dashboard: upcoming, done and expired, with what
// they consented to. Reading applies any expiry that is due.
import { standsInForInterview, type AlternativeState } from "@/lib/application-view/alternative-state";
import { db } from "@/lib/db/client";
import { expireIfDue, expiryOf, interviewAccessSelect } from "./access";
import { interviewPath } from "./token";

export type CandidateInterview = {
  id: string;
  jobId: string;
  jobTitle: string;
  company: string;
  group: "upcoming" | "done" | "expired";
  status: "SCHEDULED" | "IN_PROGRESS" | "COMPLETED" | "EXPIRED";
  totalQuestions: number;
  answered: number;
  /** Answers that arrived after their question closed (held up by the network), by question number. */
  lateAnswers: { question: number; lateSeconds: number }[];
  expiresAt: string;
  completedAt: string | null;
  consentedAt: string | null;
  consentVersion: string | null;
  consentWithdrawnAt: string | null;
  emotionAnalysis: boolean;
  /** The candidate's request for another way to be assessed instead, and the employer's answer. */
  alternative: AlternativeState | null;
  link: string | null;
};

export async function listCandidateInterviews(options: { candidateId: string }): Promise<CandidateInterview[]> {
  const rows = await db().interview.findMany({
    where: { candidateId: options.candidateId },
    orderBy: { createdAt: "desc" },
    take: 50,
    select: {
      ...interviewAccessSelect,
      _count: { select: { questions: true, answers: true } },
      answers: { where: { lateSeconds: { not: null } }, select: { lateSeconds: true, question: { select: { position: true } } } },
    },
  });
  const requests = await db().candidateRequest.findMany({
    where: { interviewId: { in: rows.map((r) => r.id) }, kind: "ALTERNATIVE_ASSESSMENT" },
    orderBy: { createdAt: "asc" },
    select: { interviewId: true, status: true, response: true },
  });
  const alternatives = new Map(requests.map((r) => [r.interviewId, { status: r.status, response: r.response }]));
  const out: CandidateInterview[] = [];
  for (const row of rows) {
    await expireIfDue(row);
    const alternative = alternatives.get(row.id) ?? null;
    const group = row.status === "COMPLETED" ? "done" : row.status === "EXPIRED" ? "expired" : "upcoming";
    out.push({
      id: row.id,
      jobId: row.job.id,
      jobTitle: row.job.title,
      company: row.job.company.name,
      group,
      status: row.status,
      totalQuestions: row._count.questions,
      answered: row._count.answers,
      lateAnswers: row.answers.map((a) => ({ question: a.question.position, lateSeconds: a.lateSeconds! })).sort((a, b) => a.question - b.question),
      expiresAt: expiryOf(row).toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
      consentedAt: row.consentedAt?.toISOString() ?? null,
      consentVersion: row.consentVersion,
      consentWithdrawnAt: row.consentWithdrawnAt?.toISOString() ?? null,
      emotionAnalysis: row.emotionAnalysis,
      alternative,
      // Withdrawn consent closes the interview to recording, and another way to be assessed stands in for it: nothing to start.
      link: group === "upcoming" && !row.consentWithdrawnAt && !standsInForInterview(alternative) ? interviewPath(row.id) : null,
    });
  }
  return out;
}
