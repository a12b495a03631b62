CREATE TABLE "organization_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_id" integer,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "organization_invitations_role_check" CHECK ("organization_invitations"."role" in ('admin', 'landlord')),
	CONSTRAINT "organization_invitations_status_check" CHECK ("organization_invitations"."status" in ('PENDING', 'ACCEPTED', 'DECLINED'))
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "created_by_id" integer;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_invitations_uuid_idx" ON "organization_invitations" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_invitations_token_idx" ON "organization_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_invitations_pending_idx" ON "organization_invitations" USING btree ("organization_id","email") WHERE "organization_invitations"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "organization_invitations_email_idx" ON "organization_invitations" USING btree ("email");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Data backfill (docs/architecture.md "Organizations"): the creator of an existing
-- organization is the user of its oldest admin role entry (createOrganization gives the creator
-- that entry first).
UPDATE "organizations" o SET "created_by_id" = (
  SELECT r."user_id" FROM "user_roles" r
  WHERE r."organization_id" = o."id" AND r."role" = 'admin'
  ORDER BY r."id" LIMIT 1
) WHERE o."created_by_id" IS NULL;
