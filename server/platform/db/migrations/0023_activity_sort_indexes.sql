CREATE INDEX "activity_user_name_id_idx" ON "activity_log" USING btree ("user_name","id");--> statement-breakpoint
CREATE INDEX "activity_action_id_idx" ON "activity_log" USING btree ("action","id");