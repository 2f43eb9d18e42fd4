-- Open obligations per rule and due date, kept by the database itself (decision 124): every
-- statement that inserts, changes or deletes obligations (the refresh, a completion, a client's
-- deletion, a restore) appends its net change per key in the same transaction. Appended, never
-- updated: writers never wait on one another for a counter row; compactOpenCounts sums them.
CREATE TABLE "obligation_open_counts" (
	"rule_id" text NOT NULL,
	"due_date" date NOT NULL,
	"open" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "obligation_open_counts_due_rule_idx" ON "obligation_open_counts" USING btree ("due_date","rule_id");--> statement-breakpoint
CREATE FUNCTION "obligation_open_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO obligation_open_counts (rule_id, due_date, open)
      SELECT rule_id, due_date, count(*)::int FROM new_rows WHERE completed_at IS NULL GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO obligation_open_counts (rule_id, due_date, open)
      SELECT rule_id, due_date, -count(*)::int FROM old_rows WHERE completed_at IS NULL GROUP BY 1, 2;
  ELSE
    INSERT INTO obligation_open_counts (rule_id, due_date, open)
      SELECT rule_id, due_date, sum(n)::int FROM (
        SELECT rule_id, due_date, 1 AS n FROM new_rows WHERE completed_at IS NULL
        UNION ALL
        SELECT rule_id, due_date, -1 FROM old_rows WHERE completed_at IS NULL
      ) AS change GROUP BY 1, 2 HAVING sum(n) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "obligation_open_counts_insert" AFTER INSERT ON "obligations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "obligation_open_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "obligation_open_counts_update" AFTER UPDATE ON "obligations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "obligation_open_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "obligation_open_counts_delete" AFTER DELETE ON "obligations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "obligation_open_counts_apply"();
--> statement-breakpoint
INSERT INTO obligation_open_counts (rule_id, due_date, open)
  SELECT rule_id, due_date, count(*)::int FROM obligations WHERE completed_at IS NULL GROUP BY 1, 2;
--> statement-breakpoint
-- /scadenze's page walks the open obligations by due date and id; the rule rides along for its filter.
DROP INDEX "obligations_open_due_rule_idx";--> statement-breakpoint
CREATE INDEX "obligations_open_due_id_idx" ON "obligations" USING btree ("due_date","id") INCLUDE ("rule_id") WHERE "obligations"."completed_at" is null;
