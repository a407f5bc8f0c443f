-- AlterTable
ALTER TABLE "payment_events" ADD COLUMN     "outcome" TEXT,
ADD COLUMN     "processedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "payment_events_processedAt_receivedAt_idx" ON "payment_events"("processedAt", "receivedAt");
