-- AlterTable
ALTER TABLE "interview_answers" ADD COLUMN     "audioOnly" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "mock_answers" ADD COLUMN     "audioOnly" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "mock_retakes" ADD COLUMN     "audioOnly" BOOLEAN NOT NULL DEFAULT false;
