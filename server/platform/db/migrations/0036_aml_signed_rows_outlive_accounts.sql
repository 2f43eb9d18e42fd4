-- A signed assessment (or self-assessment) keeps the names of who drafted and signed it; when
-- such an account is deleted its links are set to null (ON DELETE SET NULL), an update the
-- trigger of migration 0034 refused, failing the account's deletion. That one change is let
-- through: every other column, and a link pointing anywhere but null, stay frozen.
CREATE OR REPLACE FUNCTION aml_refuse_signed_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'signed' AND coalesce(current_setting('arcadia.aml_purge', true), '') <> 'on' AND (
    (to_jsonb(NEW) - 'created_by' - 'signed_by') IS DISTINCT FROM (to_jsonb(OLD) - 'created_by' - 'signed_by')
    OR (NEW.created_by IS DISTINCT FROM OLD.created_by AND NEW.created_by IS NOT NULL)
    OR (NEW.signed_by IS DISTINCT FROM OLD.signed_by AND NEW.signed_by IS NOT NULL)
  ) THEN
    RAISE EXCEPTION 'Una valutazione firmata non si modifica: crearne una nuova versione'
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;
