-- Each search row's day of refresh (UTC) becomes a lexeme of its tokens (search-row.ts
-- dayLexeme), so a common keyword's newest matches are read among the last days' rows only.
-- Rows written from now on carry it; this adds it to the rows already there, then refreshes the
-- statistics the search's choice of window reads.
UPDATE job_search
SET tokens = tokens || array_to_tsvector(ARRAY['d:' || to_char(refreshed_at AT TIME ZONE 'UTC', 'YYYYMMDD')]);
--> statement-breakpoint
ANALYZE job_search;
