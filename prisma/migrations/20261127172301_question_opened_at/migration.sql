-- AlterTable
ALTER TABLE "mock_questions" ADD COLUMN     "openedAt" TIMESTAMP(3);
