ALTER TABLE "clients" ADD COLUMN "us_state_registration_date" date;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "trade_licence_expiry" date;