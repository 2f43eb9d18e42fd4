-- The activity log's search box reads who, what and the details, lower-cased, one line each, through a
-- trigram index (decision 130): a search of millions of entries reads its matches, not the log.
-- An expression index, not a stored column: the log is not rewritten.
CREATE INDEX IF NOT EXISTS "activity_log_search_trgm_idx" ON "activity_log" USING gin ((lower("user_name" || E'\n' || "action" || E'\n' || coalesce("details", ''))) gin_trgm_ops);
