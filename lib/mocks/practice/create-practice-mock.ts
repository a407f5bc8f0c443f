// "Practise first": a free mock in the format of a recorded interview the candidate was invited to
// (its number of questions, its answer time with any extra time, one take, the clock enforced by
// the server), with questions for the job's title from our bank or the model, never the employer's
// own. No credit moves. At most PRACTICE_RUNS_PER_INTERVIEW per invitation, counted under a lock on
// the interview's row so that a burst of clicks makes exactly that many.
import { randomUUID } from "node:crypto";
import { MOCK_SKILLS_MAX } from "@/lib/mocks/mock-rules";
import { PRACTICE_RUNS_PER_INTERVIEW } from "@/lib/interviews/interview-rules";
import { db } from "@/lib/db/client";
import { possessive } from "@/lib/format";
import { AppError } from "@/lib/errors/app-error";
import { assertOpen, type InterviewAccess } from "@/lib/interviews/access";
import { effectiveExtraTimePercent } from "@/lib/interviews/answer-time";
import { logger } from "@/lib/log";
import { sendTask } from "@/lib/queue";
import { profileCv } from "../create-mock";
import { failMock } from "../fail-mock";

export const PRACTICE_RUNS_USED = `You have used all ${PRACTICE_RUNS_PER_INTERVIEW} practice runs for this interview`;
export const PRACTICE_AFTER_START = "Practice runs are only for before the interview starts";
const PRACTICE_VALUE = "teamwork";
const PRACTICE_INDUSTRY = "General";

export async function createPracticeMock(options: { interview: InterviewAccess }): Promise<{ mockId: string; run: number }> {
  const { interview } = options;
  assertOpen(interview);
  if (interview.status !== "SCHEDULED") throw new AppError("INTERVIEW_STARTED", PRACTICE_AFTER_START);
  const job = await db().job.findUniqueOrThrow({ where: { id: interview.job.id }, select: { title: true, industry: true, skills: true, experienceMin: true } });
  const cv = await profileCv(interview.candidateId);
  const mockId = randomUUID();
  const company = interview.job.company.name;

  const run = await db().$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM interviews WHERE id = ${interview.id}::uuid FOR UPDATE`;
      // A run that could not be prepared does not count against the candidate.
      const runs = await tx.mock.findMany({ where: { practiceForInterviewId: interview.id }, select: { practiceRun: true, status: true } });
      if (runs.filter((r) => r.status !== "FAILED").length >= PRACTICE_RUNS_PER_INTERVIEW) {
        throw new AppError("PRACTICE_RUNS_USED_UP", PRACTICE_RUNS_USED);
      }
      const practiceRun = Math.max(0, ...runs.map((r) => r.practiceRun ?? 0)) + 1;
      await tx.mock.create({
        data: {
          id: mockId,
          candidateId: interview.candidateId,
          title: job.title,
          description: `Practice run ${practiceRun} for ${possessive(company)} recorded interview: ${interview._count.questions} questions, the same time per answer, one take each.`,
          industry: job.industry ?? PRACTICE_INDUSTRY,
          experience: job.experienceMin,
          skills: job.skills.slice(0, MOCK_SKILLS_MAX),
          difficulty: "MEDIUM",
          value: PRACTICE_VALUE,
          resumeKey: cv?.key ?? null,
          resumeText: cv?.text || null,
          questionCount: interview._count.questions,
          extraTimePercent: effectiveExtraTimePercent(interview),
          practiceForInterviewId: interview.id,
          practiceRun,
        },
      });
      return practiceRun;
      // A burst of clicks waits for the lock rather than fail.
    },
    { maxWait: 30_000, timeout: 30_000 },
  );
  try {
    await sendTask("mocks.generate", { mockId }, { singletonKey: mockId });
  } catch (error) {
    logger().error({ err: error, mockId }, "could not queue practice mock generation");
    await failMock({ mockId, reason: "The generation task could not be queued" });
    throw new AppError("UNAVAILABLE", "The practice run could not be prepared. Please try again in a minute.");
  }
  return { mockId, run };
}
