ALTER TABLE "jobs" ADD COLUMN "title_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;
--> statement-breakpoint
-- Searches match on search_vector and rank by title_vector (title A, company name B): a few
-- dozen bytes, cheap to rank by where the whole vector of a long description is not. A job's
-- description then counts as a match, not as a rank: repeating a word in a description does
-- not lift a job above another (docs/decisions/0005).
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
  NEW.search_text := lower(coalesce(NEW.title, '') || ' ' || coalesce(company_name, ''));
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Fills title_vector (the trigger fires on title).
UPDATE jobs SET title = title;
