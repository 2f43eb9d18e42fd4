ALTER TABLE "session" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "session" SET "last_used_at" = "updated_at", "expires_at" = LEAST("expires_at", "created_at" + interval '30 days');
