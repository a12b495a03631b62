CREATE TABLE "seeker_matches" (
	"dwelling_id" integer NOT NULL,
	"seeker_id" integer NOT NULL,
	"score" integer NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seeker_matches_dwelling_id_seeker_id_pk" PRIMARY KEY("dwelling_id","seeker_id")
);
--> statement-breakpoint
ALTER TABLE "seeker_matches" ADD CONSTRAINT "seeker_matches_dwelling_id_dwellings_id_fk" FOREIGN KEY ("dwelling_id") REFERENCES "public"."dwellings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_matches" ADD CONSTRAINT "seeker_matches_seeker_id_seekers_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."seekers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seeker_matches_seeker_idx" ON "seeker_matches" USING btree ("seeker_id");