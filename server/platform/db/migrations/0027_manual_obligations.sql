CREATE TYPE "public"."manual_recurrence" AS ENUM('none', 'monthly', 'quarterly', 'yearly');--> statement-breakpoint
CREATE TABLE "manual_obligations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"title" text NOT NULL,
	"authority" text NOT NULL,
	"starts_on" date NOT NULL,
	"recurrence" "manual_recurrence" NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "obligations" ADD COLUMN "manual_obligation_id" uuid;--> statement-breakpoint
ALTER TABLE "manual_obligations" ADD CONSTRAINT "manual_obligations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_obligations" ADD CONSTRAINT "manual_obligations_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manual_obligations_client_idx" ON "manual_obligations" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "obligations" ADD CONSTRAINT "obligations_manual_obligation_id_manual_obligations_id_fk" FOREIGN KEY ("manual_obligation_id") REFERENCES "public"."manual_obligations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "obligations_manual_idx" ON "obligations" USING btree ("manual_obligation_id") WHERE "obligations"."manual_obligation_id" is not null;