-- 'Dati mancanti' pages walk the gaps in their clients' name order (decision 132): each gap carries
-- its client's name (kept by migration 0049's triggers).
ALTER TABLE "obligation_gaps" ADD COLUMN "company_name" text;--> statement-breakpoint
UPDATE "obligation_gaps" SET "company_name" = "clients"."company_name" FROM "clients" WHERE "clients"."id" = "obligation_gaps"."client_id";--> statement-breakpoint
ALTER TABLE "obligation_gaps" ALTER COLUMN "company_name" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "obligation_gaps_name_idx" ON "obligation_gaps" USING btree ("company_name","client_id","rule_id");
