-- CreateTable
CREATE TABLE "application_feedback" (
    "id" UUID NOT NULL,
    "applicationId" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "apiKeyId" UUID,
    "message" TEXT NOT NULL,
    "toStatus" "ApplicationStatus",
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "application_feedback_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "application_feedback_applicationId_createdAt_idx" ON "application_feedback"("applicationId", "createdAt");

-- CreateIndex
CREATE INDEX "application_feedback_companyId_idx" ON "application_feedback"("companyId");

-- AddForeignKey
ALTER TABLE "application_feedback" ADD CONSTRAINT "application_feedback_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "application_feedback" ADD CONSTRAINT "application_feedback_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill: an application without any status history gets its current status, dated by its last
-- change, so that every application's timeline starts from what is known.
INSERT INTO "application_status_changes" ("id", "applicationId", "fromStatus", "toStatus", "actor", "changedAt")
SELECT gen_random_uuid(), a."id", NULL, a."status", 'system:backfill',
       CASE WHEN a."status" = 'APPLIED' THEN a."appliedAt" ELSE a."updatedAt" END
  FROM "applications" a
 WHERE NOT EXISTS (SELECT 1 FROM "application_status_changes" c WHERE c."applicationId" = a."id");
