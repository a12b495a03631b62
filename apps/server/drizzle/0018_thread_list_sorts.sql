CREATE INDEX "dwellings_address_thread_sort_idx" ON "dwellings" USING btree (coalesce("address", ''));--> statement-breakpoint
CREATE INDEX "seekers_name_sort_idx" ON "seekers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "threads_status_sort_idx" ON "threads" USING btree ((case when "closed" then 2 when "unread" then 0 else 1 end),"id");--> statement-breakpoint
CREATE INDEX "threads_latest_sort_idx" ON "threads" USING btree (coalesce("latest_at", "created_at"),"id");--> statement-breakpoint
CREATE INDEX "threads_created_sort_idx" ON "threads" USING btree ("created_at","id");