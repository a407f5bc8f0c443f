-- CreateEnum
CREATE TYPE "JobHoldReason" AS ENUM ('ASKS_FOR_MONEY');

-- AlterEnum
ALTER TYPE "JobStatus" ADD VALUE 'HELD';

-- AlterTable
ALTER TABLE "jobs" ADD COLUMN     "heldAt" TIMESTAMP(3),
ADD COLUMN     "heldReason" "JobHoldReason",
ADD COLUMN     "moneyCheckedVersion" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "jobs_moneyCheckedVersion_idx" ON "jobs"("moneyCheckedVersion");
