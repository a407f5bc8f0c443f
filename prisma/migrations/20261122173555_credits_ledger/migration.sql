-- AlterEnum
ALTER TYPE "LedgerReason" ADD VALUE 'EXPIRY';

-- DropIndex
DROP INDEX "credit_ledger_candidateId_createdAt_idx";

-- AlterTable
ALTER TABLE "payment_orders" ADD COLUMN     "returnPath" TEXT;

-- AlterTable
ALTER TABLE "plan_entitlements" ADD COLUMN     "remaining" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "shareTokenId" UUID;

-- AlterTable
ALTER TABLE "credit_ledger" ADD COLUMN     "entitlementId" UUID,
ADD COLUMN     "sequence" SERIAL NOT NULL;

-- AlterTable
ALTER TABLE "share_tokens" ADD COLUMN     "refundedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "payment_orders_status_createdAt_idx" ON "payment_orders"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "plan_entitlements_shareTokenId_key" ON "plan_entitlements"("shareTokenId");

-- CreateIndex
CREATE INDEX "credit_ledger_candidateId_sequence_idx" ON "credit_ledger"("candidateId", "sequence" DESC);

-- CreateIndex
CREATE INDEX "credit_ledger_mockId_idx" ON "credit_ledger"("mockId");

-- CreateIndex
CREATE INDEX "credit_ledger_shareTokenId_idx" ON "credit_ledger"("shareTokenId");

-- Entitlements granted before credits were tracked per entitlement keep all of theirs.
UPDATE "plan_entitlements" SET "remaining" = "credits";

-- What is left of an entitlement never goes below zero or above what it granted.
ALTER TABLE "plan_entitlements" ADD CONSTRAINT "plan_entitlements_remaining_range" CHECK ("remaining" >= 0 AND "remaining" <= "credits");
