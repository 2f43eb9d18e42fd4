-- What each client's obligations wait on from time alone, and what the last whole-firm refresh computed with (decision 126).
CREATE TABLE "obligation_horizons" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"recompute_on" date
);
--> statement-breakpoint
CREATE TABLE "obligation_refresh_state" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"fingerprint" text NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "obligation_refresh_state_one_row" CHECK ("obligation_refresh_state"."id")
);
--> statement-breakpoint
ALTER TABLE "obligation_horizons" ADD CONSTRAINT "obligation_horizons_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "obligation_horizons_recompute_on_idx" ON "obligation_horizons" USING btree ("recompute_on","client_id") WHERE "obligation_horizons"."recompute_on" is not null;