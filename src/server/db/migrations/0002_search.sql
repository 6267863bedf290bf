-- Job search document: title (weight A) > company name (B) > description (C), in English
-- stemming; search_text keeps title and company name lower-cased for trigram matching of
-- partial words and scripts without spaces (Chinese, Japanese, Thai).
CREATE FUNCTION jobs_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  company_name text;
BEGIN
  SELECT name INTO company_name FROM companies WHERE id = NEW.company_id;
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(company_name, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C');
  NEW.search_text := lower(coalesce(NEW.title, '') || ' ' || coalesce(company_name, ''));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_search_refresh BEFORE INSERT OR UPDATE OF title, description, company_id
  ON jobs FOR EACH ROW EXECUTE FUNCTION jobs_search_refresh();
--> statement-breakpoint
-- A renamed company re-indexes its jobs (the job trigger fires on UPDATE OF title).
CREATE FUNCTION companies_search_propagate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs SET title = title WHERE company_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER companies_search_propagate AFTER UPDATE OF name ON companies
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION companies_search_propagate();
