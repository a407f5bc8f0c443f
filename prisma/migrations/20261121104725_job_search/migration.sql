-- DropIndex
DROP INDEX "jobs_status_createdAt_idx";

-- AlterTable
ALTER TABLE "jobs" ADD COLUMN     "headlineVector" tsvector,
ADD COLUMN     "searchFacets" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "titleVector" tsvector;

-- CreateIndex
CREATE INDEX "jobs_titleVector_idx" ON "jobs" USING GIN ("titleVector");

-- CreateIndex
CREATE INDEX "jobs_headlineVector_idx" ON "jobs" USING GIN ("headlineVector");

-- CreateIndex
CREATE INDEX "jobs_searchFacets_idx" ON "jobs" USING GIN ("searchFacets");

-- CreateIndex
CREATE INDEX "jobs_search_feed_idx" ON "jobs"("status", "createdAt" DESC, "id" DESC, "titleVector", "headlineVector", "jobType", "workMode", "experienceMin", "salaryMin", "salaryMax", "industry", "locations");

-- What Prisma's schema language cannot say: how job search keeps its rows small and its columns filled.

-- The small vectors stay inline, and rows over 256 bytes move their description and full document
-- out of line, so the table pages job search visits hold about twenty jobs each instead of four.
-- (Partner API limits keep the headline well under a page.)
ALTER TABLE "jobs" ALTER COLUMN "titleVector" SET STORAGE PLAIN;
ALTER TABLE "jobs" ALTER COLUMN "headlineVector" SET STORAGE MAIN;
ALTER TABLE "jobs" SET (toast_tuple_target = 256);

-- Title (A); company and skills (B); industry and locations (C); description (D). The headline is
-- everything but the description; the title vector is the title alone. Facets feed the filters.
CREATE OR REPLACE FUNCTION jobs_search_vector_refresh() RETURNS trigger AS $$
DECLARE
  company_name text;
BEGIN
  SELECT c."name" INTO company_name FROM "companies" c WHERE c."id" = NEW."companyId";
  NEW."titleVector" := to_tsvector('english', coalesce(NEW."title", ''));
  NEW."headlineVector" :=
    setweight(NEW."titleVector", 'A') ||
    setweight(to_tsvector('english', coalesce(company_name, '')), 'B') ||
    setweight(to_tsvector('english', array_to_string(NEW."skills", ' ')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW."industry", '')), 'C') ||
    setweight(to_tsvector('english', array_to_string(NEW."locations", ' ')), 'C');
  NEW."searchVector" :=
    NEW."headlineVector" || setweight(to_tsvector('english', coalesce(NEW."description", '')), 'D');
  NEW."searchFacets" :=
    ARRAY['type:' || NEW."jobType", 'mode:' || NEW."workMode"] ||
    CASE WHEN NEW."industry" IS NULL THEN ARRAY[]::text[] ELSE ARRAY['industry:' || NEW."industry"] END ||
    ARRAY(SELECT 'location:' || l FROM unnest(NEW."locations") AS l);
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

DROP TRIGGER "jobs_search_vector" ON "jobs";
CREATE TRIGGER "jobs_search_vector"
  BEFORE INSERT OR UPDATE OF "title", "description", "skills", "industry", "locations", "jobType", "workMode", "companyId"
  ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION jobs_search_vector_refresh();

-- Existing jobs get their new columns (and their narrower rows).
UPDATE "jobs" SET "title" = "title";
