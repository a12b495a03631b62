/**
 * One listing per home (docs/architecture.md "One listing per home"), checked inside the save's transaction
 * at creation, on every address change and on a duplicate to a new address:
 * - the owner (same user, or same organization) already has a live listing of the home → 409
 *   DWELLING_ADDRESS_TAKEN with `details: { dwelling: <its uuid>, active, status }`, nothing written;
 * - another landlord has one → the save goes through, flagged for the moderator (`possible_duplicate_of`)
 *   with a dwelling/system activity entry; a later address change to a free home clears the flag.
 * Live = any status but REJECTED (dwellings are deleted, never marked deleted); an inactive listing counts.
 */
import { homeKey } from '@udlejning/shared/dwellings/home-key';
import type { DwellingContent } from '@udlejning/shared/dwellings/dwelling-form';
import type { Actor } from '../../../platform/auth/actor';
import type { Executor } from '../../../platform/db/executor';
import { AppError } from '../../../platform/errors';
import { recordActivity } from '../../activity/activity.service';
import { findDuplicateRefs, findLiveHomeListings, lockHomeKey, type HomeListing } from '../home-keys.repository';
import type { DwellingRecord } from '../dwellings.repository';

/** Who would own the saved listing. */
export type HomeOwner = { userId: number; organizationId: number | null };

/** Another landlord's live listing of the home, or null. */
export type HomeCheck = { other: Pick<HomeListing, 'id' | 'uuid'> | null };

const isOwnedBy = (owner: HomeOwner) => (l: HomeListing) =>
  l.userId === owner.userId || (owner.organizationId !== null && l.organizationId === owner.organizationId);

/**
 * Checks the home of `location` for a listing owned by `owner` (`selfId`: the listing being saved, null when
 * new). Locks the home key until the transaction ends. Throws 409 DWELLING_ADDRESS_TAKEN (the owner's own live
 * listing, preferring an active one); else returns another landlord's oldest live listing of the home, or null.
 */
export async function checkHome(
  tx: Executor,
  location: DwellingContent['location'],
  owner: HomeOwner,
  selfId: number | null,
): Promise<HomeCheck> {
  const key = homeKey(location);
  if (!key) return { other: null };
  await lockHomeKey(tx, key);
  const live = await findLiveHomeListings(tx, key, selfId);
  const own = live.filter(isOwnedBy(owner));
  const taken = own.find((l) => l.active) ?? own[0];
  if (taken)
    throw new AppError('DWELLING_ADDRESS_TAKEN', {
      details: { dwelling: taken.uuid, active: taken.active, status: taken.status },
    });
  const other = live[0];
  return { other: other ? { id: other.id, uuid: other.uuid } : null };
}

/** True when the two locations name different homes (or one names none): the save then checks the new one. */
export function isHomeChange(before: DwellingContent['location'], after: DwellingContent['location']): boolean {
  return homeKey(before) !== homeKey(after);
}

/**
 * The activity entry of a change of the flag (admins read it in the log): set to another listing, or cleared
 * (`wasFlagged` and no other listing now). Nothing when it was and stays unflagged.
 */
export async function recordHomeFlag(
  tx: Executor,
  actor: Actor,
  targetUuid: string,
  check: HomeCheck,
  wasFlagged: boolean,
  timestamp: Date,
): Promise<void> {
  if (!check.other && !wasFlagged) return;
  await recordActivity(tx, actor, {
    action: 'dwelling/system',
    targetType: 'dwelling',
    targetId: targetUuid,
    data: check.other ? { type: 'possible-duplicate', duplicateOf: check.other.uuid } : { type: 'possible-duplicate-cleared' },
    timestamp,
  });
}

/**
 * The records with `duplicateOf`, the moderator's view of the other listing of each flagged one (one query, none
 * when nothing is flagged). Admins only: for anyone else the records are returned as they are, so no presenter
 * can show the flag or the other landlord.
 */
export async function withDuplicateRefs<T extends DwellingRecord>(ex: Executor, actor: Actor, records: T[]): Promise<T[]> {
  if (!actor.isAdmin) return records;
  const ids = records.map((r) => r.row.possibleDuplicateOf).filter((id): id is number => id !== null);
  const refs = await findDuplicateRefs(ex, ids);
  return records.map((r) => {
    const id = r.row.possibleDuplicateOf;
    return { ...r, duplicateOf: id === null ? null : (refs.get(id) ?? null) };
  });
}

/** One record with withDuplicateRefs. */
export async function withDuplicateRef<T extends DwellingRecord>(ex: Executor, actor: Actor, record: T): Promise<T> {
  const [one] = await withDuplicateRefs(ex, actor, [record]);
  return one;
}
