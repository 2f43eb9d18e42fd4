-- The client list walks an index in each order it offers, the id breaking ties (decision 123):
-- newest first (clients_created_id_idx, migration 0002, now declared in the schema), company,
-- person, status, country (a country at a time) and incorporation date with its empties last
-- both ways. The single-column indexes they extend go.
DROP INDEX "clients_created_idx";--> statement-breakpoint
DROP INDEX "clients_status_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "clients_incorporation_date_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clients_created_id_idx" ON "clients" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "clients_company_name_id_idx" ON "clients" USING btree ("company_name","id");--> statement-breakpoint
CREATE INDEX "clients_full_name_id_idx" ON "clients" USING btree ("full_name","id");--> statement-breakpoint
CREATE INDEX "clients_status_id_idx" ON "clients" USING btree ("approval_status","id");--> statement-breakpoint
CREATE INDEX "clients_country_id_idx" ON "clients" USING btree ("country_code","id");--> statement-breakpoint
CREATE INDEX "clients_incorporation_asc_idx" ON "clients" USING btree ("incorporation_date","id");--> statement-breakpoint
CREATE INDEX "clients_incorporation_desc_idx" ON "clients" USING btree ("incorporation_date" DESC NULLS LAST,"id" DESC NULLS LAST);
