-- The portal home's live counts (modules/portal) are cached by every node; a write to a table a
-- count reads tells them at commit (NOTIFY reaches every session listening on the database, and a
-- rolled-back write says nothing), naming the table, so each node drops the counts it changes.
CREATE OR REPLACE FUNCTION portal_counts_notice() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_notify('rcwb_portal_counts', TG_TABLE_NAME);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Once per statement; an update only when it sets a column the counts filter on (sign-ins update
-- account rows all day without moving a count).
CREATE TRIGGER portal_counts_notice AFTER INSERT OR DELETE OR UPDATE OF status, user_type ON account
  FOR EACH STATEMENT EXECUTE FUNCTION portal_counts_notice();
--> statement-breakpoint
CREATE TRIGGER portal_counts_notice AFTER INSERT OR DELETE ON job_search
  FOR EACH STATEMENT EXECUTE FUNCTION portal_counts_notice();
--> statement-breakpoint
CREATE TRIGGER portal_counts_notice AFTER INSERT OR DELETE OR UPDATE OF status ON job_fair
  FOR EACH STATEMENT EXECUTE FUNCTION portal_counts_notice();
