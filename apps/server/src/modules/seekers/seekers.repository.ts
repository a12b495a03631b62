/** All SQL of the seekers domain (spec doc 1 §3 Seeker profile, Seeker preferences; issue 11). */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/executor';
import { seekerPreferences, seekers } from './seekers.schema';

export type SeekerRow = typeof seekers.$inferSelect;
export type SeekerPreferencesRow = typeof seekerPreferences.$inferSelect;

/** The identity and contact of a seeker, with optional profile fields (undefined: leave as stored). */
export type SeekerUpsert = Pick<typeof seekers.$inferInsert, 'externalId' | 'externalFrom' | 'name' | 'email'> &
  Partial<Omit<typeof seekers.$inferInsert, 'id' | 'uuid' | 'externalId' | 'externalFrom' | 'createdAt' | 'updatedAt'>>;

/**
 * Inserts a seeker or updates the one with the same (externalFrom, externalId), returning the row.
 * Fields left undefined keep their stored value; `level` is never lowered by a later call that omits it.
 */
export async function upsertSeeker(ex: Executor, values: SeekerUpsert): Promise<SeekerRow> {
  const set = Object.fromEntries(
    Object.entries(values).filter(([k, v]) => v !== undefined && k !== 'externalId' && k !== 'externalFrom'),
  );
  const [row] = await ex
    .insert(seekers)
    .values(values)
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

/** The seeker with this external identity, or null. */
export async function findSeekerByExternalId(
  ex: Executor,
  externalFrom: SeekerRow['externalFrom'],
  externalId: string,
): Promise<SeekerRow | null> {
  const [row] = await ex
    .select()
    .from(seekers)
    .where(and(eq(seekers.externalFrom, externalFrom), eq(seekers.externalId, externalId)))
    .limit(1);
  return row ?? null;
}
