-- AlterTable
ALTER TABLE "interview_answers" ADD COLUMN     "durationMs" INTEGER,
ADD COLUMN     "lateSeconds" INTEGER;

-- AlterTable
ALTER TABLE "mocks" ADD COLUMN     "submittedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "mock_answers" ADD COLUMN     "lateSeconds" INTEGER;
