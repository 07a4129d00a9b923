-- Archives and talent services on the statistics dashboard: archives received and transferred
-- out, archive requests handled, recognitions granted per tier, talent services granted and the
-- yuan granted per service type. stat_source_sql (0030) is written again with their sources, the
-- new sources get the same statement triggers, stat_rebuild reads its sources from stat_sources,
-- and the rollups are filled again from the rows that exist.
CREATE OR REPLACE FUNCTION stat_sources() RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['job_posting', 'delivery', 'gb01', 'gc01', 'booth_application', 'fair_ticket', 'gig_posting',
    'gig_order', 'workflow_instance', 'personnel_archive', 'archive_movement', 'talent_service_request']
$$;
--> statement-breakpoint
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
      SELECT m.metric, m.day, '', b.category, 1, m.total FROM %1$s r
      JOIN program_application a ON a.id = r.subject_id JOIN program_batch b ON b.id = a.batch_id
      CROSS JOIN LATERAL (VALUES
        ('program_submitted', stat_day(r.submitted_at), 0::bigint),
        ('program_decided', CASE WHEN r.status IN ('approved', 'rejected') THEN stat_day(r.decided_at) END,
          greatest(0, extract(epoch FROM r.decided_at - r.submitted_at))::bigint),
        ('program_passed', CASE WHEN r.status = 'approved' THEN stat_day(r.decided_at) END, 0::bigint)) m(metric, day, total)
      WHERE r.kind = 'talent-program' AND m.day IS NOT NULL AND (m.metric <> 'program_decided' OR r.submitted_at IS NOT NULL)
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
CREATE TRIGGER personnel_archive_stat_insert AFTER INSERT ON personnel_archive
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER personnel_archive_stat_update AFTER UPDATE ON personnel_archive
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER personnel_archive_stat_delete AFTER DELETE ON personnel_archive
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER archive_movement_stat_insert AFTER INSERT ON archive_movement
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER archive_movement_stat_update AFTER UPDATE ON archive_movement
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER archive_movement_stat_delete AFTER DELETE ON archive_movement
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER talent_service_request_stat_insert AFTER INSERT ON talent_service_request
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER talent_service_request_stat_update AFTER UPDATE ON talent_service_request
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
CREATE TRIGGER talent_service_request_stat_delete AFTER DELETE ON talent_service_request
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_rows_changed();
--> statement-breakpoint
-- The new figures of the rows that exist.
SELECT stat_rebuild(NULL, NULL);
