-- Archives and talent services on the statistics dashboard: archives received and transferred
-- out, archive requests handled, recognitions granted per tier, talent services granted and the
-- yuan granted per service type. 0030's stat_source_sql is kept (renamed) and the new one adds these
-- sources in front of it, the new source tables are watched by the same statement triggers
-- (stat_watch, for later sources too), stat_rebuild reads its sources from stat_sources, and the
-- rollups are filled again from the rows that exist.
CREATE OR REPLACE FUNCTION stat_sources() RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['job_posting', 'delivery', 'gb01', 'gc01', 'booth_application', 'fair_ticket', 'gig_posting',
    'gig_order', 'workflow_instance', 'personnel_archive', 'archive_movement', 'talent_service_request']
$$;
--> statement-breakpoint
ALTER FUNCTION stat_source_sql(text, text, text) RENAME TO stat_source_sql_0030;
--> statement-breakpoint
CREATE FUNCTION stat_source_sql(source text, rel text, parent text DEFAULT NULL) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $fn$
BEGIN
  RETURN CASE source
    -- Program applications (0030) and the other kinds of workflow instance.
    WHEN 'workflow_instance' THEN stat_source_sql_0030(source, rel, parent) || format($q$
      UNION ALL
      -- Archive requests handled: closed or rejected, on the day of the decision.
      SELECT 'archive_request_handled', stat_day(r.decided_at), '', '', 1, 0::bigint FROM %1$s r
      WHERE r.kind = 'archive-request' AND r.status IN ('approved', 'rejected') AND r.decided_at IS NOT NULL
      UNION ALL
      -- Recognitions granted, per tier (the tier applied for is the tier granted). Tier and service
      -- type codes are prefixed: an industry section or division could have the same code.
      SELECT 'recognition_granted', stat_day(r.decided_at), '', 'tier:' || t.code, 1, 0::bigint FROM %1$s r
      JOIN talent_recognition a ON a.id = r.subject_id JOIN program_reference t ON t.id = a.tier_id
      WHERE r.kind = 'talent-recognition' AND r.status = 'approved' AND r.decided_at IS NOT NULL
      UNION ALL
      -- Talent services granted, per service type.
      SELECT 'service_granted', stat_day(r.decided_at), '', 'service:' || t.code, 1, 0::bigint FROM %1$s r
      JOIN talent_service_request a ON a.id = r.subject_id JOIN program_reference t ON t.id = a.type_id
      WHERE r.kind = 'talent-service' AND r.status = 'approved' AND r.decided_at IS NOT NULL$q$, rel)
    -- Archives received into the store, on the day they were received.
    WHEN 'personnel_archive' THEN format($q$
      SELECT 'archive_received', r.received_on, '', '', 1, 0::bigint FROM %s r$q$, rel)
    -- Archives transferred out, on the day of the transfer.
    WHEN 'archive_movement' THEN format($q$
      SELECT 'archive_transferred', stat_day(r.created_at), '', '', 1, 0::bigint FROM %s r
      WHERE r.kind = 'transfer-out'$q$, rel)
    -- The yuan granted to subsidies (n is the amount), on the day of the grant decision. The
    -- amount is written after the decision in the same transaction, so it is this table's count.
    WHEN 'talent_service_request' THEN format($q$
      SELECT 'service_amount', stat_day(w.decided_at), '', 'service:' || t.code, r.granted_amount, 0::bigint FROM %s r
      JOIN workflow_instance w ON w.kind = 'talent-service' AND w.subject_id = r.id
      JOIN program_reference t ON t.id = r.type_id
      WHERE r.granted_amount IS NOT NULL AND w.status = 'approved' AND w.decided_at IS NOT NULL$q$, rel)
    ELSE stat_source_sql_0030(source, rel, parent)
  END;
END
$fn$;
--> statement-breakpoint
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
    workflow_instance, program_application, program_batch, personnel_archive, archive_movement,
    talent_recognition, talent_service_request, program_reference IN SHARE MODE;
  FOREACH src IN ARRAY stat_sources() LOOP
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
-- A source table's statement triggers: every insert, update and delete moves its rollups.
CREATE OR REPLACE FUNCTION stat_watch(tbl text) RETURNS void
LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format('CREATE TRIGGER %1$I AFTER INSERT ON %2$I REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed()', tbl || '_stat_insert', tbl);
  EXECUTE format('CREATE TRIGGER %1$I AFTER UPDATE ON %2$I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed()', tbl || '_stat_update', tbl);
  EXECUTE format('CREATE TRIGGER %1$I AFTER DELETE ON %2$I REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed()', tbl || '_stat_delete', tbl);
END
$fn$;
--> statement-breakpoint
SELECT stat_watch(t) FROM unnest(ARRAY['personnel_archive', 'archive_movement', 'talent_service_request']) t;
--> statement-breakpoint
-- The new figures of the rows that exist.
SELECT stat_rebuild(NULL, NULL);
