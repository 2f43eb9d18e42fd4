-- A gap's copy of its client's name (migration 0047, decision 132) follows the client's whichever
-- path writes it: a gap takes its client's name when it is written, a backup's from before 0047
-- included, and a rename rewrites every copy of the name, the AML files' (migration 0037) and the
-- gaps', in one trigger.
CREATE FUNCTION obligation_gaps_take_client_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT company_name INTO NEW.company_name FROM clients WHERE id = NEW.client_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER obligation_gaps_client_name BEFORE INSERT ON obligation_gaps
  FOR EACH ROW EXECUTE FUNCTION obligation_gaps_take_client_name();--> statement-breakpoint
DROP TRIGGER clients_aml_file_name ON clients;--> statement-breakpoint
DROP FUNCTION aml_files_follow_client_name();--> statement-breakpoint
CREATE FUNCTION client_name_copies_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE aml_files SET client_name = NEW.company_name WHERE client_id = NEW.id;
  UPDATE obligation_gaps SET company_name = NEW.company_name WHERE client_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER clients_name_copies AFTER UPDATE OF company_name ON clients
  FOR EACH ROW WHEN (NEW.company_name IS DISTINCT FROM OLD.company_name) EXECUTE FUNCTION client_name_copies_follow();
