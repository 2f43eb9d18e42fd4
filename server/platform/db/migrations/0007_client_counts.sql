CREATE TABLE "client_counts" (
	"country_code" varchar(2),
	"incorporation_year" integer,
	"approval_status" "approval_status" NOT NULL,
	"clients" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "client_counts_key" ON "client_counts" USING btree (coalesce("country_code", ''),coalesce("incorporation_year", 0),"approval_status");--> statement-breakpoint
-- Client counts kept by the database itself: every statement that inserts, changes or
-- deletes clients (the app, a restore, a bulk load) applies its net change per country,
-- incorporation year and status in the same transaction.
CREATE FUNCTION "client_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  add_rows text := 'INSERT INTO client_counts AS t (country_code, incorporation_year, approval_status, clients)
    SELECT country_code, extract(year FROM incorporation_date)::int, approval_status, %1$s count(*)::int
    FROM %2$I GROUP BY 1, 2, 3
    ON CONFLICT ((coalesce(country_code, '''')), (coalesce(incorporation_year, 0)), approval_status)
    DO UPDATE SET clients = t.clients + excluded.clients';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format(add_rows, '-', 'old_rows');
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format(add_rows, '', 'new_rows');
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM client_counts WHERE clients = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "clients_counts_insert" AFTER INSERT ON "clients" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "client_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "clients_counts_update" AFTER UPDATE ON "clients" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "client_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "clients_counts_delete" AFTER DELETE ON "clients" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "client_counts_apply"();
--> statement-breakpoint
INSERT INTO client_counts (country_code, incorporation_year, approval_status, clients)
  SELECT country_code, extract(year FROM incorporation_date)::int, approval_status, count(*)::int FROM "clients" GROUP BY 1, 2, 3;
