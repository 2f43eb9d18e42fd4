DROP INDEX "clients_country_idx";--> statement-breakpoint
CREATE INDEX "clients_country_incorporation_idx" ON "clients" USING btree ("country_code","incorporation_date");--> statement-breakpoint
CREATE INDEX "documents_access_created_idx" ON "documents" USING btree ("access_level","created_at","id");