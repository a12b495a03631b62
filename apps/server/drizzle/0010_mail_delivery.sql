ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "language" text DEFAULT 'da' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "content" jsonb;--> statement-breakpoint
-- mails stored before the queue were delivered to the dev outbox: they count as sent
ALTER TABLE "outbox_mails" ADD COLUMN "state" text DEFAULT 'sent' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mails" ALTER COLUMN "state" SET DEFAULT 'queued';--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
UPDATE "outbox_mails" SET "sent_at" = "created_at", "attempts" = 1 WHERE "state" = 'sent';
