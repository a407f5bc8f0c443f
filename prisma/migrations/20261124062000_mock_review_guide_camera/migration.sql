-- AlterTable
ALTER TABLE "mock_questions" ADD COLUMN     "guideTicks" INTEGER[] DEFAULT ARRAY[]::INTEGER[];

-- AlterTable
ALTER TABLE "mock_answers" ADD COLUMN     "camera" JSONB;
