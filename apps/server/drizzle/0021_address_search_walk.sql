-- docs/architecture.md "Search": the admin list's address "contains" filter at 1,000,000 dwellings (bench/dwellings.bench.ts).
-- The page (the newest 26 matches) and the capped count are index-only walks of
-- dwellings_created_address_idx, which holds the address beside the sort key: a substring held by
-- 0.5 % of the rows ("gade 12") took 25–35 ms through the heap and takes ≈ 1 ms. The alphabetical
-- btree goes: counting a substring whose matches sit late in the alphabet ("nørre", "sø") walked
-- most of it (55–100 ms).
DROP INDEX "dwellings_address_search_idx";--> statement-breakpoint
CREATE INDEX "dwellings_created_address_idx" ON "dwellings" USING btree ("created_at","id","address_search","status","active");--> statement-breakpoint
-- Whether to walk that index or to look the substring up in the trigram index depends on how many
-- rows PostgreSQL expects to match, which it estimates from the column's histogram: with the
-- default 100 entries "gade 7" (12,102 rows) was expected at 398 and its page took the trigram
-- path (24 ms). 1,000 entries estimate within ≈ 20 %; ANALYZE then samples 300,000 rows.
ALTER TABLE "dwellings" ALTER COLUMN "address_search" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "dwellings";
