ALTER TABLE "dwellings" ADD COLUMN "home_key" text;--> statement-breakpoint
ALTER TABLE "dwellings" ADD COLUMN "possible_duplicate_of" integer;--> statement-breakpoint
ALTER TABLE "dwellings" ADD CONSTRAINT "dwellings_possible_duplicate_of_dwellings_id_fk" FOREIGN KEY ("possible_duplicate_of") REFERENCES "public"."dwellings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dwellings_home_key_live_idx" ON "dwellings" USING btree ("home_key") WHERE "dwellings"."home_key" is not null and "dwellings"."status" <> 'REJECTED';--> statement-breakpoint
CREATE INDEX "dwellings_possible_duplicate_idx" ON "dwellings" USING btree ("possible_duplicate_of") WHERE "dwellings"."possible_duplicate_of" is not null;