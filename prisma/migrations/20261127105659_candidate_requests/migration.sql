-- CreateEnum
CREATE TYPE "CandidateRequestKind" AS ENUM ('ALTERNATIVE_ASSESSMENT', 'HUMAN_REVIEW');

-- CreateEnum
CREATE TYPE "CandidateRequestStatus" AS ENUM ('PENDING', 'ACCEPTED', 'DECLINED');

-- AlterTable
ALTER TABLE "applications" ADD COLUMN     "feedbackDueNotifiedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "interviews" ADD COLUMN     "aiUse" JSONB,
ADD COLUMN     "feedbackWithinDays" INTEGER,
ADD COLUMN     "retentionDays" INTEGER;

-- CreateTable
CREATE TABLE "candidate_requests" (
    "id" UUID NOT NULL,
    "applicationId" UUID NOT NULL,
    "interviewId" UUID,
    "kind" "CandidateRequestKind" NOT NULL,
    "status" "CandidateRequestStatus" NOT NULL DEFAULT 'PENDING',
    "message" TEXT,
    "response" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMP(3),

    CONSTRAINT "candidate_requests_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "candidate_requests_applicationId_createdAt_idx" ON "candidate_requests"("applicationId", "createdAt");

-- AddForeignKey
ALTER TABLE "candidate_requests" ADD CONSTRAINT "candidate_requests_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE CASCADE;
