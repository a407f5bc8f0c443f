-- AlterTable
ALTER TABLE "interviews" ADD COLUMN     "consentLanguage" TEXT NOT NULL DEFAULT 'en';
