-- A job row (title, description, search vector) passes PostgreSQL's 2 kB TOAST threshold, and
-- the search vector, its largest column, was the one moved out of line: every search then read
-- it back from the TOAST table for each matching job (about four extra page reads a row; a word
-- in most jobs cost 0.3 s). MAIN storage keeps it in the row and moves the description out
-- instead, which only the 20 jobs of a page read. Existing rows are rewritten to follow.
ALTER TABLE jobs ALTER COLUMN search_vector SET STORAGE MAIN;
--> statement-breakpoint
-- Concatenating an empty vector makes a new value, which the new storage rule places.
UPDATE jobs SET search_vector = search_vector || ''::tsvector;
