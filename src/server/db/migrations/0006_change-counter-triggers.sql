-- Every statement that writes jobs or companies raises the `jobs` change counter, in the same
-- transaction: a reader that sees the counter unchanged knows no write to either table has
-- committed since (whichever instance, script or psql session made it). In-process caches of
-- public job lists rely on it.
CREATE FUNCTION change_counter_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO change_counters (topic, value) VALUES (TG_ARGV[0], 1)
    ON CONFLICT (topic) DO UPDATE SET value = change_counters.value + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO change_counters (topic, value) VALUES ('jobs', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER jobs_change_counter AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION change_counter_bump('jobs');
--> statement-breakpoint
CREATE TRIGGER companies_change_counter AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION change_counter_bump('jobs');
