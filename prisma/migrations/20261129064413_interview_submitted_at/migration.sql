-- AlterTable
ALTER TABLE "interviews" ADD COLUMN     "submittedAt" TIMESTAMP(3);
