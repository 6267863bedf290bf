-- Levenshtein distance, to keep a correction within two letters of what was typed.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL,
	"jobs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The distinct Latin words of three letters or more in a job's search text, in order.
CREATE FUNCTION search_vocabulary_of(search_text text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT word FROM regexp_split_to_table(search_text, '[^a-z]+') AS word
  WHERE char_length(word) >= 3 ORDER BY word
$$;
--> statement-breakpoint
-- One statement per job written, its words in order: concurrent writers lock shared words in the
-- same order, so they wait for each other and never deadlock. Only published jobs count, so a
-- draft's words are never offered as a correction.
CREATE FUNCTION jobs_search_vocabulary() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_vocabulary (word, jobs)
  SELECT word, sum(delta)::int FROM (
    SELECT search_vocabulary_of(OLD.search_text), -1
      WHERE TG_OP <> 'INSERT' AND OLD.status = 'published'
    UNION ALL
    SELECT search_vocabulary_of(NEW.search_text), 1
      WHERE TG_OP <> 'DELETE' AND NEW.status = 'published'
  ) AS changes (word, delta)
  GROUP BY word HAVING sum(delta) <> 0 ORDER BY word
  ON CONFLICT (word) DO UPDATE SET jobs = search_vocabulary.jobs + excluded.jobs;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_search_vocabulary_written AFTER INSERT OR DELETE ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_search_vocabulary();
--> statement-breakpoint
-- search_text is set by the BEFORE trigger, so it is never in an UPDATE's column list: compare.
CREATE TRIGGER jobs_search_vocabulary_changed AFTER UPDATE ON jobs
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION jobs_search_vocabulary();
--> statement-breakpoint
INSERT INTO search_vocabulary (word, jobs)
SELECT word, count(*) FROM jobs, search_vocabulary_of(search_text) AS word
WHERE status = 'published' GROUP BY word;
