CREATE TABLE "ledger_month_totals" (
	"book" "ledger_book" NOT NULL,
	"ledger_user_id" text,
	"month" date NOT NULL,
	"bank_account" text,
	"total" numeric(20, 2) NOT NULL,
	"entries" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_month_totals_key" ON "ledger_month_totals" USING btree ("book",coalesce("ledger_user_id", ''),"month",coalesce("bank_account", ''));--> statement-breakpoint
-- One function keeps both grains: the daily totals (0006) and, from here, the monthly.
ALTER FUNCTION "ledger_day_totals_apply"() RENAME TO "ledger_totals_apply";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  book text := TG_ARGV[0];
  day_column text := TG_ARGV[1];
  -- %1$s: the table of totals, %2$s: its date column, %3$s: that date from the entries,
  -- %4$s: '-' to take away, '' to add, %5$I: the transition table.
  add_rows text := 'INSERT INTO %1$s AS t (book, ledger_user_id, %2$s, bank_account, total, entries)
    SELECT $1::ledger_book, ledger_user_id, %3$s, bank_account, %4$s sum(amount), %4$s count(*)::int
    FROM %5$I GROUP BY 2, 3, 4
    ON CONFLICT (book, (coalesce(ledger_user_id, '''')), %2$s, (coalesce(bank_account, '''')))
    DO UPDATE SET total = t.total + excluded.total, entries = t.entries + excluded.entries';
  grain record;
BEGIN
  FOR grain IN SELECT * FROM (VALUES
    ('ledger_day_totals', 'day', format('%I', day_column)),
    ('ledger_month_totals', 'month', format('date_trunc(''month'', %I)::date', day_column))) AS g(totals, date_column, date_expr)
  LOOP
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      EXECUTE format(add_rows, grain.totals, grain.date_column, grain.date_expr, '-', 'old_rows') USING book;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      EXECUTE format(add_rows, grain.totals, grain.date_column, grain.date_expr, '', 'new_rows') USING book;
    END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      EXECUTE format('DELETE FROM %1$s t USING old_rows o
        WHERE t.book = $1::ledger_book AND coalesce(t.ledger_user_id, '''') = coalesce(o.ledger_user_id, '''')
          AND t.%2$s = %3$s AND coalesce(t.bank_account, '''') = coalesce(o.bank_account, '''') AND t.entries = 0',
        grain.totals, grain.date_column, replace(grain.date_expr, format('%I', day_column), 'o.' || format('%I', day_column))) USING book;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO ledger_month_totals (book, ledger_user_id, month, bank_account, total, entries)
  SELECT book, ledger_user_id, date_trunc('month', day)::date, bank_account, sum(total), sum(entries)::int
  FROM ledger_day_totals GROUP BY 1, 2, 3, 4;
