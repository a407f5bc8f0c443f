// One completed mock interview for the demo candidate, so the review and the progress chart show
// real content on first run. Honest: it is scored by the offline rule-based scorer from
// transcripts labelled as the browser's, and every quote comes from those transcripts. A database
// seeded before has its demo review judged again, so it always shows what today's judge says.
import type { Prisma } from "@/generated/prisma/client";
import { evaluateAnswer, summariseEvaluation, type AnswerEvaluation, type MockContext } from "@/lib/ai/evaluate";
import type { Tx } from "@/lib/db/client";
import { BROWSER_TRANSCRIPT_ENGINE } from "@/lib/mocks/evaluation/answer-rows";
import { numberQuestions } from "@/lib/mocks/number-questions";

/** Marks rows the seed wrote without a stored file (there is no demo video to replay). */
export const SEED_FILE_KEY = "seed/none";

export const DEMO_MOCK_CONTEXT: MockContext = {
  title: "Frontend Developer",
  industry: "Information Technology",
  skills: ["React", "TypeScript", "Accessibility"],
  experience: 3,
  difficulty: "MEDIUM",
};

export const DEMO_MOCK_ANSWERS = [
  {
    question: "Tell me about a time you made a slow React page fast.",
    transcript:
      "At my last job we had a product list page that took about four seconds to respond when you typed in the filter. I profiled it with the React profiler and found that every keystroke re-rendered two thousand rows. I moved the filtering into a memoised selector and virtualised the list. As a result the typing delay dropped to under a hundred milliseconds, and support tickets about the page stopped.",
    segments: [
      { start: 1.2, end: 14.5 },
      { start: 15.4, end: 29.8 },
      { start: 32.6, end: 41.0 },
    ],
    duration: 44,
  },
  {
    question: "How do you make sure a form is accessible?",
    transcript:
      "Um, I think the main thing is, you know, labels. Every input gets a real label and errors are announced. I test with the keyboard only and with a screen reader, sort of at the end of each feature.",
    segments: [
      { start: 2.5, end: 9.0 },
      { start: 12.8, end: 22.4 },
    ],
    duration: 26,
  },
  {
    question: "Why TypeScript, and where does it not help?",
    transcript:
      "TypeScript catches mistakes before users do. In our team it cut the bugs we found in review, maybe by a third over six months. It does not help with data from the network unless you validate it, so I parse responses with a schema at the edge.",
    segments: [
      { start: 0.8, end: 12.2 },
      { start: 13.0, end: 24.9 },
    ],
    duration: 27,
  },
];

/** The demo answers judged as the review shows them. */
export async function judgeDemoMock() {
  const numbered = numberQuestions(DEMO_MOCK_ANSWERS.map((a) => a.question));
  const evaluated = await Promise.all(
    DEMO_MOCK_ANSWERS.map((a, i) =>
      evaluateAnswer({
        context: DEMO_MOCK_CONTEXT,
        provider: null,
        answer: {
          position: numbered[i]!.position,
          question: a.question,
          transcript: { text: a.transcript, words: null, source: "browser", engine: BROWSER_TRANSCRIPT_ENGINE },
          segments: a.segments,
          durationSeconds: a.duration,
        },
      }),
    ),
  );
  const whole = await summariseEvaluation({
    context: DEMO_MOCK_CONTEXT,
    provider: null,
    questions: DEMO_MOCK_ANSWERS.map((a) => a.question),
    answers: evaluated,
  });
  return { numbered, evaluated, whole };
}

const judged = (e: AnswerEvaluation) => ({
  score: e.score,
  reason: e.reason,
  evidence: e.evidence,
  missing: e.missing,
  improvement: e.improvement,
  modelAnswer: e.modelAnswer,
  delivery: e.delivery as unknown as Prisma.InputJsonValue,
  scoreEngine: e.engine,
});

export async function seedDemoMock(tx: Tx, candidateId: string, now: Date): Promise<boolean> {
  const existing = await tx.mock.findFirst({ where: { candidateId, status: "PROCESS_COMPLETED", resumeKey: SEED_FILE_KEY }, select: { id: true } });
  const { numbered, evaluated, whole } = await judgeDemoMock();
  if (existing) {
    // Seeded before: the same answers, judged again.
    await tx.mock.update({
      where: { id: existing.id },
      data: {
        overallScore: whole.overallScore,
        overallSummary: whole.summary,
        evaluation: { update: { engine: whole.engine, deliveryScore: whole.deliveryScore } },
      },
    });
    for (const [i, e] of evaluated.entries()) {
      await tx.mockAnswer.updateMany({ where: { mockId: existing.id, question: { position: numbered[i]!.position } }, data: judged(e) });
    }
    return false;
  }
  const created = new Date(now.getTime() - 2 * 86_400_000);
  const mock = await tx.mock.create({
    data: {
      candidateId,
      title: DEMO_MOCK_CONTEXT.title,
      description: "Practice for frontend roles: performance, accessibility and TypeScript.",
      industry: DEMO_MOCK_CONTEXT.industry,
      experience: DEMO_MOCK_CONTEXT.experience,
      skills: DEMO_MOCK_CONTEXT.skills,
      difficulty: DEMO_MOCK_CONTEXT.difficulty,
      value: "accountability",
      resumeKey: SEED_FILE_KEY,
      status: "PROCESS_COMPLETED",
      engine: "offline",
      overallScore: whole.overallScore,
      overallSummary: whole.summary,
      createdAt: created,
      startedAt: created,
      completedAt: new Date(created.getTime() + 15 * 60_000),
      evaluation: { create: { engine: whole.engine, deliveryScore: whole.deliveryScore, attempts: 1, finishedAt: new Date(created.getTime() + 15 * 60_000) } },
    },
    select: { id: true },
  });
  for (const [i, a] of DEMO_MOCK_ANSWERS.entries()) {
    const e = evaluated[i]!;
    await tx.mockQuestion.create({
      data: {
        mockId: mock.id,
        ...numbered[i]!,
        answer: {
          create: {
            mockId: mock.id,
            videoKey: SEED_FILE_KEY,
            contentType: "video/webm",
            sizeBytes: 0,
            durationMs: a.duration * 1000,
            speechSegments: a.segments,
            browserTranscript: a.transcript,
            transcript: a.transcript,
            transcriptSource: "browser",
            transcriptEngine: BROWSER_TRANSCRIPT_ENGINE,
            ...judged(e),
            evaluatedAt: new Date(created.getTime() + 15 * 60_000),
          },
        },
      },
    });
  }
  return true;
}
