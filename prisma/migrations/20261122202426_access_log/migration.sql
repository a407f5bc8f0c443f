-- CreateEnum
CREATE TYPE "DataAccessKind" AS ENUM ('CV', 'INTERVIEW');

-- AlterTable
ALTER TABLE "interviews" ADD COLUMN     "consentWithdrawnAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "data_access_log" (
    "id" UUID NOT NULL,
    "candidateId" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "companyName" TEXT NOT NULL,
    "apiKeyId" UUID,
    "kind" "DataAccessKind" NOT NULL,
    "subjectId" UUID NOT NULL,
    "readAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "data_access_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "data_access_log_candidateId_readAt_idx" ON "data_access_log"("candidateId", "readAt" DESC);

-- AddForeignKey
ALTER TABLE "data_access_log" ADD CONSTRAINT "data_access_log_candidateId_fkey" FOREIGN KEY ("candidateId") REFERENCES "candidates"("id") ON DELETE CASCADE ON UPDATE CASCADE;
