-- CreateEnum
CREATE TYPE "AccommodationStatus" AS ENUM ('PENDING', 'APPROVED', 'DENIED');

-- AlterTable
ALTER TABLE "interviews" ADD COLUMN     "accommodationAutoApprovePercent" INTEGER NOT NULL DEFAULT 50,
ADD COLUMN     "accommodationDecidedAt" TIMESTAMP(3),
ADD COLUMN     "accommodationNote" TEXT,
ADD COLUMN     "accommodationPercent" INTEGER,
ADD COLUMN     "accommodationRequestedAt" TIMESTAMP(3),
ADD COLUMN     "accommodationStatus" "AccommodationStatus";

-- AlterTable
ALTER TABLE "mocks" ADD COLUMN     "extraTimePercent" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "practiceForInterviewId" UUID,
ADD COLUMN     "practiceRun" INTEGER,
ADD COLUMN     "questionCount" INTEGER NOT NULL DEFAULT 6,
ALTER COLUMN "resumeKey" DROP NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "mocks_practiceForInterviewId_practiceRun_key" ON "mocks"("practiceForInterviewId", "practiceRun");

-- AddForeignKey
ALTER TABLE "mocks" ADD CONSTRAINT "mocks_practiceForInterviewId_fkey" FOREIGN KEY ("practiceForInterviewId") REFERENCES "interviews"("id") ON DELETE SET NULL ON UPDATE CASCADE;
