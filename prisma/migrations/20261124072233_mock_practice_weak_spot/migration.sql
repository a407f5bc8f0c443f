-- AlterTable
ALTER TABLE "mocks" ADD COLUMN     "practiceOf" TEXT;
