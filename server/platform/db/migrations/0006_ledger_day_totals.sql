CREATE TYPE "public"."ledger_book" AS ENUM('income', 'expense');--> statement-breakpoint
CREATE TABLE "ledger_day_totals" (
	"book" "ledger_book" NOT NULL,
	"ledger_user_id" text,
	"day" date NOT NULL,
	"bank_account" text,
	"total" numeric(20, 2) NOT NULL,
	"entries" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_day_totals_key" ON "ledger_day_totals" USING btree ("book",coalesce("ledger_user_id", ''),"day",coalesce("bank_account", ''));
--> statement-breakpoint
-- Daily totals kept by the database itself: every statement that inserts, changes or
-- deletes entries (the app, a bulk load, a restore, a cascade from a deleted account)
-- applies its net change per ledger, day and account in the same transaction.
-- Arguments: the book ('income' or 'expense') and the table's date column.
CREATE FUNCTION "ledger_day_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  book text := TG_ARGV[0];
  day_column text := TG_ARGV[1];
  add_rows text := 'INSERT INTO ledger_day_totals AS t (book, ledger_user_id, day, bank_account, total, entries)
    SELECT $1::ledger_book, ledger_user_id, %1$I, bank_account, %2$s sum(amount), %2$s count(*)::int
    FROM %3$I GROUP BY ledger_user_id, %1$I, bank_account
    ON CONFLICT (book, (coalesce(ledger_user_id, '''')), day, (coalesce(bank_account, '''')))
    DO UPDATE SET total = t.total + excluded.total, entries = t.entries + excluded.entries';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format(add_rows, day_column, '-', 'old_rows') USING book;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format(add_rows, day_column, '', 'new_rows') USING book;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format('DELETE FROM ledger_day_totals t USING old_rows o
      WHERE t.book = $1::ledger_book AND coalesce(t.ledger_user_id, '''') = coalesce(o.ledger_user_id, '''')
        AND t.day = o.%I AND coalesce(t.bank_account, '''') = coalesce(o.bank_account, '''') AND t.entries = 0', day_column) USING book;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "income_day_totals_insert" AFTER INSERT ON "income" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ledger_day_totals_apply"('income', 'income_date');
--> statement-breakpoint
CREATE TRIGGER "income_day_totals_update" AFTER UPDATE ON "income" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ledger_day_totals_apply"('income', 'income_date');
--> statement-breakpoint
CREATE TRIGGER "income_day_totals_delete" AFTER DELETE ON "income" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "ledger_day_totals_apply"('income', 'income_date');
--> statement-breakpoint
CREATE TRIGGER "expenses_day_totals_insert" AFTER INSERT ON "expenses" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ledger_day_totals_apply"('expense', 'expense_date');
--> statement-breakpoint
CREATE TRIGGER "expenses_day_totals_update" AFTER UPDATE ON "expenses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ledger_day_totals_apply"('expense', 'expense_date');
--> statement-breakpoint
CREATE TRIGGER "expenses_day_totals_delete" AFTER DELETE ON "expenses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "ledger_day_totals_apply"('expense', 'expense_date');
--> statement-breakpoint
INSERT INTO ledger_day_totals (book, ledger_user_id, day, bank_account, total, entries)
  SELECT 'income'::ledger_book, ledger_user_id, income_date, bank_account, sum(amount), count(*)::int FROM "income" GROUP BY ledger_user_id, income_date, bank_account
  UNION ALL
  SELECT 'expense'::ledger_book, ledger_user_id, expense_date, bank_account, sum(amount), count(*)::int FROM "expenses" GROUP BY ledger_user_id, expense_date, bank_account;
