-- Data migration (docs/architecture.md "Phone numbers"): phones typed before the one phone rule are stored the way
-- normalizePhone stores them, as far as SQL can tell: separators (white space, no-break space, parentheses, dots,
-- dashes) removed, a leading 00 before a country code becomes +, and 8 digits (a Danish number: Denmark is the default
-- region) get +45.
-- Only a result of digits with an optional leading plus is written (a value with letters stays as it was), so running
-- it again changes nothing. users.phone, and the listing contact phone inside dwellings.contact (jsonb).
WITH "cleaned" AS (
  SELECT "id", "phone", regexp_replace("phone", '[[:space:]' || chr(160) || '().-]', '', 'g') AS "c" FROM "users"
), "normalized" AS (
  SELECT "id", "phone", CASE
    WHEN "c" ~ '^00[1-9][0-9]{6,14}$' THEN '+' || substr("c", 3)
    WHEN "c" ~ '^(?!00)[0-9]{8}$' THEN '+45' || "c"
    ELSE "c"
  END AS "e164" FROM "cleaned"
)
UPDATE "users" SET "phone" = "normalized"."e164"
FROM "normalized"
WHERE "users"."id" = "normalized"."id" AND "normalized"."e164" ~ '^\+?[0-9]+$' AND "normalized"."e164" <> "normalized"."phone";
--> statement-breakpoint
WITH "cleaned" AS (
  SELECT "id", "contact"->>'phone' AS "phone",
    regexp_replace("contact"->>'phone', '[[:space:]' || chr(160) || '().-]', '', 'g') AS "c"
  FROM "dwellings" WHERE jsonb_typeof("contact"->'phone') = 'string'
), "normalized" AS (
  SELECT "id", "phone", CASE
    WHEN "c" ~ '^00[1-9][0-9]{6,14}$' THEN '+' || substr("c", 3)
    WHEN "c" ~ '^(?!00)[0-9]{8}$' THEN '+45' || "c"
    ELSE "c"
  END AS "e164" FROM "cleaned"
)
UPDATE "dwellings" SET "contact" = jsonb_set("dwellings"."contact", '{phone}', to_jsonb("normalized"."e164"))
FROM "normalized"
WHERE "dwellings"."id" = "normalized"."id" AND "normalized"."e164" ~ '^\+?[0-9]+$' AND "normalized"."e164" <> "normalized"."phone";
