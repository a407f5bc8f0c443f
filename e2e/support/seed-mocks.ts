// Mocks in every state a list shows, written straight into the e2e server's database: ready (one
// asking a weak spot again), being written, being scored, failed, and two reviewed ones with
// spoken and typed answers (so the list draws its progress chart and weak spots).
import { numberQuestions } from "@/lib/mocks/number-questions";

const DAY = 86_400_000;

/** The titles of the seeded mocks, newest first: each a card on /mock. */
export const SEEDED_TITLES = ["Backend Developer", "Frontend Developer", "QA Engineer", "Data Analyst", "Product Analyst", "Support Engineer"];
export const WEAK_QUESTION = "How do you find a slow query in PostgreSQL?";

export async function seedMocksInEveryState(candidateId: string): Promise<void> {
  process.env.DATABASE_URL = `postgres://postgres:postgres@localhost:${process.env.E2E_PG_PORT ?? "54339"}/hireready`;
  const { db, disconnectDb } = await import("@/lib/db/client");
  const base = { candidateId, industry: "Information Technology", experience: 3, difficulty: "MEDIUM", value: "teamwork", resumeKey: "e2e/none" } as const;
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);
  const reviewed = async (title: string, daysAgo: number, spoken: number, typed: number, delivery: number) => {
    const mock = await db().mock.create({
      data: {
        ...base,
        title,
        skills: ["SQL", "Excel"],
        description: "Reports and dashboards for the sales team.",
        status: "PROCESS_COMPLETED",
        createdAt: at(daysAgo),
        completedAt: at(daysAgo),
        questions: { create: numberQuestions([WEAK_QUESTION, "Why do you want this role?"]) },
        evaluation: { create: { deliveryScore: delivery, finishedAt: at(daysAgo) } },
      },
      select: { id: true, questions: { select: { id: true, position: true } } },
    });
    for (const q of mock.questions) {
      const isTyped = q.position === 2;
      await db().mockAnswer.create({
        data: {
          mockId: mock.id,
          questionId: q.id,
          kind: isTyped ? "TYPED" : "VIDEO",
          typedText: isTyped ? "Because I like numbers." : null,
          // A recording's answer names its stored file (the database refuses one without).
          videoKey: isTyped ? null : `e2e/${mock.id}/${q.position}.webm`,
          contentType: isTyped ? null : "video/webm",
          sizeBytes: isTyped ? null : 1024,
          score: isTyped ? typed : spoken,
          reason: "Too short.",
          evaluatedAt: at(daysAgo),
        },
      });
    }
  };
  await reviewed("Support Engineer", 9, 4, 6, 5);
  await reviewed("Product Analyst", 8, 6, 7, 7);
  await db().mock.create({ data: { ...base, title: "Data Analyst", skills: ["Python"], status: "FAILED", createdAt: at(6) } });
  await db().mock.create({ data: { ...base, title: "QA Engineer", skills: ["Selenium"], status: "EVALUATING", language: "hinglish", createdAt: at(4) } });
  await db().mock.create({
    data: {
      ...base,
      title: "Frontend Developer",
      skills: ["React"],
      status: "GENERATING",
      language: "hi",
      createdAt: at(2),
      questions: { create: numberQuestions(["Q1"]) },
    },
  });
  await db().mock.create({
    data: {
      ...base,
      title: "Backend Developer",
      skills: ["Node.js", "PostgreSQL", "Kubernetes"],
      experience: 1,
      description: "APIs for a payments team in Bengaluru.",
      practiceOf: WEAK_QUESTION,
      status: "QUESTION_GENERATED",
      createdAt: at(1),
      questions: { create: numberQuestions(["Tell me about an API you built."]) },
    },
  });
  await disconnectDb();
}
