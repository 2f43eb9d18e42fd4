-- The client list's orders carry the columns its filters test (decision 128): a search, a country,
-- a year or a status walked along an order is checked in the index, without reading each client's row.
DROP INDEX "clients_created_id_idx";--> statement-breakpoint
CREATE INDEX "clients_created_id_idx" ON "clients" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("search_text","country_code","incorporation_date","approval_status");--> statement-breakpoint
DROP INDEX "clients_company_name_id_idx";--> statement-breakpoint
CREATE INDEX "clients_company_name_id_idx" ON "clients" USING btree ("company_name","id") INCLUDE ("search_text","country_code","incorporation_date","approval_status");--> statement-breakpoint
DROP INDEX "clients_full_name_id_idx";--> statement-breakpoint
CREATE INDEX "clients_full_name_id_idx" ON "clients" USING btree ("full_name","id") INCLUDE ("search_text","country_code","incorporation_date","approval_status");--> statement-breakpoint
DROP INDEX "clients_status_id_idx";--> statement-breakpoint
CREATE INDEX "clients_status_id_idx" ON "clients" USING btree ("approval_status","id") INCLUDE ("search_text","country_code","incorporation_date");--> statement-breakpoint
DROP INDEX "clients_country_id_idx";--> statement-breakpoint
CREATE INDEX "clients_country_id_idx" ON "clients" USING btree ("country_code","id") INCLUDE ("search_text","incorporation_date","approval_status");--> statement-breakpoint
DROP INDEX "clients_incorporation_asc_idx";--> statement-breakpoint
CREATE INDEX "clients_incorporation_asc_idx" ON "clients" USING btree ("incorporation_date" ASC NULLS LAST,"id") INCLUDE ("search_text","country_code","approval_status");--> statement-breakpoint
DROP INDEX "clients_incorporation_desc_idx";--> statement-breakpoint
CREATE INDEX "clients_incorporation_desc_idx" ON "clients" USING btree ("incorporation_date" DESC NULLS LAST,"id" DESC) INCLUDE ("search_text","country_code","approval_status");
