CREATE TYPE "public"."aml_assessment_status" AS ENUM('draft', 'signed');--> statement-breakpoint
CREATE TYPE "public"."aml_control_basis" AS ENUM('majority-votes', 'dominant-influence-votes', 'contractual-ties');--> statement-breakpoint
CREATE TYPE "public"."aml_document_type" AS ENUM('carta-identita', 'passaporto', 'patente', 'permesso-soggiorno');--> statement-breakpoint
CREATE TYPE "public"."aml_due_diligence" AS ENUM('semplificata', 'ordinaria', 'rafforzata');--> statement-breakpoint
CREATE TYPE "public"."aml_identification_method" AS ENUM('in-person', 'remote');--> statement-breakpoint
CREATE TYPE "public"."aml_party_kind" AS ENUM('natural', 'legal');--> statement-breakpoint
CREATE TYPE "public"."aml_party_role" AS ENUM('amministratore', 'socio', 'segretario', 'esecutore', 'controllo');--> statement-breakpoint
CREATE TYPE "public"."aml_pep_status" AS ENUM('none', 'in-office', 'left-office');--> statement-breakpoint
CREATE TYPE "public"."aml_review_trigger" AS ENUM('scheduled', 'new-owner', 'expired-document', 'new-service', 'other');--> statement-breakpoint
CREATE TABLE "aml_access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"file_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text NOT NULL,
	"action" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aml_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" "aml_assessment_status" DEFAULT 'draft' NOT NULL,
	"engagement_id" uuid NOT NULL,
	"scores" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ruleset_id" text,
	"assessed_on" date,
	"inputs" jsonb,
	"result" jsonb,
	"level" "aml_due_diligence",
	"signed_at" timestamp with time zone,
	"signed_by" text,
	"signed_by_name" text
);
--> statement-breakpoint
CREATE TABLE "aml_engagements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"service_id" text NOT NULL,
	"ruleset_id" text NOT NULL,
	"purpose" text NOT NULL,
	"nature" text NOT NULL,
	"opened_on" date NOT NULL,
	"completion_due_on" date,
	"completed_on" date,
	"declaration_request_id" uuid,
	"declaration_evidence_id" uuid,
	"closed_on" date,
	"created_by" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aml_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"file_size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"acquired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acquired_by" text,
	"acquired_by_name" text NOT NULL,
	"source_document_id" uuid,
	CONSTRAINT "aml_evidence_file_key_unique" UNIQUE("file_key")
);
--> statement-breakpoint
CREATE TABLE "aml_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid,
	"client_name" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_by" text,
	"level" "aml_due_diligence",
	"next_review_on" date,
	"review_trigger" "aml_review_trigger",
	"abstained_on" date,
	"abstention_reason" text,
	"abstained_by" text,
	"relationship_ended_on" date,
	"retain_until" date,
	"log_head" text DEFAULT '' NOT NULL,
	"log_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aml_firm_reminders" (
	"due_on" date NOT NULL,
	"step" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aml_identifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"party_id" uuid NOT NULL,
	"document_type" "aml_document_type" NOT NULL,
	"document_number" text NOT NULL,
	"issuer" text NOT NULL,
	"issued_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"method" "aml_identification_method" NOT NULL,
	"remote_means" text DEFAULT '' NOT NULL,
	"identified_on" date NOT NULL,
	"identified_by" text,
	"identified_by_name" text NOT NULL,
	"evidence_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aml_parties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"kind" "aml_party_kind" NOT NULL,
	"name" text NOT NULL,
	"born_on" date,
	"tax_code" text DEFAULT '' NOT NULL,
	"nationality" text,
	"address" text DEFAULT '' NOT NULL,
	"residence_country" text,
	"pep_status" "aml_pep_status" DEFAULT 'none' NOT NULL,
	"pep_office" text DEFAULT '' NOT NULL,
	"pep_left_on" date,
	"pep_source" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aml_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"trigger" "aml_review_trigger" NOT NULL,
	"due_on" date,
	"reviewed_on" date NOT NULL,
	"outcome" text NOT NULL,
	"reviewed_by" text,
	"reviewed_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aml_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"party_id" uuid NOT NULL,
	"role" "aml_party_role" NOT NULL,
	"company_party_id" uuid,
	"percent" numeric(7, 4),
	"control_basis" "aml_control_basis",
	"owner_reason" text,
	"from_date" date,
	"to_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aml_self_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer NOT NULL,
	"status" "aml_assessment_status" DEFAULT 'draft' NOT NULL,
	"inherent" jsonb NOT NULL,
	"vulnerability" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ruleset_id" text,
	"assessed_on" date,
	"result" jsonb,
	"signed_at" timestamp with time zone,
	"signed_by" text,
	"signed_by_name" text,
	"next_due_on" date,
	CONSTRAINT "aml_self_assessments_version_unique" UNIQUE("version")
);
--> statement-breakpoint
CREATE TABLE "aml_trainings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"held_on" date NOT NULL,
	"topic" text NOT NULL,
	"hours" numeric(6, 2) NOT NULL,
	"attendees" jsonb NOT NULL,
	"created_by" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aml_assessments" ADD CONSTRAINT "aml_assessments_file_id_aml_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."aml_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_assessments" ADD CONSTRAINT "aml_assessments_engagement_id_aml_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."aml_engagements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_assessments" ADD CONSTRAINT "aml_assessments_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_assessments" ADD CONSTRAINT "aml_assessments_signed_by_user_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_engagements" ADD CONSTRAINT "aml_engagements_file_id_aml_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."aml_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_engagements" ADD CONSTRAINT "aml_engagements_declaration_request_id_document_requests_id_fk" FOREIGN KEY ("declaration_request_id") REFERENCES "public"."document_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_engagements" ADD CONSTRAINT "aml_engagements_declaration_evidence_id_aml_evidence_id_fk" FOREIGN KEY ("declaration_evidence_id") REFERENCES "public"."aml_evidence"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_engagements" ADD CONSTRAINT "aml_engagements_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_evidence" ADD CONSTRAINT "aml_evidence_file_id_aml_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."aml_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_evidence" ADD CONSTRAINT "aml_evidence_acquired_by_user_id_fk" FOREIGN KEY ("acquired_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_evidence" ADD CONSTRAINT "aml_evidence_source_document_id_documents_id_fk" FOREIGN KEY ("source_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_files" ADD CONSTRAINT "aml_files_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_files" ADD CONSTRAINT "aml_files_opened_by_user_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_files" ADD CONSTRAINT "aml_files_abstained_by_user_id_fk" FOREIGN KEY ("abstained_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_identifications" ADD CONSTRAINT "aml_identifications_file_id_aml_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."aml_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_identifications" ADD CONSTRAINT "aml_identifications_party_id_aml_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."aml_parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_identifications" ADD CONSTRAINT "aml_identifications_identified_by_user_id_fk" FOREIGN KEY ("identified_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_identifications" ADD CONSTRAINT "aml_identifications_evidence_id_aml_evidence_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."aml_evidence"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_parties" ADD CONSTRAINT "aml_parties_file_id_aml_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."aml_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_reviews" ADD CONSTRAINT "aml_reviews_file_id_aml_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."aml_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_reviews" ADD CONSTRAINT "aml_reviews_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_roles" ADD CONSTRAINT "aml_roles_file_id_aml_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."aml_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_roles" ADD CONSTRAINT "aml_roles_party_id_aml_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."aml_parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_roles" ADD CONSTRAINT "aml_roles_company_party_id_aml_parties_id_fk" FOREIGN KEY ("company_party_id") REFERENCES "public"."aml_parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_self_assessments" ADD CONSTRAINT "aml_self_assessments_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_self_assessments" ADD CONSTRAINT "aml_self_assessments_signed_by_user_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_trainings" ADD CONSTRAINT "aml_trainings_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aml_access_log_file_seq_uq" ON "aml_access_log" USING btree ("file_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "aml_assessments_version_uq" ON "aml_assessments" USING btree ("file_id","version");--> statement-breakpoint
CREATE INDEX "aml_engagements_file_idx" ON "aml_engagements" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "aml_engagements_request_idx" ON "aml_engagements" USING btree ("declaration_request_id");--> statement-breakpoint
CREATE INDEX "aml_evidence_file_idx" ON "aml_evidence" USING btree ("file_id","acquired_at");--> statement-breakpoint
CREATE UNIQUE INDEX "aml_files_client_uq" ON "aml_files" USING btree ("client_id") WHERE "aml_files"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "aml_files_next_review_idx" ON "aml_files" USING btree ("next_review_on");--> statement-breakpoint
CREATE INDEX "aml_files_retain_until_idx" ON "aml_files" USING btree ("retain_until") WHERE "aml_files"."retain_until" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "aml_firm_reminders_uq" ON "aml_firm_reminders" USING btree ("due_on","step");--> statement-breakpoint
CREATE INDEX "aml_identifications_file_idx" ON "aml_identifications" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "aml_identifications_party_idx" ON "aml_identifications" USING btree ("party_id");--> statement-breakpoint
CREATE INDEX "aml_parties_file_idx" ON "aml_parties" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "aml_reviews_file_idx" ON "aml_reviews" USING btree ("file_id","reviewed_on");--> statement-breakpoint
CREATE INDEX "aml_roles_file_idx" ON "aml_roles" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "aml_roles_party_idx" ON "aml_roles" USING btree ("party_id");--> statement-breakpoint
CREATE INDEX "aml_trainings_held_idx" ON "aml_trainings" USING btree ("held_on");--> statement-breakpoint
-- The file's copies of documents are tracked like every stored file (migration 0011).
CREATE TRIGGER aml_evidence_file_key AFTER INSERT OR DELETE OR UPDATE OF file_key ON aml_evidence
  FOR EACH ROW EXECUTE FUNCTION track_file_key();--> statement-breakpoint
-- Nothing is deleted from a file (D.Lgs. 231/2007 art. 31-32): only the retention purge,
-- which says so for its transaction with SET LOCAL arcadia.aml_purge = 'on'.
CREATE FUNCTION aml_refuse_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('arcadia.aml_purge', true), '') = 'on' THEN RETURN OLD; END IF;
  RAISE EXCEPTION 'Un fascicolo antiriciclaggio non si cancella: i suoi dati restano fino al termine di conservazione'
    USING ERRCODE = 'integrity_constraint_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER aml_files_keep BEFORE DELETE ON aml_files FOR EACH ROW EXECUTE FUNCTION aml_refuse_delete();--> statement-breakpoint
CREATE TRIGGER aml_parties_keep BEFORE DELETE ON aml_parties FOR EACH ROW EXECUTE FUNCTION aml_refuse_delete();--> statement-breakpoint
CREATE TRIGGER aml_roles_keep BEFORE DELETE ON aml_roles FOR EACH ROW EXECUTE FUNCTION aml_refuse_delete();--> statement-breakpoint
CREATE TRIGGER aml_evidence_keep BEFORE DELETE ON aml_evidence FOR EACH ROW EXECUTE FUNCTION aml_refuse_delete();--> statement-breakpoint
CREATE TRIGGER aml_identifications_keep BEFORE DELETE ON aml_identifications FOR EACH ROW EXECUTE FUNCTION aml_refuse_delete();--> statement-breakpoint
CREATE TRIGGER aml_engagements_keep BEFORE DELETE ON aml_engagements FOR EACH ROW EXECUTE FUNCTION aml_refuse_delete();--> statement-breakpoint
CREATE TRIGGER aml_assessments_keep BEFORE DELETE ON aml_assessments FOR EACH ROW EXECUTE FUNCTION aml_refuse_delete();--> statement-breakpoint
CREATE TRIGGER aml_reviews_keep BEFORE DELETE ON aml_reviews FOR EACH ROW EXECUTE FUNCTION aml_refuse_delete();--> statement-breakpoint
CREATE TRIGGER aml_self_assessments_keep BEFORE DELETE ON aml_self_assessments FOR EACH ROW EXECUTE FUNCTION aml_refuse_delete();--> statement-breakpoint
CREATE TRIGGER aml_trainings_keep BEFORE DELETE ON aml_trainings FOR EACH ROW EXECUTE FUNCTION aml_refuse_delete();--> statement-breakpoint
-- A signed assessment is a record: a change is a new version.
CREATE FUNCTION aml_refuse_signed_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'signed' AND coalesce(current_setting('arcadia.aml_purge', true), '') <> 'on' THEN
    RAISE EXCEPTION 'Una valutazione firmata non si modifica: crearne una nuova versione'
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER aml_assessments_signed BEFORE UPDATE ON aml_assessments FOR EACH ROW EXECUTE FUNCTION aml_refuse_signed_change();--> statement-breakpoint
CREATE TRIGGER aml_self_assessments_signed BEFORE UPDATE ON aml_self_assessments FOR EACH ROW EXECUTE FUNCTION aml_refuse_signed_change();--> statement-breakpoint
-- The access log is append-only, for everyone, the purge included.
CREATE FUNCTION aml_refuse_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Il registro degli accessi antiriciclaggio non si modifica' USING ERRCODE = 'integrity_constraint_violation';
END $$;--> statement-breakpoint
-- (Not TRUNCATE: a restore empties every table; a log emptied otherwise shows against aml_files.log_count.)
CREATE TRIGGER aml_access_log_append_only BEFORE UPDATE OR DELETE ON aml_access_log FOR EACH ROW EXECUTE FUNCTION aml_refuse_log_change();
