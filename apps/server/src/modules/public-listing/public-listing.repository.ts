/** SQL of the public listing page and the seeker sign-in (issue 11). */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/executor';
import { dwellings } from '../dwellings/dwellings.schema';
import { seekers } from '../seekers/seekers.schema';
import { isUuid } from '../dwellings/dwellings.repository';

export type PublicDwellingRow = typeof dwellings.$inferSelect;
export type SeekerRow = typeof seekers.$inferSelect;

/** The dwelling with this uuid if it is public (APPROVED and active), else null. */
export async function findPublicDwelling(ex: Executor, uuid: string): Promise<PublicDwellingRow | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await ex
    .select()
    .from(dwellings)
    .where(and(eq(dwellings.uuid, uuid), eq(dwellings.status, 'APPROVED'), eq(dwellings.active, true)));
  return row ?? null;
}

/** The seeker with this uuid, or null. */
export async function findSeekerByUuid(ex: Executor, uuid: string): Promise<SeekerRow | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await ex.select().from(seekers).where(eq(seekers.uuid, uuid));
  return row ?? null;
}

/** Raises a VISITOR seeker to REGISTERED (they proved their e-mail); other levels stay. */
export async function registerSeeker(ex: Executor, id: number): Promise<void> {
  await ex
    .update(seekers)
    .set({ level: 'REGISTERED', updatedAt: sql`now()` })
    .where(and(eq(seekers.id, id), eq(seekers.level, 'VISITOR')));
}
