-- AlterTable
ALTER TABLE "mocks" ADD COLUMN     "language" TEXT NOT NULL DEFAULT 'en';
