-- What Prisma's schema language cannot say: the job search document, money integrity.

-- Weighted full-text document for job search: title (A), company and skills (B),
-- industry (C), description (D). Kept by triggers so every writer gets it for free.
CREATE FUNCTION jobs_search_vector_refresh() RETURNS trigger AS $$
BEGIN
  NEW."searchVector" :=
    setweight(to_tsvector('english', coalesce(NEW."title", '')), 'A') ||
    setweight(to_tsvector('english', coalesce((SELECT c."name" FROM "companies" c WHERE c."id" = NEW."companyId"), '')), 'B') ||
    setweight(to_tsvector('english', array_to_string(NEW."skills", ' ')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW."industry", '')), 'C') ||
    setweight(to_tsvector('english', coalesce(NEW."description", '')), 'D');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER jobs_search_vector
  BEFORE INSERT OR UPDATE OF "title", "description", "skills", "industry", "companyId" ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION jobs_search_vector_refresh();

CREATE FUNCTION companies_name_refresh_jobs() RETURNS trigger AS $$
BEGIN
  UPDATE "jobs" SET "title" = "title" WHERE "companyId" = NEW."id";
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER companies_name_refresh_jobs
  AFTER UPDATE OF "name" ON "companies"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION companies_name_refresh_jobs();

-- A balance can never go below zero, whatever the code above it does.
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_credit_balance_non_negative" CHECK ("creditBalance" >= 0);
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_salary_range" CHECK ("salaryMin" >= 0 AND "salaryMax" >= "salaryMin");
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_applicant_count_non_negative" CHECK ("applicantCount" >= 0);

-- The credit ledger is append-only.
CREATE FUNCTION credit_ledger_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'credit_ledger rows are append-only';
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER credit_ledger_no_update
  BEFORE UPDATE ON "credit_ledger"
  FOR EACH ROW EXECUTE FUNCTION credit_ledger_append_only();
