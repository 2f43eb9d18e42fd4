-- A gap's copy of its client's name (migration 0047, decision 132) follows the client's whichever
-- path writes it, as the AML files' does (migration 0037): a gap takes its client's name when it is
-- written, a backup's from before 0047 included, and a rename rewrites the client's gaps.
CREATE FUNCTION obligation_gaps_take_client_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT company_name INTO NEW.company_name FROM clients WHERE id = NEW.client_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER obligation_gaps_client_name BEFORE INSERT ON obligation_gaps
  FOR EACH ROW EXECUTE FUNCTION obligation_gaps_take_client_name();--> statement-breakpoint
CREATE FUNCTION obligation_gaps_follow_client_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE obligation_gaps SET company_name = NEW.company_name WHERE client_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER clients_obligation_gaps_name AFTER UPDATE OF company_name ON clients
  FOR EACH ROW WHEN (NEW.company_name IS DISTINCT FROM OLD.company_name) EXECUTE FUNCTION obligation_gaps_follow_client_name();
