CREATE INDEX "expenses_ledger_amount_idx" ON "expenses" USING btree ("ledger_user_id","amount","id");--> statement-breakpoint
CREATE INDEX "expenses_ledger_description_idx" ON "expenses" USING btree ("ledger_user_id",lower("description"),"id");--> statement-breakpoint
CREATE INDEX "income_ledger_amount_idx" ON "income" USING btree ("ledger_user_id","amount","id");--> statement-breakpoint
CREATE INDEX "income_ledger_description_idx" ON "income" USING btree ("ledger_user_id",lower("description"),"id");