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
-- Adds the words of `added` search texts and takes away those of `removed`, in word order:
-- concurrent writers lock shared words in the same order, so they never deadlock.
CREATE FUNCTION search_vocabulary_count(removed text[], added text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_vocabulary (word, jobs)
  SELECT word, sum(delta)::int FROM (
    SELECT search_vocabulary_of(text), -1 FROM unnest(removed) AS text
    UNION ALL
    SELECT search_vocabulary_of(text), 1 FROM unnest(added) AS text
  ) AS changes (word, delta)
  GROUP BY word HAVING sum(delta) <> 0 ORDER BY word
  ON CONFLICT (word) DO UPDATE SET jobs = search_vocabulary.jobs + excluded.jobs
$$;
--> statement-breakpoint
-- Once per statement, over the rows it wrote (transition tables): a bulk insert of thousands of
-- jobs is one upsert of their words, not one per job (which made 100,000 inserts 12 times
-- slower). Only published jobs count, so a draft's words are never offered as a correction.
CREATE FUNCTION jobs_search_vocabulary() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_vocabulary_count('{}',
      ARRAY(SELECT search_text FROM new_rows WHERE status = 'published'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_vocabulary_count(
      ARRAY(SELECT search_text FROM old_rows WHERE status = 'published'), '{}');
  ELSE
    PERFORM search_vocabulary_count(
      ARRAY(SELECT search_text FROM old_rows WHERE status = 'published'),
      ARRAY(SELECT search_text FROM new_rows WHERE status = 'published'));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_search_vocabulary_inserted AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION jobs_search_vocabulary();
--> statement-breakpoint
CREATE TRIGGER jobs_search_vocabulary_updated AFTER UPDATE ON jobs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_search_vocabulary();
--> statement-breakpoint
CREATE TRIGGER jobs_search_vocabulary_deleted AFTER DELETE ON jobs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION jobs_search_vocabulary();
--> statement-breakpoint
INSERT INTO search_vocabulary (word, jobs)
SELECT word, count(*) FROM jobs, search_vocabulary_of(search_text) AS word
WHERE status = 'published' GROUP BY word;
