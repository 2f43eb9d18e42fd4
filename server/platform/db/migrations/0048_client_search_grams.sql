-- A client search of 12 characters or more is looked up by its first 12 (decision 133): every
-- 12-character window of `search_text` in a GIN index, one entry read per search, where the
-- trigram index intersects the long lists of every trigram of the term.
CREATE OR REPLACE FUNCTION search_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT ARRAY(SELECT substr(t, i, 12) FROM generate_series(1, length(t) - 11) i) $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clients_search_grams_idx" ON "clients" USING gin (search_grams("search_text"));
