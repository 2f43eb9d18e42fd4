CREATE TYPE "public"."request_item_status" AS ENUM('pending', 'submitted', 'accepted', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."request_status" AS ENUM('draft', 'open', 'completed');--> statement-breakpoint
CREATE TABLE "document_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"title" text NOT NULL,
	"due_date" date NOT NULL,
	"status" "request_status" DEFAULT 'draft' NOT NULL,
	"template_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "request_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"file_key" text,
	"document_id" uuid,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_files_file_key_unique" UNIQUE("file_key")
);
--> statement-breakpoint
CREATE TABLE "request_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"requires_file" boolean DEFAULT true NOT NULL,
	"max_files" integer DEFAULT 1 NOT NULL,
	"access_level" "access_level" DEFAULT 'private' NOT NULL,
	"category" text DEFAULT 'Altri' NOT NULL,
	"status" "request_item_status" DEFAULT 'pending' NOT NULL,
	"answer" text,
	"rejection_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_reminders" (
	"request_id" uuid NOT NULL,
	"step" text NOT NULL,
	"due_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_reminders_request_id_step_due_date_pk" PRIMARY KEY("request_id","step","due_date")
);
--> statement-breakpoint
CREATE TABLE "request_template_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"requires_file" boolean DEFAULT true NOT NULL,
	"max_files" integer DEFAULT 1 NOT NULL,
	"access_level" "access_level" DEFAULT 'private' NOT NULL,
	"category" text DEFAULT 'Altri' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_template_id_request_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."request_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_files" ADD CONSTRAINT "request_files_item_id_request_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."request_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_files" ADD CONSTRAINT "request_files_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_files" ADD CONSTRAINT "request_files_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_items" ADD CONSTRAINT "request_items_request_id_document_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."document_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_items" ADD CONSTRAINT "request_items_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_reminders" ADD CONSTRAINT "request_reminders_request_id_document_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."document_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_template_items" ADD CONSTRAINT "request_template_items_template_id_request_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."request_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_requests_client_idx" ON "document_requests" USING btree ("client_id","status","due_date");--> statement-breakpoint
CREATE INDEX "document_requests_status_due_idx" ON "document_requests" USING btree ("status","due_date","id");--> statement-breakpoint
CREATE INDEX "request_files_item_idx" ON "request_files" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "request_files_document_idx" ON "request_files" USING btree ("document_id") WHERE document_id is not null;--> statement-breakpoint
CREATE INDEX "request_items_request_idx" ON "request_items" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "request_template_items_template_idx" ON "request_template_items" USING btree ("template_id","position");--> statement-breakpoint
-- A file put into a request item is tracked like a document's (migration 0011): settled by its row, released when the row lets it go.
CREATE TRIGGER request_files_file_key AFTER INSERT OR DELETE OR UPDATE OF file_key ON request_files
  FOR EACH ROW EXECUTE FUNCTION track_file_key();--> statement-breakpoint
-- The firm's three main formations, ready to send; staff edit or archive them like any other template.
WITH t AS (
  INSERT INTO request_templates (name, description) VALUES
    ('Costituzione UK Ltd', 'Documenti per costituire una Private Limited Company in Inghilterra e Galles'),
    ('Costituzione LLC USA', 'Documenti per costituire una Limited Liability Company negli Stati Uniti'),
    ('Costituzione società a Dubai (Free Zone)', 'Documenti per costituire una società in una Free Zone degli Emirati Arabi Uniti')
  RETURNING id, name
)
INSERT INTO request_template_items (template_id, position, name, description, requires_file, max_files, access_level, category)
SELECT t.id, i.position, i.name, i.description, i.requires_file, i.max_files, 'private', i.category
FROM t JOIN (VALUES
  ('Costituzione UK Ltd', 1, 'Passaporto di ogni socio e amministratore', 'Una scansione a colori, leggibile, della pagina con la foto di ciascun socio e amministratore. Il documento deve essere in corso di validità.', true, 10, 'Documenti Pubblici'),
  ('Costituzione UK Ltd', 2, 'Prova di residenza', 'Una bolletta o un estratto conto intestato, con l''indirizzo di residenza, non più vecchio di 3 mesi, per ciascun socio e amministratore.', true, 10, 'Documenti Pubblici'),
  ('Costituzione UK Ltd', 3, 'Dichiarazione del cliente', 'La dichiarazione firmata sullo scopo della società e sull''origine dei fondi.', true, 1, 'Altri'),
  ('Costituzione UK Ltd', 4, 'Referenza bancaria', 'Una lettera della banca che attesti il rapporto in essere.', true, 1, 'Altri'),
  ('Costituzione UK Ltd', 5, 'Denominazione e attività', 'Il nome proposto per la società (con due alternative) e una breve descrizione dell''attività.', false, 1, 'Altri'),
  ('Costituzione LLC USA', 1, 'Passaporto di ogni membro', 'Una scansione a colori, leggibile, della pagina con la foto di ciascun membro. Il documento deve essere in corso di validità.', true, 10, 'Documenti Pubblici'),
  ('Costituzione LLC USA', 2, 'Prova di residenza', 'Una bolletta o un estratto conto intestato, con l''indirizzo di residenza, non più vecchio di 3 mesi.', true, 10, 'Documenti Pubblici'),
  ('Costituzione LLC USA', 3, 'Stato e denominazione', 'Lo Stato in cui costituire la LLC e il nome proposto (con due alternative).', false, 1, 'Altri'),
  ('Costituzione LLC USA', 4, 'Dichiarazione del cliente', 'La dichiarazione firmata sullo scopo della società e sull''origine dei fondi.', true, 1, 'Altri'),
  ('Costituzione società a Dubai (Free Zone)', 1, 'Passaporto di ogni socio', 'Una scansione a colori della pagina con la foto e di quella con la firma. Il documento deve avere almeno 6 mesi di validità residua.', true, 10, 'Documenti Pubblici'),
  ('Costituzione società a Dubai (Free Zone)', 2, 'Fototessera', 'Una foto recente su sfondo bianco di ciascun socio (va bene una foto fatta con il telefono).', true, 10, 'Altri'),
  ('Costituzione società a Dubai (Free Zone)', 3, 'Prova di residenza', 'Una bolletta o un estratto conto intestato, non più vecchio di 3 mesi.', true, 10, 'Documenti Pubblici'),
  ('Costituzione società a Dubai (Free Zone)', 4, 'Curriculum o profilo professionale', 'Un breve curriculum di ciascun socio, richiesto dall''autorità della Free Zone.', true, 10, 'Altri'),
  ('Costituzione società a Dubai (Free Zone)', 5, 'Dichiarazione del cliente', 'La dichiarazione firmata sullo scopo della società e sull''origine dei fondi.', true, 1, 'Altri')
) AS i(template_name, position, name, description, requires_file, max_files, category) ON i.template_name = t.name;
