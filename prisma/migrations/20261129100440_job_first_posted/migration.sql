-- AlterTable
ALTER TABLE "jobs" ADD COLUMN     "firstPostedAt" TIMESTAMP(3);
