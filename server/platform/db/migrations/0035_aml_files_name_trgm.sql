-- The AML files' list searches the client's name by substring (ILIKE): a trigram index
-- serves it as the clients' list is served (migration 0004), whatever the number of files.
CREATE INDEX IF NOT EXISTS "aml_files_client_name_trgm_idx" ON "aml_files" USING gin ("client_name" gin_trgm_ops);
