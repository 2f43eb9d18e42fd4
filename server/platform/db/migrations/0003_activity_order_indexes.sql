DROP INDEX "activity_created_idx";--> statement-breakpoint
DROP INDEX "activity_user_created_idx";--> statement-breakpoint
CREATE INDEX "activity_created_id_idx" ON "activity_log" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_user_created_id_idx" ON "activity_log" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);