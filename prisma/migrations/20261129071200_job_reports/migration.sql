-- CreateEnum
CREATE TYPE "JobReportReason" AS ENUM ('ASKS_FOR_MONEY', 'NOT_A_REAL_JOB', 'MISLEADING', 'DISCRIMINATORY', 'OTHER');

-- AlterEnum
ALTER TYPE "JobHoldReason" ADD VALUE 'REPORTED';

-- CreateTable
CREATE TABLE "job_reports" (
    "id" UUID NOT NULL,
    "jobId" UUID NOT NULL,
    "candidateId" UUID NOT NULL,
    "reason" "JobReportReason" NOT NULL,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "responseId" UUID,

    CONSTRAINT "job_reports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_report_responses" (
    "id" UUID NOT NULL,
    "jobId" UUID NOT NULL,
    "message" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_report_responses_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "job_reports_jobId_responseId_idx" ON "job_reports"("jobId", "responseId");

-- CreateIndex
CREATE INDEX "job_reports_candidateId_idx" ON "job_reports"("candidateId");

-- CreateIndex
CREATE UNIQUE INDEX "job_reports_jobId_candidateId_key" ON "job_reports"("jobId", "candidateId");

-- CreateIndex
CREATE INDEX "job_report_responses_jobId_createdAt_idx" ON "job_report_responses"("jobId", "createdAt");

-- AddForeignKey
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_candidateId_fkey" FOREIGN KEY ("candidateId") REFERENCES "candidates"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_responseId_fkey" FOREIGN KEY ("responseId") REFERENCES "job_report_responses"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_report_responses" ADD CONSTRAINT "job_report_responses_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
