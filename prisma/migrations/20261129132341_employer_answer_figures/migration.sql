-- AlterTable
ALTER TABLE "companies" ADD COLUMN     "answerApplications" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "answerFiguresAt" TIMESTAMP(3),
ADD COLUMN     "answerMedianDays" DOUBLE PRECISION,
ADD COLUMN     "answeredApplications" INTEGER NOT NULL DEFAULT 0;
