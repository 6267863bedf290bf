ALTER TABLE "jobs" ADD COLUMN "search_grams" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_search_grams_idx" ON "jobs" USING gin ("search_grams");--> statement-breakpoint
-- The single characters and pairs of every run of letters outside ASCII (Han, Kana, Hangul,
-- Thai …) in NFKC form, lower case: what a search for one or two characters of a script written
-- without spaces finds through an index, where trigrams need three (decision 0015). Latin words
-- are left to English full text and trigrams. Linear in the text's length.
CREATE FUNCTION search_grams(source text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_to_tsvector(array_agg(DISTINCT gram)), ''::tsvector)
  FROM regexp_matches(lower(normalize(source, NFKC)), '[^[:ascii:][:space:][:punct:]]+', 'g') AS run(part),
    generate_series(1, char_length(run.part[1])) AS start,
    LATERAL (VALUES (substr(run.part[1], start, 1)), (substr(run.part[1], start, 2))) AS grams(gram)
$$;
--> statement-breakpoint
-- What a query's runs of those letters must all contain: each pair of neighbours (a single
-- letter alone), joined by AND. The same runs as search_grams, so the same splitting.
CREATE FUNCTION search_grams_query(query text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT string_agg('''' || gram || '''', ' & ')::tsquery
  FROM regexp_matches(lower(normalize(query, NFKC)), '[^[:ascii:][:space:][:punct:]]+', 'g') AS run(part),
    generate_series(1, greatest(char_length(run.part[1]) - 1, 1)) AS start,
    LATERAL (SELECT substr(run.part[1], start, 2) AS gram) AS grams
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobs_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  company_name text;
BEGIN
  SELECT name INTO company_name FROM companies WHERE id = NEW.company_id;
  NEW.title_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(company_name, '')), 'B');
  NEW.search_vector :=
    NEW.title_vector || setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C');
  NEW.search_text := lower(normalize(coalesce(NEW.title, '') || ' ' || coalesce(company_name, ''), NFKC));
  NEW.search_grams := search_grams(coalesce(NEW.title, '') || ' ' || coalesce(company_name, ''));
  RETURN NEW;
END
$$;
--> statement-breakpoint
UPDATE jobs SET title = title;
