DROP INDEX "dwellings_address_trgm_idx";--> statement-breakpoint
ALTER TABLE "dwellings" ADD COLUMN "address_search" text GENERATED ALWAYS AS ((lower(location->>'address'))) STORED;--> statement-breakpoint
CREATE INDEX "dwellings_address_search_trgm_idx" ON "dwellings" USING gin ("address_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dwellings_address_search_idx" ON "dwellings" USING btree ("address_search");--> statement-breakpoint
CREATE INDEX "dwellings_updated_idx" ON "dwellings" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "dwellings_status_sort_idx" ON "dwellings" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "dwellings_listing_type_idx" ON "dwellings" USING btree ("listing_type");--> statement-breakpoint
CREATE INDEX "dwellings_rent_asc_idx" ON "dwellings" USING btree (("rent" is null),coalesce("rent", 0),"id");--> statement-breakpoint
CREATE INDEX "dwellings_rent_desc_idx" ON "dwellings" USING btree (("rent" is not null),coalesce("rent", 0),"id");--> statement-breakpoint
CREATE INDEX "dwellings_address_asc_idx" ON "dwellings" USING btree (("address" is null),coalesce("address", ''),"id");--> statement-breakpoint
CREATE INDEX "dwellings_address_desc_idx" ON "dwellings" USING btree (("address" is not null),coalesce("address", ''),"id");--> statement-breakpoint
CREATE INDEX "dwellings_zip_asc_idx" ON "dwellings" USING btree (("zip" is null),coalesce("zip", ''),"id");--> statement-breakpoint
CREATE INDEX "dwellings_zip_desc_idx" ON "dwellings" USING btree (("zip" is not null),coalesce("zip", ''),"id");--> statement-breakpoint
CREATE INDEX "dwellings_expires_asc_idx" ON "dwellings" USING btree (("expires_at" is null),coalesce("expires_at", 'epoch'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "dwellings_expires_desc_idx" ON "dwellings" USING btree (("expires_at" is not null),coalesce("expires_at", 'epoch'::timestamptz),"id");