ALTER TABLE "clients" ADD COLUMN "entity_type" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "financial_year_end" text DEFAULT '12-31' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_financial_year_end_format" CHECK ("clients"."financial_year_end" ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$');