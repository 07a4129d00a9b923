-- The employment map's counts (map_posting_count, map_org_count) follow job_search in the
-- writing transaction: statement triggers with transition tables add one grouped delta per
-- statement, so a bulk load of thousands of rows costs one small upsert per table, and every
-- writer (the posting lifecycle, an organisation's rename, the sample loader, a cascade from
-- job_posting) is covered (docs/adr/0016-map-aggregates.md).
-- The salary band of a posting is the salary_band dictionary entry holding its lower bound;
-- no upper bound means negotiable (as the job search's band filter reads it).
CREATE OR REPLACE FUNCTION map_salary_band(salary_min integer, salary_max integer) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN salary_max IS NULL THEN 'negotiable'
    WHEN coalesce(salary_min, 0) < 3000 THEN '0-3000'
    WHEN salary_min < 5000 THEN '3000-5000'
    WHEN salary_min < 8000 THEN '5000-8000'
    WHEN salary_min < 12000 THEN '8000-12000'
    WHEN salary_min < 20000 THEN '12000-20000'
    WHEN salary_min < 30000 THEN '20000-30000'
    WHEN salary_min < 50000 THEN '30000-50000'
    ELSE '50000-'
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION map_counts_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  delta text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS d FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS d FROM old_rows'
    ELSE 'SELECT *, 1 AS d FROM new_rows UNION ALL SELECT *, -1 AS d FROM old_rows'
  END;
BEGIN
  -- Keys in a fixed order: concurrent writers lock the count rows in the same order.
  EXECUTE format(
    'INSERT INTO map_posting_count AS m (area, area_city, area_province, category_group, salary_band, n)
     SELECT area, area_city, area_province, category_group, map_salary_band(salary_min, salary_max), sum(d)::int
       FROM (%s) delta GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0 ORDER BY 1, 4, 5
     ON CONFLICT (area, category_group, salary_band) DO UPDATE SET n = m.n + excluded.n', delta);
  EXECUTE format(
    'INSERT INTO map_org_count AS m (org_id, area, area_city, area_province, n)
     SELECT org_id, area, area_city, area_province, sum(d)::int
       FROM (%s) delta GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2
     ON CONFLICT (org_id, area) DO UPDATE SET n = m.n + excluded.n', delta);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION map_counts_clear() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM map_posting_count;
  DELETE FROM map_org_count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER job_search_map_insert AFTER INSERT ON job_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION map_counts_apply();
--> statement-breakpoint
CREATE TRIGGER job_search_map_update AFTER UPDATE ON job_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION map_counts_apply();
--> statement-breakpoint
CREATE TRIGGER job_search_map_delete AFTER DELETE ON job_search
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION map_counts_apply();
--> statement-breakpoint
CREATE TRIGGER job_search_map_truncate AFTER TRUNCATE ON job_search
  FOR EACH STATEMENT EXECUTE FUNCTION map_counts_clear();
