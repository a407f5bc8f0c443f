-- DropIndex
DROP INDEX "jobs_search_feed_idx";

-- AlterTable
ALTER TABLE "jobs" ADD COLUMN     "postedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- A repost is posted on its first day: search's "Newest" and "posted within" read postedAt.
UPDATE "jobs" SET "postedAt" = COALESCE("firstPostedAt", "createdAt");

CREATE FUNCTION jobs_posted_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."postedAt" := COALESCE(NEW."firstPostedAt", NEW."createdAt");
  RETURN NEW;
END
$$;

CREATE TRIGGER jobs_posted_at BEFORE INSERT OR UPDATE OF "createdAt", "firstPostedAt", "postedAt" ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION jobs_posted_at();

-- CreateIndex
CREATE INDEX "jobs_search_feed_idx" ON "jobs"("status", "postedAt" DESC, "id" DESC, "titleVector", "headlineVector", "jobType", "workMode", "experienceMin", "salaryMin", "salaryMax", "industry", "locations");
