-- AlterTable
ALTER TABLE "application_status_changes" ADD COLUMN     "emailedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "application_feedback" ADD COLUMN     "emailedAt" TIMESTAMP(3);
