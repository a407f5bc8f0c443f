-- AlterTable
ALTER TABLE "jobs" ADD COLUMN     "editedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- Existing jobs: the last change we know of. updatedAt also moved when candidates applied, so a job
-- gets the benefit of the doubt rather than closing the hour this is deployed.
UPDATE "jobs" SET "editedAt" = "updatedAt";

-- CreateIndex
CREATE INDEX "jobs_status_editedAt_idx" ON "jobs"("status", "editedAt");

-- CreateIndex
CREATE INDEX "jobs_status_validThrough_idx" ON "jobs"("status", "validThrough");
