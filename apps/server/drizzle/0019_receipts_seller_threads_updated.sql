DROP INDEX "threads_updated_idx";--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "seller" jsonb;--> statement-breakpoint
CREATE INDEX "threads_updated_idx" ON "threads" USING btree ("updated_at","id");