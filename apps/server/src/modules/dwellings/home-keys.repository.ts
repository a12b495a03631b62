/**
 * SQL of "one listing per home" (docs/architecture.md "One listing per home"): the live listings of a home
 * (one lookup in the partial index dwellings_home_key_live_idx), the lock that serialises saves of one home,
 * and the moderator's view of the flagged listing's other listing.
 */
import type { DwellingDuplicateRef } from '@udlejning/shared/dwellings/dwelling';
import type { DwellingStatus } from '@udlejning/shared/dwellings/status';
import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/executor';
import { users } from '../../schema/accounts.schema';
import { dwellings } from '../../schema/dwellings.schema';

/** The first key of the two-key advisory locks of home keys (the second is the key's hash). */
const HOME_LOCK_CLASS = 0x486f6d65; // 'Home'

/** A live listing of a home: who owns it, to tell the owner's own listing from another landlord's. */
export type HomeListing = {
  id: number;
  uuid: string;
  userId: number;
  organizationId: number | null;
  status: DwellingStatus;
  active: boolean;
};

/**
 * Waits for and holds, until the transaction ends, the lock of one home key: two saves of the same home
 * (a double click, two tabs) then see each other's listing instead of both passing the check.
 */
export async function lockHomeKey(ex: Executor, key: string): Promise<void> {
  await ex.execute(sql`select pg_advisory_xact_lock(${HOME_LOCK_CLASS}::integer, hashtext(${key}))`);
}

/** The live (not REJECTED) listings of the home `key`, oldest first, except `exceptId` (the listing being saved). */
export async function findLiveHomeListings(ex: Executor, key: string, exceptId: number | null): Promise<HomeListing[]> {
  return ex
    .select({
      id: dwellings.id,
      uuid: dwellings.uuid,
      userId: dwellings.userId,
      organizationId: dwellings.organizationId,
      status: dwellings.status,
      active: dwellings.active,
    })
    .from(dwellings)
    .where(
      and(
        eq(dwellings.homeKey, key),
        // the partial index's predicate as literals (a bound parameter would not prove it in a generic plan)
        isNotNull(dwellings.homeKey),
        sql`${dwellings.status} <> 'REJECTED'`,
        exceptId === null ? undefined : ne(dwellings.id, exceptId),
      ),
    )
    .orderBy(asc(dwellings.createdAt), asc(dwellings.id))
    .limit(20);
}

/** How many photos of the other listing the moderator sees. */
const REF_IMAGES = 3;

/** The moderator's view of the listings with these ids (the `possible_duplicate_of` of flagged rows), by id. */
export async function findDuplicateRefs(ex: Executor, ids: readonly number[]): Promise<Map<number, DwellingDuplicateRef>> {
  if (!ids.length) return new Map();
  const owner = alias(users, 'duplicate_owner');
  const rows = await ex
    .select({
      id: dwellings.id,
      uuid: dwellings.uuid,
      address: dwellings.address,
      status: dwellings.status,
      active: dwellings.active,
      images: dwellings.images,
      firstname: owner.firstname,
      lastname: owner.lastname,
      email: owner.email,
    })
    .from(dwellings)
    .innerJoin(owner, eq(owner.id, dwellings.userId))
    .where(inArray(dwellings.id, [...new Set(ids)]));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        uuid: r.uuid,
        address: r.address,
        ownerName: `${r.firstname} ${r.lastname}`.trim(),
        ownerEmail: r.email,
        status: r.status,
        active: r.active,
        images: r.images.slice(0, REF_IMAGES),
      },
    ]),
  );
}

/** Up to `limit` dwellings after id `afterId` whose home key was never written (rows older than the column), by id. */
export async function findRowsWithoutHomeKey(
  ex: Executor,
  afterId: number,
  limit: number,
): Promise<{ id: number; location: typeof dwellings.$inferSelect.location }[]> {
  return ex
    .select({ id: dwellings.id, location: dwellings.location })
    .from(dwellings)
    .where(and(sql`${dwellings.homeKey} is null`, sql`${dwellings.id} > ${afterId}`))
    .orderBy(asc(dwellings.id))
    .limit(limit);
}

/** Writes home keys by dwelling id, in one statement. */
export async function writeHomeKeys(ex: Executor, keys: { id: number; key: string }[]): Promise<void> {
  if (!keys.length) return;
  await ex.execute(sql`
    update ${dwellings} set home_key = k.key
    from json_to_recordset(${JSON.stringify(keys)}::json) as k(id integer, key text)
    where ${dwellings.id} = k.id`);
}

/**
 * Flags every unflagged live listing whose home another landlord listed live earlier (the rule of the save,
 * home-check.ts, applied once to rows saved before it); returns how many were flagged.
 */
export async function flagEarlierHomes(ex: Executor): Promise<number> {
  const res = await ex.execute(sql`
    update dwellings d set possible_duplicate_of = (
      select o.id from dwellings o
      where o.home_key = d.home_key and o.status <> 'REJECTED' and o.id <> d.id and o.user_id <> d.user_id
        and (d.organization_id is null or o.organization_id is distinct from d.organization_id)
        and (o.created_at, o.id) < (d.created_at, d.id)
      order by o.created_at, o.id limit 1)
    where d.home_key is not null and d.status <> 'REJECTED' and d.possible_duplicate_of is null
      and exists (
        select 1 from dwellings o
        where o.home_key = d.home_key and o.status <> 'REJECTED' and o.id <> d.id and o.user_id <> d.user_id
          and (d.organization_id is null or o.organization_id is distinct from d.organization_id)
          and (o.created_at, o.id) < (d.created_at, d.id))`);
  return res.rowCount ?? 0;
}
