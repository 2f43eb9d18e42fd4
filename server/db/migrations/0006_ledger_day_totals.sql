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
CREATE FUNCTION "income_day_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO ledger_day_totals AS t (book, ledger_user_id, day, bank_account, total, entries)
      SELECT 'income', ledger_user_id, income_date, bank_account, -sum(amount), -count(*)::int FROM old_rows GROUP BY ledger_user_id, income_date, bank_account
      ON CONFLICT (book, (coalesce(ledger_user_id, '')), day, (coalesce(bank_account, '')))
      DO UPDATE SET total = t.total + excluded.total, entries = t.entries + excluded.entries;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO ledger_day_totals AS t (book, ledger_user_id, day, bank_account, total, entries)
      SELECT 'income', ledger_user_id, income_date, bank_account, sum(amount), count(*)::int FROM new_rows GROUP BY ledger_user_id, income_date, bank_account
      ON CONFLICT (book, (coalesce(ledger_user_id, '')), day, (coalesce(bank_account, '')))
      DO UPDATE SET total = t.total + excluded.total, entries = t.entries + excluded.entries;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM ledger_day_totals t USING old_rows o
      WHERE t.book = 'income' AND coalesce(t.ledger_user_id, '') = coalesce(o.ledger_user_id, '') AND t.day = o.income_date
        AND coalesce(t.bank_account, '') = coalesce(o.bank_account, '') AND t.entries = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "income_day_totals_insert" AFTER INSERT ON "income" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "income_day_totals"();
--> statement-breakpoint
CREATE TRIGGER "income_day_totals_update" AFTER UPDATE ON "income" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "income_day_totals"();
--> statement-breakpoint
CREATE TRIGGER "income_day_totals_delete" AFTER DELETE ON "income" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "income_day_totals"();
--> statement-breakpoint
INSERT INTO ledger_day_totals (book, ledger_user_id, day, bank_account, total, entries)
  SELECT 'income', ledger_user_id, income_date, bank_account, sum(amount), count(*)::int FROM "income" GROUP BY ledger_user_id, income_date, bank_account;
--> statement-breakpoint
CREATE FUNCTION "expenses_day_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO ledger_day_totals AS t (book, ledger_user_id, day, bank_account, total, entries)
      SELECT 'expense', ledger_user_id, expense_date, bank_account, -sum(amount), -count(*)::int FROM old_rows GROUP BY ledger_user_id, expense_date, bank_account
      ON CONFLICT (book, (coalesce(ledger_user_id, '')), day, (coalesce(bank_account, '')))
      DO UPDATE SET total = t.total + excluded.total, entries = t.entries + excluded.entries;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO ledger_day_totals AS t (book, ledger_user_id, day, bank_account, total, entries)
      SELECT 'expense', ledger_user_id, expense_date, bank_account, sum(amount), count(*)::int FROM new_rows GROUP BY ledger_user_id, expense_date, bank_account
      ON CONFLICT (book, (coalesce(ledger_user_id, '')), day, (coalesce(bank_account, '')))
      DO UPDATE SET total = t.total + excluded.total, entries = t.entries + excluded.entries;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM ledger_day_totals t USING old_rows o
      WHERE t.book = 'expense' AND coalesce(t.ledger_user_id, '') = coalesce(o.ledger_user_id, '') AND t.day = o.expense_date
        AND coalesce(t.bank_account, '') = coalesce(o.bank_account, '') AND t.entries = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "expenses_day_totals_insert" AFTER INSERT ON "expenses" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "expenses_day_totals"();
--> statement-breakpoint
CREATE TRIGGER "expenses_day_totals_update" AFTER UPDATE ON "expenses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "expenses_day_totals"();
--> statement-breakpoint
CREATE TRIGGER "expenses_day_totals_delete" AFTER DELETE ON "expenses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "expenses_day_totals"();
--> statement-breakpoint
INSERT INTO ledger_day_totals (book, ledger_user_id, day, bank_account, total, entries)
  SELECT 'expense', ledger_user_id, expense_date, bank_account, sum(amount), count(*)::int FROM "expenses" GROUP BY ledger_user_id, expense_date, bank_account;
