-- Document search matches the title by substring (ILIKE) OR the text by full-text
-- search. Without an index on the title the OR can use neither index, and every
-- search read all documents (300,000 rows: 2-20 s). With this trigram index a
-- selective search is a BitmapOr of the two GIN indexes (under 1 ms).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "documents_title_trgm_idx" ON "documents" USING gin ("title" gin_trgm_ops);
