-- How many bank applications there are, kept by the database itself: every statement that inserts
-- or deletes applications (the app, a user's deletion, a restore) applies its net change in the
-- same transaction. Upserted, so a truncated counter (a restore) is started again by the next change.
CREATE TABLE "bank_application_counts" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"applications" integer NOT NULL,
	CONSTRAINT "bank_application_counts_one_row" CHECK ("bank_application_counts"."id")
);
--> statement-breakpoint
CREATE FUNCTION "bank_application_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO change FROM new_rows;
  ELSE
    SELECT -count(*) INTO change FROM old_rows;
  END IF;
  IF change <> 0 THEN
    INSERT INTO bank_application_counts AS t (id, applications) VALUES (true, change)
      ON CONFLICT (id) DO UPDATE SET applications = t.applications + excluded.applications;
    -- None left, no row: the state a restore of an empty table gives.
    DELETE FROM bank_application_counts WHERE applications = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bank_applications_counts_insert" AFTER INSERT ON "bank_applications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bank_application_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "bank_applications_counts_delete" AFTER DELETE ON "bank_applications" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bank_application_counts_apply"();
--> statement-breakpoint
INSERT INTO bank_application_counts (id, applications) SELECT true, count(*)::int FROM "bank_applications" HAVING count(*) > 0;
