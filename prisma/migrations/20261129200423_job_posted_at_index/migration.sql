-- CreateIndex
CREATE INDEX "jobs_postedAt_idx" ON "jobs"("postedAt");
