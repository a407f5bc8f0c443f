-- AlterTable
ALTER TABLE "disc_results" ADD COLUMN     "consistency" INTEGER,
ADD COLUMN     "secondaryStyle" TEXT;

-- CreateTable
CREATE TABLE "disc_progress" (
    "candidateId" UUID NOT NULL,
    "answers" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "disc_progress_pkey" PRIMARY KEY ("candidateId")
);

-- AddForeignKey
ALTER TABLE "disc_progress" ADD CONSTRAINT "disc_progress_candidateId_fkey" FOREIGN KEY ("candidateId") REFERENCES "candidates"("id") ON DELETE CASCADE ON UPDATE CASCADE;
