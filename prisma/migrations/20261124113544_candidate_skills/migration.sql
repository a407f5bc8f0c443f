-- AlterTable
ALTER TABLE "candidates" ADD COLUMN     "experienceYears" INTEGER,
ADD COLUMN     "skills" TEXT[] DEFAULT ARRAY[]::TEXT[];
