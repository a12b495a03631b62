CREATE TABLE "viewing_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slot_id" uuid NOT NULL,
	"seeker_id" integer NOT NULL,
	"thread_id" uuid,
	"state" text DEFAULT 'BOOKED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "viewing_bookings_state_check" CHECK ("viewing_bookings"."state" in ('BOOKED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "viewing_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dwelling_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"note" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reminded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "viewing_slots_booked_check" CHECK ("viewing_slots"."booked" >= 0 and "viewing_slots"."booked" <= "viewing_slots"."capacity"),
	CONSTRAINT "viewing_slots_capacity_check" CHECK ("viewing_slots"."capacity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "viewing_bookings" ADD CONSTRAINT "viewing_bookings_slot_id_viewing_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."viewing_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_bookings" ADD CONSTRAINT "viewing_bookings_seeker_id_seekers_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."seekers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_bookings" ADD CONSTRAINT "viewing_bookings_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_slots" ADD CONSTRAINT "viewing_slots_dwelling_id_dwellings_id_fk" FOREIGN KEY ("dwelling_id") REFERENCES "public"."dwellings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "viewing_bookings_slot_seeker_idx" ON "viewing_bookings" USING btree ("slot_id","seeker_id") WHERE "viewing_bookings"."state" = 'BOOKED';--> statement-breakpoint
CREATE INDEX "viewing_bookings_slot_idx" ON "viewing_bookings" USING btree ("slot_id","created_at");--> statement-breakpoint
CREATE INDEX "viewing_bookings_seeker_idx" ON "viewing_bookings" USING btree ("seeker_id");--> statement-breakpoint
CREATE INDEX "viewing_slots_dwelling_starts_idx" ON "viewing_slots" USING btree ("dwelling_id","starts_at");