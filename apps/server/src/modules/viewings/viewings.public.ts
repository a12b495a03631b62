/**
 * The seeker's side of viewings on the public listing page (docs/architecture.md "Viewings"): the
 * future times with seats left, booking one and cancelling one's own booking. Booking needs the seeker
 * session of the public page (401 without) and obeys the contact form's tier rules (doc 2 §1: 403
 * CONTACT_FORBIDDEN, recorded like a refused message); it opens or continues the seeker's thread with
 * the landlord and posts the booking there.
 */
import type { PublicBookingReply, PublicViewingList } from '@udlejning/shared/viewings/viewing';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { defineRateLimit } from '../../platform/http/rate-limit';
import { ensureThreadState } from '../messages/messages.repository';
import { contactRefusal, currentSeeker } from '../public-listing/public-listing.service';
import { findPublicDwelling } from '../public-listing/public-listing.repository';
import { recordDwellingEvent } from '../statistics/statistics.events';
import { bookSeat, releaseSeat } from './viewings.booking';
import { presentPublicSlot } from './viewings.presenter';
import { findBooking, findBookingsOfSlots, findSlot, findUpcomingSlots, type SeekerRow } from './viewings.repository';

/**
 * Bookings and cancellations per seeker and hour (each mails both sides). Per seeker, not per IP: a
 * seeker session is needed anyway, and an open house fills from one office network.
 */
export const viewingBookingsBySeeker = defineRateLimit({ name: 'viewing-booking-seeker', points: 20, durationSeconds: 3600 });

/** GET /api/public/dwellings/:uuid/viewings: future slots with seats left and the seeker's own bookings; 404 when not public. */
export async function listPublicViewings(deps: Deps, uuid: string, seekerUuid: string | null): Promise<PublicViewingList> {
  const [row, seeker] = await Promise.all([findPublicDwelling(deps.db, uuid), currentSeeker(deps, seekerUuid)]);
  if (!row) throw new AppError('NOT_FOUND');
  const slots = await findUpcomingSlots(deps.db, row.id, deps.now());
  const mine = seeker
    ? (
        await findBookingsOfSlots(
          deps.db,
          slots.map((s) => s.id),
        )
      ).filter((b) => b.seeker.id === seeker.id)
    : [];
  return {
    results: slots.map((s) => presentPublicSlot(s, mine.find((b) => b.booking.slotId === s.id)?.booking.id ?? null)),
    mayBook: seeker !== null && contactRefusal(row, seeker.level) === null,
  };
}

/**
 * POST /api/public/viewings/:id/bookings: books the signed-in `seeker` (sessionSeekerOf) into slot
 * `id`. Throws 401 UNAUTHENTICATED (no seeker session), 429 RATE_LIMITED (viewingBookingsBySeeker),
 * 404 (unknown, past, or the listing not public), 403 CONTACT_FORBIDDEN, 409 THREAD_CLOSED,
 * VIEWING_FULL, VIEWING_ALREADY_BOOKED.
 */
export async function bookPublicViewing(deps: Deps, slotId: string, seeker: SeekerRow | null): Promise<PublicBookingReply> {
  if (!seeker) throw new AppError('UNAUTHENTICATED');
  try {
    const found = await findSlot(deps.db, slotId);
    // only a public listing's future times (APPROVED and active, as the page)
    if (!found || found.dwelling.status !== 'APPROVED' || !found.dwelling.active || found.slot.startsAt <= deps.now())
      throw new AppError('NOT_FOUND');
    const row = found.dwelling;
    const refusal = contactRefusal(row, seeker.level);
    if (refusal) {
      await recordDwellingEvent(deps, { dwellingId: row.id, kind: 'CONTACT_FORBIDDEN' });
      throw new AppError('CONTACT_FORBIDDEN', { message: refusal });
    }
    const { booking, slot } = await deps.db.transaction(async (tx) => {
      // the booking's point commits with it: one commit per booking (docs/performance-history.md "Viewings")
      await viewingBookingsBySeeker.consumeIn(tx, seeker.uuid);
      const thread = await ensureThreadState(tx, row.id, seeker.id);
      // not locked here: the slot's row is locked first (the seat), the thread's after it (the line), as
      // when a closing listing cancels seats, so the two cannot wait for each other. The one rule of a
      // closed thread (messages.service assertOpen): nothing is written into it; a new one is open.
      if (thread.closed) throw new AppError('THREAD_CLOSED');
      return bookSeat(deps, tx, found, seeker, thread.id, { from: 'SEEKER', senderUserId: null });
    });
    return { bookingId: booking.id, slot: presentPublicSlot(slot, booking.id) };
  } catch (err) {
    // a refused call counts too, as every call did when the limit was taken first: its point went with
    // the rolled-back transaction (or none was taken), so it is counted on its own; over the limit, 429
    if (!(err instanceof AppError && err.code === 'RATE_LIMITED')) await viewingBookingsBySeeker.consume(deps.db, seeker.uuid);
    throw err;
  }
}

/**
 * DELETE /api/public/viewings/bookings/:bookingId: the seeker cancels their own booking; the landlord
 * is told. Throws 401 (no seeker session), 404 (unknown or another seeker's), 409 INVALID_TRANSITION
 * (already cancelled).
 */
export async function cancelPublicBooking(deps: Deps, bookingId: string, seekerUuid: string | null): Promise<PublicBookingReply> {
  const seeker = await currentSeeker(deps, seekerUuid);
  if (!seeker) throw new AppError('UNAUTHENTICATED');
  const slot = await deps.db.transaction(async (tx) => {
    // the slot first, then the booking (releaseSeat's conditional update), as every viewing write
    const record = await findBooking(tx, bookingId);
    if (!record || record.seeker.id !== seeker.id) throw new AppError('NOT_FOUND');
    const found = (await findSlot(tx, record.booking.slotId, { forUpdate: true }))!;
    await releaseSeat(deps, tx, found, record, { from: 'SEEKER', senderUserId: null }, 'seeker');
    return (await findSlot(tx, record.booking.slotId))!.slot;
  });
  return { bookingId, slot: presentPublicSlot(slot, null) };
}
