-- Searches read columns lower-cased once on write, each with one trigram index, and
-- match them with LIKE: ILIKE lower-cases both strings on every row it rechecks, about
-- ten times the cost of LIKE, and a broad term rechecks thousands (decision 032).
-- "Cerca clienti..." searches company name and responsible person in one column.
ALTER TABLE "clients" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(company_name || E'\n' || full_name)) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clients_search_text_trgm_idx" ON "clients" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "clients_full_name_trgm_idx";
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "title_search" text GENERATED ALWAYS AS (lower(title)) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "documents_title_search_trgm_idx" ON "documents" USING gin ("title_search" gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "documents_title_trgm_idx";
--> statement-breakpoint
-- The planner's estimates for the new columns, without waiting for autovacuum.
ANALYZE "clients", "documents";
