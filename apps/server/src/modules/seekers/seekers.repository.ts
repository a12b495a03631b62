/** All SQL of the seekers domain (spec doc 1 §3 Seeker profile, Seeker preferences). */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/executor';
import { dwellings } from '../../schema/dwellings.schema';
import { threads } from '../../schema/messages.schema';
import { seekerMatches, seekerPreferences, seekers } from '../../schema/seekers.schema';

export type SeekerRow = typeof seekers.$inferSelect;
export type SeekerPreferencesRow = typeof seekerPreferences.$inferSelect;

/** The identity and contact of a seeker, with optional profile fields (undefined: leave as stored). */
export type SeekerUpsert = Pick<typeof seekers.$inferInsert, 'externalId' | 'externalFrom' | 'name' | 'email'> &
  Partial<Omit<typeof seekers.$inferInsert, 'id' | 'uuid' | 'externalId' | 'externalFrom' | 'createdAt' | 'updatedAt'>>;

/**
 * Inserts a seeker or updates the one with the same (externalFrom, externalId), returning the row.
 * Fields left undefined keep their stored value; `level` is never lowered by a later call that omits it.
 * `levelWhenNew` is the level of a new row when `values` names none (an update leaves it alone).
 */
export async function upsertSeeker(
  ex: Executor,
  values: SeekerUpsert,
  opts: { levelWhenNew?: SeekerRow['level'] } = {},
): Promise<SeekerRow> {
  const set = Object.fromEntries(
    Object.entries(values).filter(([k, v]) => v !== undefined && k !== 'externalId' && k !== 'externalFrom'),
  );
  const [row] = await ex
    .insert(seekers)
    .values({ ...values, level: values.level ?? opts.levelWhenNew })
    .onConflictDoUpdate({ target: [seekers.externalFrom, seekers.externalId], set: { ...set, updatedAt: sql`now()` } })
    .returning();
  return row;
}

/** Replaces a seeker's preferences. */
export async function upsertSeekerPreferences(
  ex: Executor,
  values: typeof seekerPreferences.$inferInsert,
): Promise<SeekerPreferencesRow> {
  const rest = Object.fromEntries(Object.entries(values).filter(([k]) => k !== 'seekerId'));
  const [row] = await ex
    .insert(seekerPreferences)
    .values(values)
    .onConflictDoUpdate({ target: seekerPreferences.seekerId, set: { ...rest, updatedAt: sql`now()` } })
    .returning();
  return row;
}

/** The seeker with this external identity, or null; `forUpdate` locks the row until the transaction ends. */
export async function findSeekerByExternalId(
  ex: Executor,
  externalFrom: SeekerRow['externalFrom'],
  externalId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<SeekerRow | null> {
  const query = ex
    .select()
    .from(seekers)
    .where(and(eq(seekers.externalFrom, externalFrom), eq(seekers.externalId, externalId)))
    .limit(1);
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The seeker with this id, or null. */
export async function findSeekerById(ex: Executor, id: number): Promise<SeekerRow | null> {
  const [row] = await ex.select().from(seekers).where(eq(seekers.id, id)).limit(1);
  return row ?? null;
}

/**
 * Records `filename` as the cached copy of the seeker's picture, only while the picture is still `picture`
 * and has no copy; false when a delivery changed it meanwhile (the caller removes the file).
 */
export async function setSeekerPictureFile(ex: Executor, id: number, picture: string, filename: string): Promise<boolean> {
  const rows = await ex
    .update(seekers)
    .set({ pictureFile: filename })
    .where(and(eq(seekers.id, id), eq(seekers.picture, picture), isNull(seekers.pictureFile)))
    .returning({ id: seekers.id });
  return rows.length > 0;
}

/**
 * The seeker with this externalId from any source (doc 1 §7 requestSeeker names no source); a
 * marketplace seeker wins over a same-named one of our own page (docs/architecture.md "Seekers").
 */
export async function findSeekerByAnyExternalId(ex: Executor, externalId: string): Promise<SeekerRow | null> {
  const [row] = await ex
    .select()
    .from(seekers)
    .where(eq(seekers.externalId, externalId))
    .orderBy(desc(sql`${seekers.externalFrom} = 'marketplace'`), asc(seekers.id))
    .limit(1);
  return row ?? null;
}

/** The seeker with this uuid, or null. */
export async function findSeekerByUuid(ex: Executor, uuid: string): Promise<SeekerRow | null> {
  const [row] = await ex.select().from(seekers).where(eq(seekers.uuid, uuid)).limit(1);
  return row ?? null;
}

/** The preferences of a seeker, or null when none were given. */
export async function findPreferences(ex: Executor, seekerId: number): Promise<SeekerPreferencesRow | null> {
  const [row] = await ex.select().from(seekerPreferences).where(eq(seekerPreferences.seekerId, seekerId)).limit(1);
  return row ?? null;
}

/**
 * True when landlord `userId` may see seeker `seekerId` (docs/architecture.md "Seekers"): the seeker has a thread on one
 * of the landlord's dwellings, or was matched to one of the landlord's active dwellings.
 */
export async function isSeekerKnownTo(ex: Executor, userId: number, seekerId: number): Promise<boolean> {
  const res = await ex.execute<{ known: boolean }>(sql`
    select exists (
      select 1 from ${threads} t join ${dwellings} d on d.id = t.dwelling_id
      where t.seeker_id = ${seekerId} and d.user_id = ${userId}
    ) or exists (
      select 1 from ${seekerMatches} m join ${dwellings} d on d.id = m.dwelling_id
      where m.seeker_id = ${seekerId} and d.user_id = ${userId} and d.active and d.status = 'APPROVED'
    ) as known`);
  return res.rows[0]?.known === true;
}

/** True when seeker `seekerId` was matched to dwelling `dwellingId` (shown in its seeker list, docs/seeker-matching.md). */
export async function isSeekerMatchedTo(ex: Executor, dwellingId: number, seekerId: number): Promise<boolean> {
  const [row] = await ex
    .select({ seekerId: seekerMatches.seekerId })
    .from(seekerMatches)
    .where(and(eq(seekerMatches.dwellingId, dwellingId), eq(seekerMatches.seekerId, seekerId)))
    .limit(1);
  return Boolean(row);
}

/** A dwelling as the matching reads it. */
export type MatchDwellingRow = {
  id: number;
  uuid: string;
  userId: number;
  status: string;
  active: boolean;
  rent: number | null;
  rooms: number | null;
  area: number | null;
  zip: string | null;
  type: string | null;
  available: string | null;
  terms: (typeof dwellings.$inferSelect)['terms'];
  timeframe: (typeof dwellings.$inferSelect)['timeframe'];
};

const matchDwellingColumns = {
  id: dwellings.id,
  uuid: dwellings.uuid,
  userId: dwellings.userId,
  status: dwellings.status,
  active: dwellings.active,
  rent: dwellings.rent,
  rooms: sql<number | null>`(${dwellings.size}->>'rooms')::numeric::int`,
  area: sql<number | null>`(${dwellings.size}->>'area')::numeric::int`,
  zip: dwellings.zip,
  type: sql<string | null>`${dwellings.type}->>'dwelling'`,
  available: sql<string | null>`to_char(${dwellings.available} at time zone 'Europe/Copenhagen', 'YYYY-MM-DD')`,
  terms: dwellings.terms,
  timeframe: dwellings.timeframe,
};

/** A dwelling by uuid or numeric id, with what the matching reads; null when there is none. */
export async function findMatchDwelling(ex: Executor, by: { uuid: string } | { id: number }): Promise<MatchDwellingRow | null> {
  const [row] = await ex
    .select(matchDwellingColumns)
    .from(dwellings)
    .where('uuid' in by ? eq(dwellings.uuid, by.uuid) : eq(dwellings.id, by.id))
    .limit(1);
  return row ?? null;
}

/** The active, approved dwellings of landlord `userId`, oldest first (doc 2 §7 activeDwellings). */
export async function findActiveDwellings(ex: Executor, userId: number) {
  return ex
    .select({
      ...matchDwellingColumns,
      address: dwellings.address,
      city: dwellings.city,
      listingType: dwellings.listingType,
    })
    .from(dwellings)
    .where(and(eq(dwellings.userId, userId), eq(dwellings.active, true), eq(dwellings.status, 'APPROVED')))
    .orderBy(asc(dwellings.createdAt), asc(dwellings.id));
}

/** A seeker who may fit: the preference columns the score reads and the list row's fields. */
export type CandidateRow = {
  seekerId: number;
  uuid: string;
  externalId: string;
  name: string;
  email: string;
  activeSince: Date;
  rent: number | null;
  rooms: number | null;
  size: number | null;
  rentalPeriod: number | null;
  available: string | null;
  requirements: string[];
  dwellingTypes: string[];
  locations: string[];
};

/**
 * Seekers with preferences that can fit a dwelling in postal code `zip` at `rent` øre: no location
 * wish or one in the same area (first two digits), and no rent cap or one the rent is at most
 * `rentTolerance` times (docs/seeker-matching.md: the others would score 0 on that part).
 */
export async function findCandidates(
  ex: Executor,
  opts: { zip: string | null; rent: number | null; rentTolerance: number; externalFrom?: SeekerRow['externalFrom'] | null },
): Promise<CandidateRow[]> {
  const area = opts.zip ? opts.zip.slice(0, 2) : null;
  const conditions = [
    area === null
      ? undefined
      : sql`(${seekerPreferences.locations} = '{}'::text[] or exists (select 1 from unnest(${seekerPreferences.locations}) l where left(l, 2) = ${area}))`,
    opts.rent === null
      ? undefined
      : sql`(${seekerPreferences.rent} is null or ${seekerPreferences.rent} * ${opts.rentTolerance}::numeric >= ${opts.rent})`,
    opts.externalFrom ? eq(seekers.externalFrom, opts.externalFrom) : undefined,
  ];
  return ex
    .select({
      seekerId: seekers.id,
      uuid: seekers.uuid,
      externalId: seekers.externalId,
      name: seekers.name,
      email: seekers.email,
      activeSince: seekers.activeSince,
      rent: seekerPreferences.rent,
      rooms: seekerPreferences.rooms,
      size: seekerPreferences.size,
      rentalPeriod: seekerPreferences.rentalPeriod,
      available: seekerPreferences.available,
      requirements: seekerPreferences.requirements,
      dwellingTypes: seekerPreferences.dwellingTypes,
      locations: seekerPreferences.locations,
    })
    .from(seekerPreferences)
    .innerJoin(seekers, eq(seekers.id, seekerPreferences.seekerId))
    .where(and(...conditions));
}

/** Keeps the seekers the list showed for a dwelling (their latest score and time). */
export async function recordMatches(ex: Executor, rows: { dwellingId: number; seekerId: number; score: number }[]) {
  if (rows.length === 0) return;
  await ex
    .insert(seekerMatches)
    .values(rows)
    .onConflictDoUpdate({
      target: [seekerMatches.dwellingId, seekerMatches.seekerId],
      set: { score: sql`excluded.score`, matchedAt: sql`now()` },
    });
}
