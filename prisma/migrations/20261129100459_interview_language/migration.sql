-- AlterTable
ALTER TABLE "interviews" ADD COLUMN     "language" TEXT NOT NULL DEFAULT 'en';
