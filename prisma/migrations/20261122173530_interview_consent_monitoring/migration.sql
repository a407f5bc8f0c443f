-- AlterTable
ALTER TABLE "interviews" ADD COLUMN     "consentScope" JSONB,
ADD COLUMN     "consentVersion" TEXT,
ADD COLUMN     "consentedAt" TIMESTAMP(3),
ADD COLUMN     "emotionAnalysis" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "extraTimePercent" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "interview_questions" ADD COLUMN     "askedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "interview_answers" ADD COLUMN     "alarms" JSONB,
ADD COLUMN     "attentionData" JSONB;
