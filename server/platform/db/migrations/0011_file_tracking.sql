CREATE TYPE "public"."unsettled_file_state" AS ENUM('uploading', 'released');--> statement-breakpoint
CREATE TABLE "unsettled_files" (
	"key" text PRIMARY KEY NOT NULL,
	"state" "unsettled_file_state" NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every column that holds a storage key settles its file when a row comes to point
-- at it, and releases it when no row does any longer (delete, cascade, or a new key):
-- the bytes then wait out the grace period before the sweep removes them. Kept in
-- the database so that no delete path, cascades included, can forget a file.
CREATE FUNCTION file_key_changed(old_key text, new_key text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF new_key IS NOT DISTINCT FROM old_key THEN RETURN; END IF;
  IF new_key IS NOT NULL THEN DELETE FROM unsettled_files WHERE key = new_key; END IF;
  IF old_key IS NOT NULL THEN
    INSERT INTO unsettled_files (key, state) VALUES (old_key, 'released')
    ON CONFLICT (key) DO UPDATE SET state = 'released', since = now();
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION track_file_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM file_key_changed(
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.file_key END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.file_key END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION track_avatar_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM file_key_changed(
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.avatar_key END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.avatar_key END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER documents_file_key AFTER INSERT OR DELETE OR UPDATE OF file_key ON documents
  FOR EACH ROW EXECUTE FUNCTION track_file_key();--> statement-breakpoint
CREATE TRIGGER contracts_file_key AFTER INSERT OR DELETE OR UPDATE OF file_key ON contracts
  FOR EACH ROW EXECUTE FUNCTION track_file_key();--> statement-breakpoint
CREATE TRIGGER profiles_avatar_key AFTER INSERT OR DELETE OR UPDATE OF avatar_key ON profiles
  FOR EACH ROW EXECUTE FUNCTION track_avatar_key();
