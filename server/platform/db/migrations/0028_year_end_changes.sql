CREATE TABLE "year_end_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"previous_end" date NOT NULL,
	"new_end" date NOT NULL,
	"notified_on" date NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "obligations" ADD COLUMN "period_gone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "year_end_changes" ADD CONSTRAINT "year_end_changes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "year_end_changes" ADD CONSTRAINT "year_end_changes_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "year_end_changes_client_period_uq" ON "year_end_changes" USING btree ("client_id","period_start");