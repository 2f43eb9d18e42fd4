CREATE TYPE "public"."reminder_mode" AS ENUM('each', 'digest', 'none');--> statement-breakpoint
CREATE TYPE "public"."reminder_step" AS ENUM('30', '7', '1', 'overdue');--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_rule_settings" (
	"rule_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "obligation_gaps" (
	"client_id" uuid NOT NULL,
	"rule_id" text NOT NULL,
	"missing" text[] NOT NULL,
	CONSTRAINT "obligation_gaps_client_id_rule_id_pk" PRIMARY KEY("client_id","rule_id")
);
--> statement-breakpoint
CREATE TABLE "obligation_reminders" (
	"obligation_id" uuid NOT NULL,
	"step" "reminder_step" NOT NULL,
	"due_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "obligation_reminders_obligation_id_step_due_date_pk" PRIMARY KEY("obligation_id","step","due_date")
);
--> statement-breakpoint
CREATE TABLE "obligations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"rule_id" text NOT NULL,
	"period_key" text NOT NULL,
	"anchor_date" date NOT NULL,
	"due_date" date NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" text,
	"completed_by_name" text,
	"filed_on" date,
	"proof_document_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"mode" "reminder_mode" DEFAULT 'each' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "remind_client" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_rule_settings" ADD CONSTRAINT "compliance_rule_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obligation_gaps" ADD CONSTRAINT "obligation_gaps_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obligation_reminders" ADD CONSTRAINT "obligation_reminders_obligation_id_obligations_id_fk" FOREIGN KEY ("obligation_id") REFERENCES "public"."obligations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obligations" ADD CONSTRAINT "obligations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obligations" ADD CONSTRAINT "obligations_completed_by_user_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obligations" ADD CONSTRAINT "obligations_proof_document_id_documents_id_fk" FOREIGN KEY ("proof_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_preferences" ADD CONSTRAINT "reminder_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "obligations_client_rule_period_uq" ON "obligations" USING btree ("client_id","rule_id","period_key");--> statement-breakpoint
CREATE INDEX "obligations_open_due_idx" ON "obligations" USING btree ("due_date","client_id") WHERE "obligations"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "obligations_client_due_idx" ON "obligations" USING btree ("client_id","due_date");--> statement-breakpoint
CREATE INDEX "obligations_completed_idx" ON "obligations" USING btree ("completed_at") WHERE "obligations"."completed_at" is not null;