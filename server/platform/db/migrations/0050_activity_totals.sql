CREATE TABLE "activity_totals" (
	"shard" smallint PRIMARY KEY NOT NULL,
	"entries" bigint NOT NULL
);
--> statement-breakpoint
-- The whole log's entries kept by the database itself, as activity_counts keeps each person's
-- (migration 0025): every statement that inserts or deletes entries adds its net change, in its
-- own transaction, to the row of its connection (one of 16), so two writers wait on each other
-- only when they share a row, and a transaction always writes the same one (no deadlock between
-- two of them). A change of author changes no total.
CREATE FUNCTION "activity_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO activity_totals AS t (shard, entries) SELECT pg_backend_pid() % 16, count(*) FROM new_rows
      ON CONFLICT (shard) DO UPDATE SET entries = t.entries + excluded.entries;
  ELSE
    INSERT INTO activity_totals AS t (shard, entries) SELECT pg_backend_pid() % 16, -count(*) FROM old_rows
      ON CONFLICT (shard) DO UPDATE SET entries = t.entries + excluded.entries;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "activity_totals_insert" AFTER INSERT ON "activity_log" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "activity_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "activity_totals_delete" AFTER DELETE ON "activity_log" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "activity_totals_apply"();
--> statement-breakpoint
INSERT INTO activity_totals (shard, entries) SELECT 0, count(*) FROM "activity_log";
