-- AlterTable
ALTER TABLE "mocks" ADD COLUMN     "consentLanguage" TEXT NOT NULL DEFAULT 'en',
ADD COLUMN     "consentVersion" TEXT,
ADD COLUMN     "consentedAt" TIMESTAMP(3);
