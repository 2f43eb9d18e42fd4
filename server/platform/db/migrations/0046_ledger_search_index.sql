-- The ledgers' search box reads the causale, the sender and the account, lower-cased, one line each,
-- through a trigram index per book (decision 131), as the activity log's (decision 130).
CREATE INDEX IF NOT EXISTS "income_search_trgm_idx" ON "income" USING gin ((lower("description" || E'\n' || coalesce("sender", '') || E'\n' || coalesce("bank_account", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "expenses_search_trgm_idx" ON "expenses" USING gin ((lower("description" || E'\n' || coalesce("sender", '') || E'\n' || coalesce("bank_account", ''))) gin_trgm_ops);
