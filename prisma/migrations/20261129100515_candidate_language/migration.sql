-- AlterTable
ALTER TABLE "candidates" ADD COLUMN     "language" VARCHAR(2);
