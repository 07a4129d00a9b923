-- Search tokens become a tsvector of the same tokens (sorted, unique lexemes: binary-search
-- matching and per-lexeme planner statistics); the GIN index is rebuilt with tsvector_ops.
ALTER TABLE "job_search" ALTER COLUMN "tokens" SET DATA TYPE tsvector USING array_to_tsvector("tokens");
