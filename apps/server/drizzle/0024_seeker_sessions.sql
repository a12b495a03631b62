CREATE TABLE "seeker_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seeker_id" integer NOT NULL,
	"link_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "seeker_sessions" ADD CONSTRAINT "seeker_sessions_seeker_id_seekers_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."seekers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seeker_sessions_link_hash_idx" ON "seeker_sessions" USING btree ("link_hash");--> statement-breakpoint
CREATE INDEX "seeker_sessions_seeker_idx" ON "seeker_sessions" USING btree ("seeker_id");--> statement-breakpoint
CREATE INDEX "seeker_sessions_expires_idx" ON "seeker_sessions" USING btree ("expires_at");