CREATE TABLE "dwelling_lets" (
	"id" serial PRIMARY KEY NOT NULL,
	"dwelling_id" integer NOT NULL,
	"thread_id" uuid,
	"seeker_id" integer,
	"let_by_user_id" integer,
	"let_at" timestamp with time zone NOT NULL,
	"notice_sent_at" timestamp with time zone,
	"notice_count" integer
);
--> statement-breakpoint
ALTER TABLE "dwelling_lets" ADD CONSTRAINT "dwelling_lets_dwelling_id_dwellings_id_fk" FOREIGN KEY ("dwelling_id") REFERENCES "public"."dwellings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dwelling_lets" ADD CONSTRAINT "dwelling_lets_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dwelling_lets" ADD CONSTRAINT "dwelling_lets_seeker_id_seekers_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."seekers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dwelling_lets" ADD CONSTRAINT "dwelling_lets_let_by_user_id_users_id_fk" FOREIGN KEY ("let_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dwelling_lets_dwelling_idx" ON "dwelling_lets" USING btree ("dwelling_id","let_at");--> statement-breakpoint
CREATE INDEX "dwelling_lets_let_at_idx" ON "dwelling_lets" USING btree ("let_at");