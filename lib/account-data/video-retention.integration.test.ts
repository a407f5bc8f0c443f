// Retention deletes only answer videos past VIDEO_RETENTION_DAYS, keeping scores and transcripts.
import { afterAll, describe, expect, it } from "vitest";
import { stopQueue } from "@/lib/queue";
import { storage } from "@/lib/storage";
import { createCandidate, createCompany, createJob } from "@/test/factories";
import { useTestDatabase } from "@/test/db";
import { deleteExpiredVideos } from "./video-retention";

const t = useTestDatabase();
afterAll(() => stopQueue());

const DAY = 24 * 60 * 60 * 1000;

async function mockAnswer(candidateId: string, key: string, createdAt: Date) {
  const mock = await t.db().mock.create({
    data: {
      candidateId,
      title: "Analyst",
      industry: "Finance",
      experience: 1,
      skills: [],
      difficulty: "EASY",
      value: "x",
      resumeKey: "cv/x.pdf",
      questions: { create: { position: 1, text: "Why?" } },
    },
    include: { questions: true },
  });
  await storage().put(key, Buffer.from("video"), { contentType: "video/webm" });
  return t.db().mockAnswer.create({
    data: {
      mockId: mock.id,
      questionId: mock.questions[0]!.id,
      videoKey: key,
      contentType: "video/webm",
      sizeBytes: 5,
      transcript: "Because.",
      score: 7,
      createdAt,
    },
  });
}

describe("video retention", () => {
  it("deletes videos older than the period and keeps the rest, scores and transcripts included", async () => {
    const now = new Date();
    const candidate = await createCandidate();
    const old = await mockAnswer(candidate.id, `mock-answers/${candidate.id}/old.webm`, new Date(now.getTime() - 181 * DAY));
    const fresh = await mockAnswer(candidate.id, `mock-answers/${candidate.id}/fresh.webm`, new Date(now.getTime() - 179 * DAY));

    const company = await createCompany();
    const job = await createJob(company.id);
    const interview = await t.db().interview.create({
      data: {
        candidateId: candidate.id,
        jobId: job.id,
        tokenHash: `tok-${candidate.id}`,
        expiresAt: now,
        questions: {
          create: [
            { position: 1, text: "One" },
            { position: 2, text: "Two" },
          ],
        },
      },
      include: { questions: true },
    });
    const keys = [`interview-answers/${candidate.id}/1.webm`, `interview-answers/${candidate.id}/2.webm`];
    for (const key of keys) await storage().put(key, Buffer.from("video"), { contentType: "video/webm" });
    await t.db().interviewAnswer.create({
      data: {
        interviewId: interview.id,
        questionId: interview.questions[0]!.id,
        videoKey: keys[0]!,
        contentType: "video/webm",
        sizeBytes: 5,
        emotionData: { Happy: 3 },
        uploadedAt: new Date(now.getTime() - 200 * DAY),
      },
    });
    await t.db().interviewAnswer.create({
      data: { interviewId: interview.id, questionId: interview.questions[1]!.id, videoKey: keys[1]!, contentType: "video/webm", sizeBytes: 5, uploadedAt: now },
    });

    expect(await deleteExpiredVideos({ now, days: 180 })).toEqual({ InterviewAnswer: 1, MockAnswer: 1, MockRetake: 0 });

    expect(await storage().get(old.videoKey!)).toBeNull();
    expect(await storage().get(fresh.videoKey!)).not.toBeNull();
    expect(await storage().get(keys[0]!)).toBeNull();
    expect(await storage().get(keys[1]!)).not.toBeNull();
    const kept = await t.db().mockAnswer.findUniqueOrThrow({ where: { id: old.id } });
    expect(kept).toMatchObject({ videoKey: "", transcript: "Because.", score: 7 });
    const keptInterview = await t.db().interviewAnswer.findFirstOrThrow({ where: { questionId: interview.questions[0]!.id } });
    expect(keptInterview).toMatchObject({ videoKey: "", emotionData: { Happy: 3 } });

    // A second day's run finds nothing more to do.
    expect(await deleteExpiredVideos({ now, days: 180 })).toEqual({ InterviewAnswer: 0, MockAnswer: 0, MockRetake: 0 });
  });

  it("deletes a recorded interview's videos sooner when its employer keeps them for less, and only that employer's", async () => {
    const now = new Date();
    const candidate = await createCandidate();
    const job = await createJob((await createCompany()).id);
    const interviewKeeping = async (retentionDays: number | null, n: number) => {
      const interview = await t.db().interview.create({
        data: {
          candidateId: candidate.id,
          jobId: job.id,
          tokenHash: `tok-${candidate.id}-${n}`,
          expiresAt: now,
          retentionDays,
          questions: { create: [{ position: 1, text: "One" }] },
        },
        include: { questions: true },
      });
      const key = `interview-answers/${candidate.id}/kept-${n}.webm`;
      await storage().put(key, Buffer.from("video"), { contentType: "video/webm" });
      await t.db().interviewAnswer.create({
        data: {
          interviewId: interview.id,
          questionId: interview.questions[0]!.id,
          videoKey: key,
          contentType: "video/webm",
          sizeBytes: 5,
          uploadedAt: new Date(now.getTime() - 31 * DAY),
        },
      });
      return key;
    };
    const thirtyDays = await interviewKeeping(30, 1);
    const sixtyDays = await interviewKeeping(60, 2);
    const undeclared = await interviewKeeping(null, 3);
    expect(await deleteExpiredVideos({ now, days: 180 })).toEqual({ InterviewAnswer: 1, MockAnswer: 0, MockRetake: 0 });
    expect(await storage().get(thirtyDays)).toBeNull();
    expect(await storage().get(sixtyDays)).not.toBeNull();
    expect(await storage().get(undeclared)).not.toBeNull();
  });
});
