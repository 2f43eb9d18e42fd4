CREATE TABLE "activity_totals" (
	"shard" smallint PRIMARY KEY NOT NULL,
	"entries" bigint NOT NULL
);
--> statement-breakpoint
-- No entry is written while the totals are set up, so none is missed between the count below and
-- the trigger that counts from then on.
LOCK TABLE "activity_log" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
-- The whole log's entries, kept by the trigger function that keeps each person's (migration 0025):
-- every statement that inserts or deletes entries also adds its net change, in its own transaction,
-- to the row of its connection (one of 16), so two writers wait on each other only when they share
-- a row, and a transaction always writes the same one (no deadlock between two of them). A change
-- of author changes no total.
CREATE OR REPLACE FUNCTION "activity_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  add_rows text := 'INSERT INTO activity_counts AS t (user_id, entries)
    SELECT user_id, %1$s count(*)::int FROM %2$I GROUP BY 1
    ON CONFLICT ((coalesce(user_id, ''''))) DO UPDATE SET entries = t.entries + excluded.entries';
  add_total text := 'INSERT INTO activity_totals AS t (shard, entries)
    SELECT pg_backend_pid() %% 16, %1$s count(*) FROM %2$I
    ON CONFLICT (shard) DO UPDATE SET entries = t.entries + excluded.entries';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format(add_rows, '-', 'old_rows');
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format(add_rows, '', 'new_rows');
  END IF;
  IF TG_OP = 'INSERT' THEN
    EXECUTE format(add_total, '', 'new_rows');
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format(add_total, '-', 'old_rows');
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM activity_counts WHERE entries = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO activity_totals (shard, entries) SELECT 0, count(*) FROM "activity_log";
