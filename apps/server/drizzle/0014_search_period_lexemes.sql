-- Each search row's hour and day of refresh (UTC) become lexemes of its tokens (search-row.ts
-- periodLexemes), so a common keyword's newest matches are read among the last hours' or days'
-- rows only. Rows written from now on carry them; this adds them to the rows already there, then
-- refreshes the statistics the search's choice of window reads.
UPDATE job_search SET tokens = tokens || array_to_tsvector(ARRAY[
  'h:' || to_char(refreshed_at AT TIME ZONE 'UTC', 'YYYYMMDDHH24'),
  'd:' || to_char(refreshed_at AT TIME ZONE 'UTC', 'YYYYMMDD')
]);
--> statement-breakpoint
ANALYZE job_search;
