/**
 * Test helpers of the viewings domain: slots and bookings inserted directly, a seeker's session
 * cookie for the public page, and future Copenhagen dates.
 *   const slot = await buildSlot(t.deps, dwelling, { capacity: 1 });
 *   const cookie = await seekerCookie(t.deps, seeker);
 */
import { copenhagenClock } from '@udlejning/shared/viewings/time';
import type { Deps } from '../../platform/deps';
import { insertSeekerSession } from '../public-listing/public-listing.repository';
import { SEEKER_COOKIE, SEEKER_SESSION_DAYS } from '../public-listing/seeker-session';
import { insertBooking, insertSlot, takeSeat, type SlotRow } from './viewings.repository';

/** The Copenhagen date `days` days after `now` (YYYY-MM-DD). */
export const dayAfter = (now: Date, days: number) => copenhagenClock(new Date(now.getTime() + days * 86_400_000)).date;

/** Inserts a slot on `dwelling` starting `inDays` days from now (default 7), 30 minutes, 2 seats. */
export async function buildSlot(
  deps: Deps,
  dwelling: { id: number },
  over: { inDays?: number; capacity?: number; durationMinutes?: number; note?: string | null } = {},
): Promise<SlotRow> {
  return insertSlot(deps.db, {
    dwellingId: dwelling.id,
    startsAt: new Date(deps.now().getTime() + (over.inDays ?? 7) * 86_400_000),
    durationMinutes: over.durationMinutes ?? 30,
    capacity: over.capacity ?? 2,
    note: over.note ?? null,
  });
}

/** Books `seeker` into `slot` directly (a seat taken, no thread, no mail). Returns the booking id. */
export async function buildBooking(deps: Deps, slot: { id: string }, seeker: { id: number }, threadId: string | null = null) {
  await takeSeat(deps.db, slot.id);
  const booking = await insertBooking(deps.db, { slotId: slot.id, seekerId: seeker.id, threadId, createdAt: deps.now() });
  return booking.id;
}

/** The `useeker` cookie of a fresh session of `seeker` (as the mailed sign-in link would set it). */
export async function seekerCookie(deps: Deps, seeker: { id: number; uuid: string }): Promise<string> {
  const sid = await insertSeekerSession(deps.db, {
    seekerId: seeker.id,
    linkHash: `test-${seeker.uuid}-${Math.random()}`,
    expiresAt: new Date(Date.now() + SEEKER_SESSION_DAYS * 86_400_000),
  });
  const token = await deps.tokens.sign('seeker-session', { sub: seeker.uuid, sid: sid! }, 3600);
  return `${SEEKER_COOKIE}=${token}`;
}
