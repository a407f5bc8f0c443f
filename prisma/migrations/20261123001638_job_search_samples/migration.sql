-- CreateIndex
CREATE INDEX "jobs_sample_document_idx" ON "jobs" USING GIN ("searchVector") WHERE ((get_byte(uuid_send(id), 15) & 7) = 0);

-- CreateIndex
CREATE INDEX "jobs_sample_headline_idx" ON "jobs" USING GIN ("headlineVector", "searchFacets") WHERE ((get_byte(uuid_send(id), 15) & 7) = 0);
