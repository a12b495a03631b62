CREATE TABLE "address_imports" (
	"key" text PRIMARY KEY NOT NULL,
	"file" text NOT NULL,
	"format" text NOT NULL,
	"records_done" integer DEFAULT 0 NOT NULL,
	"rows_upserted" integer DEFAULT 0 NOT NULL,
	"rows_removed" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"index_version" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "address_terms" ADD COLUMN "street_freq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "postal_codes" ADD COLUMN "address_count" integer DEFAULT 0 NOT NULL;