-- CreateTable
CREATE TABLE "account_verify_tokens" (
    "candidateId" UUID NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "account_verify_tokens_pkey" PRIMARY KEY ("candidateId")
);

-- CreateIndex
CREATE UNIQUE INDEX "account_verify_tokens_tokenHash_key" ON "account_verify_tokens"("tokenHash");

-- AddForeignKey
ALTER TABLE "account_verify_tokens" ADD CONSTRAINT "account_verify_tokens_candidateId_fkey" FOREIGN KEY ("candidateId") REFERENCES "candidates"("id") ON DELETE CASCADE ON UPDATE CASCADE;
