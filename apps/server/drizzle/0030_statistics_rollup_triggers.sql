-- The statistics rollups (stat_daily, stat_monthly) follow their source tables in the writing
-- transaction: statement triggers with transition tables add one grouped delta per statement
-- (what the new rows count minus what the old rows counted), like the employment map's counts
-- (0026). A source row's contributions are written once, in stat_source_sql, and read by the
-- triggers (over the transition tables) and by stat_rebuild (over the tables, for a day range).
-- Days are the service region's (Asia/Shanghai).
CREATE OR REPLACE FUNCTION stat_day(at timestamptz) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (at AT TIME ZONE 'Asia/Shanghai')::date
$$;
--> statement-breakpoint
-- The city of an area code: a district's first four digits; a city or province code is its own.
CREATE OR REPLACE FUNCTION stat_city(area text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN area !~ '^\d{6}$' OR area LIKE '%00' THEN area
    ELSE left(area, 4) || '00'
  END
$$;
--> statement-breakpoint
-- The rows (metric, day, district, industry, n, total) that the rows of `rel` (a table or a
-- transition table of `source`) count; `parent` is the relation its place is read from
-- (the source's parent table unless a trigger on the parent passes its changed rows).
CREATE OR REPLACE FUNCTION stat_source_sql(source text, rel text, parent text DEFAULT NULL) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $fn$
BEGIN
  RETURN CASE source
    WHEN 'job_posting' THEN format($q$
      SELECT m.metric, m.day, r.area AS district, r.industry, 1 AS n, 0::bigint AS total FROM %s r
      CROSS JOIN LATERAL (VALUES
        ('posting_new', stat_day(r.created_at)),
        ('posting_published', stat_day(r.published_at)),
        ('posting_closed', CASE WHEN r.status = 'closed' THEN stat_day(r.closed_at) END)) m(metric, day)
      WHERE m.day IS NOT NULL$q$, rel)
    WHEN 'delivery' THEN format($q$
      SELECT m.metric, m.day, p.area, p.industry, 1, 0::bigint FROM %s r JOIN %s p ON p.id = r.job_id
      CROSS JOIN LATERAL (VALUES
        ('delivery', stat_day(r.created_at)),
        ('hire', CASE WHEN r.status = 'hired' THEN stat_day(r.decided_at) END)) m(metric, day)
      WHERE m.day IS NOT NULL$q$, rel, coalesce(parent, 'job_posting'))
    WHEN 'gb01' THEN format($q$
      SELECT 'org_registered', stat_day(r.created_at), coalesce(r.region, ''), coalesce(r.industry, ''), 1, 0::bigint
      FROM %s r$q$, rel)
    WHEN 'gc01' THEN format($q$
      SELECT 'person_registered', stat_day(r.created_at), coalesce(r.region, ''), '', 1, 0::bigint FROM %s r$q$, rel)
    WHEN 'booth_application' THEN format($q$
      SELECT 'fair_booth', stat_day(r.reviewed_at), p.area, '', 1, 0::bigint FROM %s r JOIN %s p ON p.id = r.fair_id
      WHERE r.status = 'approved' AND r.reviewed_at IS NOT NULL$q$, rel, coalesce(parent, 'job_fair'))
    WHEN 'fair_ticket' THEN format($q$
      SELECT m.metric, m.day, p.area, '', 1, 0::bigint FROM %s r JOIN %s p ON p.id = r.fair_id
      CROSS JOIN LATERAL (VALUES
        ('fair_visitor', CASE WHEN r.status = 'registered' THEN stat_day(r.created_at) END),
        ('fair_checkin', stat_day(r.checked_in_at))) m(metric, day)
      WHERE m.day IS NOT NULL$q$, rel, coalesce(parent, 'job_fair'))
    WHEN 'gig_posting' THEN format($q$
      SELECT 'gig_new', stat_day(r.created_at), r.area, r.category, 1, 0::bigint FROM %s r$q$, rel)
    WHEN 'gig_order' THEN format($q$
      SELECT 'gig_order', stat_day(r.created_at), p.area, p.category, 1, 0::bigint
      FROM %s r JOIN %s p ON p.id = r.gig_id$q$, rel, coalesce(parent, 'gig_posting'))
    -- Program applications: where they stand is their workflow instance's; the batch's category
    -- is the row's category. Time to decision is counted from the last submission.
    WHEN 'workflow_instance' THEN format($q$
      SELECT m.metric, m.day, '', b.category, 1, m.total FROM %s r
      JOIN program_application a ON a.id = r.subject_id JOIN program_batch b ON b.id = a.batch_id
      CROSS JOIN LATERAL (VALUES
        ('program_submitted', stat_day(r.submitted_at), 0::bigint),
        ('program_decided', CASE WHEN r.status IN ('approved', 'rejected') THEN stat_day(r.decided_at) END,
          greatest(0, extract(epoch FROM r.decided_at - r.submitted_at))::bigint),
        ('program_passed', CASE WHEN r.status = 'approved' THEN stat_day(r.decided_at) END, 0::bigint)) m(metric, day, total)
      WHERE r.kind = 'talent-program' AND m.day IS NOT NULL AND (m.metric <> 'program_decided' OR r.submitted_at IS NOT NULL)$q$, rel)
  END;
END
$fn$;
--> statement-breakpoint
-- The sources whose place is their parent's: a parent's change of place moves their rows.
CREATE OR REPLACE FUNCTION stat_children(parent text) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE parent
    WHEN 'job_posting' THEN ARRAY['delivery']
    WHEN 'job_fair' THEN ARRAY['booth_application', 'fair_ticket']
    WHEN 'gig_posting' THEN ARRAY['gig_order']
    ELSE ARRAY[]::text[]
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stat_place_columns(parent text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE parent WHEN 'job_posting' THEN 'area, industry' WHEN 'gig_posting' THEN 'area, category' ELSE 'area' END
$$;
--> statement-breakpoint
-- The upsert of a delta (plus rows minus minus rows, either may be null) into both rollups, at
-- every grain (GROUPING of city, district, industry: 0 all kept, 1 city and district, 2 city and
-- industry, 6 industry; the others '*'), in key order so concurrent writers lock the same rows in
-- the same order. Returned as text: only the trigger function itself may read its transition tables.
CREATE OR REPLACE FUNCTION stat_apply_sql(plus text, minus text) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $fn$
DECLARE
  delta text := concat_ws(' UNION ALL ',
    CASE WHEN plus IS NOT NULL THEN format('SELECT * FROM (%s) p', plus) END,
    CASE WHEN minus IS NOT NULL THEN format(
      'SELECT metric, day, district, industry, -n, -total FROM (%s) m(metric, day, district, industry, n, total)', minus) END);
BEGIN
  IF delta = '' THEN RETURN NULL; END IF;
  RETURN format($q$
    WITH d AS (
      SELECT metric, day, stat_city(district) AS city, district, industry, n, total
        FROM (%s) u(metric, day, district, industry, n, total)
    ), g AS (
      SELECT GROUPING(city, district, industry)::smallint AS grain, day, metric, coalesce(city, '*') AS city,
             coalesce(district, '*') AS district, coalesce(industry, '*') AS industry,
             sum(n)::int AS n, sum(total)::bigint AS total
        FROM d
       GROUP BY day, metric, GROUPING SETS ((city, district), (industry), (city, industry), (city, district, industry))
      HAVING sum(n) <> 0 OR sum(total) <> 0
    ), daily AS (
      INSERT INTO stat_daily AS s (grain, day, metric, city, district, industry, n, total)
      SELECT * FROM g ORDER BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (grain, day, metric, city, district, industry)
      DO UPDATE SET n = s.n + excluded.n, total = s.total + excluded.total
    )
    INSERT INTO stat_monthly AS s (grain, month, metric, city, district, industry, n, total)
    SELECT grain, date_trunc('month', day)::date, metric, city, district, industry, sum(n), sum(total)
      FROM g GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (grain, month, metric, city, district, industry)
    DO UPDATE SET n = s.n + excluded.n, total = s.total + excluded.total$q$,
    delta);
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stat_rows_changed() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  src text := TG_TABLE_NAME;
  child text;
  cols text := stat_place_columns(TG_TABLE_NAME);
  moved text;
  q text;
BEGIN
  q := stat_apply_sql(
    CASE WHEN TG_OP <> 'DELETE' THEN stat_source_sql(src, 'new_rows') END,
    CASE WHEN TG_OP <> 'INSERT' THEN stat_source_sql(src, 'old_rows') END);
  IF q IS NOT NULL THEN EXECUTE q; END IF;
  -- A parent that changed place moves the rows its children count.
  IF TG_OP = 'UPDATE' THEN
    FOREACH child IN ARRAY stat_children(src) LOOP
      moved := format('(SELECT %%s.* FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE (%s) IS DISTINCT FROM (%s))',
        (SELECT string_agg('n.' || trim(c), ', ') FROM unnest(string_to_array(cols, ',')) c),
        (SELECT string_agg('o.' || trim(c), ', ') FROM unnest(string_to_array(cols, ',')) c));
      EXECUTE stat_apply_sql(stat_source_sql(child, child, format(moved, 'n')), stat_source_sql(child, child, format(moved, 'o')));
    END LOOP;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Before a parent row goes, its children's rows are taken off: their own delete (a cascade) no
-- longer finds the parent's place.
CREATE OR REPLACE FUNCTION stat_parent_deleting() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  child text;
  q text;
BEGIN
  FOREACH child IN ARRAY stat_children(TG_TABLE_NAME) LOOP
    q := stat_apply_sql(NULL, stat_source_sql(child, child, format('(SELECT * FROM %I WHERE id = %s)', TG_TABLE_NAME, OLD.id)));
    EXECUTE q;
  END LOOP;
  RETURN OLD;
END
$fn$;
--> statement-breakpoint
-- Writes the rollups of a day range (all days when both ends are null) again from the sources,
-- the sources locked against writers meanwhile; the months the range touches are summed again
-- from the days. Returns the number of daily rows written.
CREATE OR REPLACE FUNCTION stat_rebuild(from_day date, to_day date) RETURNS integer
LANGUAGE plpgsql AS $fn$
DECLARE
  lo date := coalesce(from_day, '-infinity'::date);
  hi date := coalesce(to_day, 'infinity'::date);
  src text;
  parts text[] := ARRAY[]::text[];
  written integer;
BEGIN
  LOCK TABLE job_posting, delivery, gb01, gc01, job_fair, booth_application, fair_ticket, gig_posting, gig_order,
    workflow_instance, program_application, program_batch IN SHARE MODE;
  FOREACH src IN ARRAY ARRAY['job_posting', 'delivery', 'gb01', 'gc01', 'booth_application', 'fair_ticket',
      'gig_posting', 'gig_order', 'workflow_instance'] LOOP
    parts := parts || stat_source_sql(src, src);
  END LOOP;
  DELETE FROM stat_daily WHERE day BETWEEN lo AND hi;
  EXECUTE format($q$
    INSERT INTO stat_daily (grain, day, metric, city, district, industry, n, total)
    SELECT GROUPING(city, district, industry), day, metric, coalesce(city, '*'), coalesce(district, '*'),
           coalesce(industry, '*'), sum(n), sum(total)
      FROM (SELECT metric, day, stat_city(district) AS city, district, industry, n, total
              FROM (%s) u(metric, day, district, industry, n, total)
             WHERE day BETWEEN $1 AND $2) x
     GROUP BY day, metric, GROUPING SETS ((city, district), (industry), (city, industry), (city, district, industry))$q$,
    array_to_string(parts, ' UNION ALL ')) USING lo, hi;
  GET DIAGNOSTICS written = ROW_COUNT;
  lo := CASE WHEN from_day IS NULL THEN lo ELSE date_trunc('month', from_day)::date END;
  hi := CASE WHEN to_day IS NULL THEN hi ELSE (date_trunc('month', to_day) + interval '1 month - 1 day')::date END;
  DELETE FROM stat_monthly WHERE month BETWEEN date_trunc('month', lo) AND hi;
  INSERT INTO stat_monthly (grain, month, metric, city, district, industry, n, total)
  SELECT grain, date_trunc('month', day)::date, metric, city, district, industry, sum(n), sum(total)
    FROM stat_daily WHERE day BETWEEN lo AND hi AND (n <> 0 OR total <> 0)
   GROUP BY 1, 2, 3, 4, 5, 6;
  RETURN written;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER job_posting_stat_insert AFTER INSERT ON job_posting
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER job_posting_stat_update AFTER UPDATE ON job_posting
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER job_posting_stat_delete AFTER DELETE ON job_posting
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER job_posting_stat_deleting BEFORE DELETE ON job_posting
  FOR EACH ROW EXECUTE FUNCTION stat_parent_deleting();
--> statement-breakpoint
CREATE TRIGGER delivery_stat_insert AFTER INSERT ON delivery
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER delivery_stat_update AFTER UPDATE ON delivery
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER delivery_stat_delete AFTER DELETE ON delivery
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER gb01_stat_insert AFTER INSERT ON gb01
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER gb01_stat_update AFTER UPDATE ON gb01
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER gb01_stat_delete AFTER DELETE ON gb01
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER gc01_stat_insert AFTER INSERT ON gc01
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER gc01_stat_update AFTER UPDATE ON gc01
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER gc01_stat_delete AFTER DELETE ON gc01
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER job_fair_stat_update AFTER UPDATE ON job_fair
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER job_fair_stat_deleting BEFORE DELETE ON job_fair
  FOR EACH ROW EXECUTE FUNCTION stat_parent_deleting();
--> statement-breakpoint
CREATE TRIGGER booth_application_stat_insert AFTER INSERT ON booth_application
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER booth_application_stat_update AFTER UPDATE ON booth_application
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER booth_application_stat_delete AFTER DELETE ON booth_application
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER fair_ticket_stat_insert AFTER INSERT ON fair_ticket
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER fair_ticket_stat_update AFTER UPDATE ON fair_ticket
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER fair_ticket_stat_delete AFTER DELETE ON fair_ticket
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER gig_posting_stat_insert AFTER INSERT ON gig_posting
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER gig_posting_stat_update AFTER UPDATE ON gig_posting
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER gig_posting_stat_delete AFTER DELETE ON gig_posting
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER gig_posting_stat_deleting BEFORE DELETE ON gig_posting
  FOR EACH ROW EXECUTE FUNCTION stat_parent_deleting();
--> statement-breakpoint
CREATE TRIGGER gig_order_stat_insert AFTER INSERT ON gig_order
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER gig_order_stat_update AFTER UPDATE ON gig_order
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER gig_order_stat_delete AFTER DELETE ON gig_order
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER workflow_instance_stat_insert AFTER INSERT ON workflow_instance
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER workflow_instance_stat_update AFTER UPDATE ON workflow_instance
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER workflow_instance_stat_delete AFTER DELETE ON workflow_instance
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
-- The first fill, from the rows that exist when the rollups arrive.
SELECT stat_rebuild(NULL, NULL);
