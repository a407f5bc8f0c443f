-- AlterTable
ALTER TABLE "account_deletions" ADD COLUMN     "failedAttempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "lastError" TEXT,
ADD COLUMN     "lastFailedAt" TIMESTAMP(3);
