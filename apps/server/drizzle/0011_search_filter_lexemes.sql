-- The equality filters' values become lexemes of each search row's tokens (search-row.ts
-- FILTER_LEXEME_PREFIX), so a keyword with filters is one GIN intersection. Rows written from
-- now on carry them; this adds them to the rows already there, then refreshes the statistics
-- the planner and the search's scan choice read.
UPDATE job_search SET tokens = tokens || array_to_tsvector(ARRAY(
  SELECT lexeme FROM unnest(ARRAY[
    'ap:' || area_province, 'ac:' || area_city, 'a:' || area, 'cg:' || category_group, 'c:' || category,
    'is:' || industry_section, 'i:' || industry, 'e:' || education, 'x:' || experience, 'j:' || job_type
  ]) AS lexeme WHERE lexeme !~ ':$'
));
--> statement-breakpoint
ANALYZE job_search;
