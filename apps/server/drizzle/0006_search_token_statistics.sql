-- The planner estimates a token missing from the most-common list at half the rarest listed
-- frequency. With the default 1,000 listed tokens (of ~300 per posting) that is a few percent, so
-- a rare keyword was expected to match thousands of postings and read newest-first through the
-- whole index. Ten thousand listed tokens bring the guess down to a fraction of a percent.
ALTER TABLE "job_search" ALTER COLUMN "tokens" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "job_search";
