-- AlterTable
ALTER TABLE "mock_answers" ADD COLUMN     "durationFromContainer" BOOLEAN NOT NULL DEFAULT false;
