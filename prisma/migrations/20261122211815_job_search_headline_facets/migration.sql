-- CreateIndex
CREATE INDEX "jobs_headline_facets_idx" ON "jobs" USING GIN ("headlineVector", "searchFacets");
