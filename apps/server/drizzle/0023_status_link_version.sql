ALTER TABLE "dwellings" ADD COLUMN "status_link_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Data backfill (doc 2 §6 Token holder): links mailed before this column carry no version and are
-- accepted only while the version is 0. A dwelling already moved to an admin changed owner, so
-- the links mailed to its former owner must stop working: its version starts at 1.
UPDATE "dwellings" SET "status_link_version" = 1
WHERE "uuid"::text IN (SELECT "target_id" FROM "activities" WHERE "action" = 'dwelling/move-to-admin');
