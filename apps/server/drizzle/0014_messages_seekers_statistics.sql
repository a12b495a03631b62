CREATE TABLE "seeker_preferences" (
	"seeker_id" integer PRIMARY KEY NOT NULL,
	"rent" integer,
	"rooms" integer,
	"size" integer,
	"rental_period" integer,
	"available" date,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"dwelling_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seekers" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"external_id" text NOT NULL,
	"external_from" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"level" text DEFAULT 'VISITOR' NOT NULL,
	"picture" text,
	"birthday" date,
	"type" text,
	"reason" text,
	"employment" text,
	"prefered_language" text,
	"smoker" boolean,
	"pets" boolean,
	"rki" boolean,
	"active_since" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seekers_external_from_check" CHECK ("seekers"."external_from" in ('udlejning', 'marketplace')),
	CONSTRAINT "seekers_level_check" CHECK ("seekers"."level" in ('VISITOR', 'REGISTERED', 'PAYING')),
	CONSTRAINT "seekers_type_check" CHECK ("seekers"."type" in ('MALE', 'FEMALE', 'COUPLE', 'FAMILY', 'ROOMMATES', 'CORPORATION')),
	CONSTRAINT "seekers_reason_check" CHECK ("seekers"."reason" in ('STUDY', 'WORK', 'FORCED', 'TOGETHER', 'UPGRADE')),
	CONSTRAINT "seekers_employment_check" CHECK ("seekers"."employment" in ('EMPLOYED', 'WORKER', 'STUDENT', 'UNEMPLOYED', 'RETIRED')),
	CONSTRAINT "seekers_language_check" CHECK ("seekers"."prefered_language" in ('da', 'en', 'de', 'sv', 'nb', 'pl', 'uk', 'es', 'fr', 'it'))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"thread_id" uuid NOT NULL,
	"text" text NOT NULL,
	"external_from" text NOT NULL,
	"sender_user_id" integer,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_external_from_check" CHECK ("messages"."external_from" in ('SEEKER', 'LANDLORD', 'ADMIN'))
);
--> statement-breakpoint
CREATE TABLE "threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dwelling_id" integer NOT NULL,
	"seeker_id" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"unread" boolean DEFAULT true NOT NULL,
	"latest_text" text,
	"latest_from" text,
	"latest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "threads_latest_from_check" CHECK ("threads"."latest_from" in ('SEEKER', 'LANDLORD', 'ADMIN'))
);
--> statement-breakpoint
CREATE TABLE "dwelling_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dwelling_id" integer NOT NULL,
	"kind" text NOT NULL,
	"visitor_key" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dwelling_events_kind_check" CHECK ("dwelling_events"."kind" in ('CLICK', 'CONTACT_SUCCESS', 'CONTACT_FORBIDDEN', 'FACEBOOK_SHARE', 'MESSAGE'))
);
--> statement-breakpoint
CREATE TABLE "dwelling_stats_daily" (
	"dwelling_id" integer NOT NULL,
	"day" date NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	"contact_success" integer DEFAULT 0 NOT NULL,
	"contact_forbidden" integer DEFAULT 0 NOT NULL,
	"unique_clicks" integer DEFAULT 0 NOT NULL,
	"total_clicks" integer DEFAULT 0 NOT NULL,
	"facebook" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dwelling_stats_daily_dwelling_id_day_pk" PRIMARY KEY("dwelling_id","day")
);
--> statement-breakpoint
CREATE TABLE "dwelling_visitors" (
	"dwelling_id" integer NOT NULL,
	"visitor_key" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dwelling_visitors_dwelling_id_visitor_key_pk" PRIMARY KEY("dwelling_id","visitor_key")
);
--> statement-breakpoint
ALTER TABLE "seeker_preferences" ADD CONSTRAINT "seeker_preferences_seeker_id_seekers_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."seekers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_dwelling_id_dwellings_id_fk" FOREIGN KEY ("dwelling_id") REFERENCES "public"."dwellings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_seeker_id_seekers_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."seekers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dwelling_events" ADD CONSTRAINT "dwelling_events_dwelling_id_dwellings_id_fk" FOREIGN KEY ("dwelling_id") REFERENCES "public"."dwellings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dwelling_stats_daily" ADD CONSTRAINT "dwelling_stats_daily_dwelling_id_dwellings_id_fk" FOREIGN KEY ("dwelling_id") REFERENCES "public"."dwellings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dwelling_visitors" ADD CONSTRAINT "dwelling_visitors_dwelling_id_dwellings_id_fk" FOREIGN KEY ("dwelling_id") REFERENCES "public"."dwellings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seeker_preferences_locations_idx" ON "seeker_preferences" USING gin ("locations");--> statement-breakpoint
CREATE UNIQUE INDEX "seekers_uuid_idx" ON "seekers" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "seekers_external_idx" ON "seekers" USING btree ("external_from","external_id");--> statement-breakpoint
CREATE INDEX "seekers_email_idx" ON "seekers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "messages_thread_created_idx" ON "messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_external_idx" ON "messages" USING btree ("external_id") WHERE "messages"."external_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "threads_dwelling_seeker_idx" ON "threads" USING btree ("dwelling_id","seeker_id");--> statement-breakpoint
CREATE INDEX "threads_dwelling_updated_idx" ON "threads" USING btree ("dwelling_id","updated_at");--> statement-breakpoint
CREATE INDEX "threads_updated_idx" ON "threads" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "threads_seeker_idx" ON "threads" USING btree ("seeker_id");--> statement-breakpoint
CREATE INDEX "dwelling_events_dwelling_idx" ON "dwelling_events" USING btree ("dwelling_id","occurred_at");--> statement-breakpoint
CREATE INDEX "dwelling_stats_daily_day_idx" ON "dwelling_stats_daily" USING btree ("day");