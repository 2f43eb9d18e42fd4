-- Client list search ('Cerca clienti...'): case-insensitive substring matches on
-- company name and responsible person use trigram GIN indexes, so the list stays
-- fast with 100,000 clients. The year filter is a date range on incorporation_date.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clients_company_name_trgm_idx" ON "clients" USING gin ("company_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clients_full_name_trgm_idx" ON "clients" USING gin ("full_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clients_incorporation_date_idx" ON "clients" ("incorporation_date");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clients_created_id_idx" ON "clients" ("created_at" DESC, "id" DESC);
