ALTER TABLE "dwellings" ADD COLUMN "city" text GENERATED ALWAYS AS ((location->>'city')) STORED;--> statement-breakpoint
CREATE INDEX "dwellings_active_created_idx" ON "dwellings" USING btree ("active","created_at");--> statement-breakpoint
CREATE INDEX "dwellings_rent_idx" ON "dwellings" USING btree ("rent","id");--> statement-breakpoint
CREATE INDEX "dwellings_zip_idx" ON "dwellings" USING btree ("zip" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "dwellings_address_trgm_idx" ON "dwellings" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dwellings_city_trgm_idx" ON "dwellings" USING gin ("city" gin_trgm_ops);