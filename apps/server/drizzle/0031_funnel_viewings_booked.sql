ALTER TABLE "dwelling_stats_daily" ADD COLUMN "viewings_booked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- the bookings made before this column: counted per listing and Europe/Copenhagen day, as the booking call counts them
INSERT INTO "dwelling_stats_daily" ("dwelling_id", "day", "viewings_booked")
SELECT s."dwelling_id", (b."created_at" AT TIME ZONE 'Europe/Copenhagen')::date, count(*)::int
FROM "viewing_bookings" b JOIN "viewing_slots" s ON s."id" = b."slot_id"
GROUP BY 1, 2
ON CONFLICT ("dwelling_id", "day") DO UPDATE SET "viewings_booked" = excluded."viewings_booked";
