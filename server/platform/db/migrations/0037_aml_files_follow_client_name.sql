-- The list of AML files shows, sorts and searches the client's name. It is kept in the file so
-- that it outlives the client; until now it was refreshed only when someone opened the file, so
-- a renamed client kept its old name in the list. A trigger keeps it equal to the client's on
-- every rename, whichever path renames it.
CREATE FUNCTION aml_files_follow_client_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE aml_files SET client_name = NEW.company_name WHERE client_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER clients_aml_file_name AFTER UPDATE OF company_name ON clients
  FOR EACH ROW WHEN (NEW.company_name IS DISTINCT FROM OLD.company_name) EXECUTE FUNCTION aml_files_follow_client_name();--> statement-breakpoint
UPDATE aml_files f SET client_name = c.company_name FROM clients c WHERE c.id = f.client_id AND f.client_name IS DISTINCT FROM c.company_name;--> statement-breakpoint
-- The search reads the name lower-cased once on write, with LIKE (decision 032), as the clients' list does.
ALTER TABLE "aml_files" ADD COLUMN "client_name_search" text GENERATED ALWAYS AS (lower(client_name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "aml_files_client_name_search_trgm_idx" ON "aml_files" USING gin ("client_name_search" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "aml_files_client_name_trgm_idx";
