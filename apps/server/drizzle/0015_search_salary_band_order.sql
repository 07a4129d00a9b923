-- The salary order's index gains the lower bound as a third key (and job_id its NULLS LAST, as
-- the search's ORDER BY writes it): a salary band's `salary_min < band max` is then checked in the
-- index, so a band sorted by salary no longer reads every posting paid above it.
DROP INDEX "job_search_salary_idx";--> statement-breakpoint
CREATE INDEX "job_search_salary_idx" ON "job_search" USING btree ("salary_max" DESC NULLS LAST,"job_id" DESC NULLS LAST,"salary_min");
