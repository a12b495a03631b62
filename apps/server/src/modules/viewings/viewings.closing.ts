/**
 * A listing that stops being public (out of APPROVED, deactivated, expired) cancels its future
 * viewings (docs/architecture.md "Viewings"): the dwellings side calls this through its port
 * (dwellings/listing-closed.port.ts) inside the transaction of the change, so every booked seeker is
 * told (mail with the cancelled .ics, line in the thread) exactly when the change commits.
 */
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/executor';
import type { Deps } from '../../platform/deps';
import { recordActivity } from '../activity/activity.service';
import type { DwellingRow } from '../dwellings/dwellings.content';
import type { ListingClosedHook } from '../dwellings/listing-closed.port';
import { lockFutureSlots } from './viewings.repository';
import { cancelSlot } from './viewings.service';

/** Cancels every future, not yet cancelled slot of `row` (the listing after the change), with one activity entry per slot. */
export const cancelViewingsOfClosedListing: ListingClosedHook = async (
  deps: Deps,
  tx: Executor,
  row: DwellingRow,
  actor: Actor,
  now: Date,
) => {
  const slots = await lockFutureSlots(tx, row.id, now);
  // the owner writes as the landlord; an admin or the expiry job as Udlejning
  const author =
    actor.kind === 'user' && actor.userId === row.userId
      ? { from: 'LANDLORD' as const, senderUserId: actor.userId }
      : { from: 'ADMIN' as const, senderUserId: actor.kind === 'user' ? actor.userId : null };
  const dwelling = {
    id: row.id,
    uuid: row.uuid,
    userId: row.userId,
    status: row.status,
    active: row.active,
    address: row.address,
    zip: row.zip,
    city: row.city,
    headline: row.headline,
    listingType: row.listingType,
    chatable: row.chatable,
  };
  for (const slot of slots) {
    await cancelSlot(deps, tx, { slot, dwelling }, author, 'closed');
    await recordActivity(tx, actor, {
      action: 'dwelling/update',
      targetType: 'dwelling',
      targetId: row.uuid,
      data: { type: 'viewing-cancel', viewing: slot.id, reason: 'closed', diff: { cancelled: [false, true] } },
      timestamp: now,
    });
  }
};
