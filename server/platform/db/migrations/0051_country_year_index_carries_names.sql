-- A search among a country's or a year's clients (decision 136). The (country, incorporation date)
-- index carries what the search reads, so that the term can be checked on each of those clients, and
-- the page's sort keys taken, in the index alone; and the searched text's statistics are finer, so that
-- the planner knows how often a term comes well enough to choose between that walk and the trigram index.
DROP INDEX "clients_country_incorporation_idx";--> statement-breakpoint
CREATE INDEX "clients_country_incorporation_idx" ON "clients" USING btree ("country_code","incorporation_date") INCLUDE ("id","created_at","company_name","full_name","search_text","approval_status");--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "clients" ("search_text");
