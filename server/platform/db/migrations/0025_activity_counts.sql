CREATE TABLE "activity_counts" (
	"user_id" text,
	"entries" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "activity_counts_key" ON "activity_counts" USING btree (coalesce("user_id", ''));--> statement-breakpoint
-- Entries per person kept by the database itself: every statement that inserts, changes or
-- deletes log entries (the app, a person's deletion setting their entries' user to null, a
-- restore, a bulk load) applies its net change per person in the same transaction.
CREATE FUNCTION "activity_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  add_rows text := 'INSERT INTO activity_counts AS t (user_id, entries)
    SELECT user_id, %1$s count(*)::int FROM %2$I GROUP BY 1
    ON CONFLICT ((coalesce(user_id, ''''))) DO UPDATE SET entries = t.entries + excluded.entries';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format(add_rows, '-', 'old_rows');
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format(add_rows, '', 'new_rows');
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM activity_counts WHERE entries = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "activity_counts_insert" AFTER INSERT ON "activity_log" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "activity_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "activity_counts_update" AFTER UPDATE ON "activity_log" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "activity_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "activity_counts_delete" AFTER DELETE ON "activity_log" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "activity_counts_apply"();
--> statement-breakpoint
INSERT INTO activity_counts (user_id, entries) SELECT user_id, count(*)::int FROM "activity_log" GROUP BY 1;
