-- AlterTable
ALTER TABLE "interviews" ADD COLUMN     "extraRetakeDecidedAt" TIMESTAMP(3),
ADD COLUMN     "extraRetakeNote" TEXT,
ADD COLUMN     "extraRetakeRequestedAt" TIMESTAMP(3),
ADD COLUMN     "extraRetakeStatus" "AccommodationStatus",
ADD COLUMN     "retakes" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "interview_answers" ADD COLUMN     "take" INTEGER NOT NULL DEFAULT 1;
