CREATE TABLE IF NOT EXISTS "address_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"freq" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX IF EXISTS "addresses_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN IF NOT EXISTS "sort_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN IF NOT EXISTS "tsv" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(string_to_array(search, ' '))) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "addresses_tsv_idx" ON "addresses" USING gin ("tsv");