/**
 * The landlord's side of viewings (docs/architecture.md "Viewings"): open, change and cancel viewing
 * times on an approved, active listing, invite a thread's seeker, cancel one seat, and the day list.
 * Whoever manages the listing (owner, its organization's admin, an admin) may; anyone else gets 404
 * (the dwellings repository's scope). Each change and its mails, thread lines and activity entry
 * commit together.
 */
import { copenhagenClock, copenhagenDayBounds, copenhagenToUtc } from '@udlejning/shared/viewings/time';
import {
  VIEWING_MESSAGES,
  type CreateViewing,
  type InviteToViewing,
  type UpdateViewing,
  type ViewingBooking,
  type ViewingDaySlot,
  type ViewingSlot,
} from '@udlejning/shared/viewings/viewing';
import type { UserActor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/executor';
import type { Deps } from '../../platform/deps';
import { AppError, validationError } from '../../platform/errors';
import { recordActivity } from '../activity/activity.service';
import { findForActor } from '../dwellings/dwellings.repository';
import { findThread } from '../messages/messages.repository';
import { findSeekerById } from '../seekers/seekers.repository';
import { bookSeat, postViewingLine, releaseSeat } from './viewings.booking';
import { scheduleReminder } from './viewings.jobs';
import { queueCancelledMail, queueChangedMail, type SlotMailContext } from './viewings.mails';
import { authorizeViewings } from './viewings.policy';
import { presentBooking, presentDaySlot, presentSlot } from './viewings.presenter';
import {
  cancelSlotBookings,
  findBooking,
  findBookingsOfSlots,
  findDaySlots,
  findOverlappingSlot,
  findSlot,
  findUpcomingSlots,
  insertSlot,
  updateSlot,
  type SlotRecord,
  type SlotRow,
} from './viewings.repository';

/** The slot's activity entry: dwelling/update {type: 'viewing-…', viewing, diff}. */
async function logSlot(
  tx: Executor,
  user: UserActor,
  ctx: SlotRecord,
  type: 'viewing-create' | 'viewing-update' | 'viewing-cancel',
  diff: Record<string, [unknown, unknown]>,
  now: Date,
) {
  await recordActivity(tx, user, {
    action: 'dwelling/update',
    targetType: 'dwelling',
    targetId: ctx.dwelling.uuid,
    data: { type, viewing: ctx.slot.id, diff },
    timestamp: now,
  });
}

const snapshot = (s: SlotRow) => ({
  startsAt: s.startsAt.toISOString(),
  durationMinutes: s.durationMinutes,
  capacity: s.capacity,
  note: s.note,
  cancelled: s.cancelledAt !== null,
});

function diffOf(before: SlotRow | null, after: SlotRow): Record<string, [unknown, unknown]> {
  const a = snapshot(after);
  const b = before ? snapshot(before) : null;
  return Object.fromEntries(
    (Object.keys(a) as (keyof typeof a)[]).filter((k) => !b || b[k] !== a[k]).map((k) => [k, [b ? b[k] : null, a[k]]]),
  );
}

/** The start of `date` at `start`, Copenhagen time: 400 on start when that time does not exist, on date and start when it is past. */
function startOf(date: string, start: string, now: Date): Date {
  const startsAt = copenhagenToUtc(date, start);
  if (!startsAt) throw validationError([{ path: ['start'], message: VIEWING_MESSAGES.noSuchTime }]);
  if (startsAt <= now)
    throw validationError([
      { path: ['date'], message: VIEWING_MESSAGES.inPast },
      { path: ['start'], message: VIEWING_MESSAGES.inPast },
    ]);
  return startsAt;
}

/**
 * 400 on start when another time of listing `dwellingId` (not cancelled, not `exceptId`) overlaps the time:
 * a home shows one viewing at a time, and two at once are a slip of the landlord's (an open house takes
 * many seats in one time). The caller holds the listing's row lock, so two saves cannot both pass.
 */
async function assertNoOverlap(
  tx: Executor,
  dwellingId: number,
  time: { startsAt: Date; durationMinutes: number },
  exceptId: string | null = null,
): Promise<void> {
  if (await findOverlappingSlot(tx, dwellingId, time, exceptId))
    throw validationError([{ path: ['start'], message: VIEWING_MESSAGES.overlaps }]);
}

const assertOpenListing = (d: { status: string; active: boolean }) => {
  if (d.status !== 'APPROVED' || !d.active) throw new AppError('VIEWING_NOT_APPROVED');
};

/** The slot `id` (locked) of a listing `user` manages, else 404; 403 when the policy refuses. */
async function managedSlot(tx: Executor, user: UserActor, id: string): Promise<SlotRecord> {
  const found = await findSlot(tx, id, { forUpdate: true });
  const record = found ? await findForActor(tx, user, found.dwelling.uuid) : null;
  if (!found || !record) throw new AppError('NOT_FOUND');
  authorizeViewings(user, 'manage', record.row);
  return found;
}

/** GET /api/dwellings/:uuid/viewings: the listing's slots not cancelled, from today (Copenhagen) on, by start. 404 unless managed. */
export async function listDwellingViewings(deps: Deps, user: UserActor, uuid: string): Promise<ViewingSlot[]> {
  const record = await findForActor(deps.db, user, uuid);
  if (!record) throw new AppError('NOT_FOUND');
  authorizeViewings(user, 'manage', record.row);
  const { from } = copenhagenDayBounds(copenhagenClock(deps.now()).date);
  const slots = await findUpcomingSlots(deps.db, record.row.id, from);
  const bookings = await findBookingsOfSlots(
    deps.db,
    slots.map((s) => s.id),
  );
  return slots.map((s) => presentSlot(s, uuid, bookings));
}

/**
 * POST /api/dwellings/:uuid/viewings: opens a viewing time (local Copenhagen date and start). Queues
 * its reminder. Throws 404, 403, 409 VIEWING_NOT_APPROVED (listing not APPROVED and active), 400 on
 * date/start (past, or a time summer time skips), 400 on start (another time of the listing overlaps).
 */
export async function createViewing(deps: Deps, user: UserActor, uuid: string, input: CreateViewing): Promise<ViewingSlot> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // the listing locked: a status change at the same time sees this slot and cancels it (listing-closed.port.ts)
    const record = await findForActor(tx, user, uuid, { forUpdate: true });
    if (!record) throw new AppError('NOT_FOUND');
    authorizeViewings(user, 'manage', record.row);
    assertOpenListing(record.row);
    const startsAt = startOf(input.date, input.start, now);
    await assertNoOverlap(tx, record.row.id, { startsAt, durationMinutes: input.durationMinutes });
    const slot = await insertSlot(tx, {
      dwellingId: record.row.id,
      startsAt,
      durationMinutes: input.durationMinutes,
      capacity: input.capacity,
      note: input.note ?? null,
    });
    const ctx: SlotRecord = { slot, dwelling: { ...record.row, uuid } };
    await logSlot(tx, user, ctx, 'viewing-create', diffOf(null, slot), now);
    await scheduleReminder(deps, tx, slot);
    return presentSlot(slot, uuid, []);
  });
}

/**
 * POST /api/viewings/:id: changes date, start, length, seats or note. A new time or length raises the
 * calendar SEQUENCE, queues a new reminder and tells each booked seeker (mail with the .ics, line in
 * the thread). Throws 404, 403, 409 VIEWING_NOT_APPROVED, INVALID_TRANSITION (cancelled), 400 (past
 * time on date/start, another time of the listing overlapping on start, capacity below the seats taken).
 */
export async function updateViewing(deps: Deps, user: UserActor, id: string, input: UpdateViewing): Promise<ViewingSlot> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // the listing's row first, then the slot's, as a new time and a closing listing lock them: a new time
    // then cannot slip in beside this one unseen (assertNoOverlap)
    const peek = await findSlot(tx, id);
    if (peek) await findForActor(tx, user, peek.dwelling.uuid, { forUpdate: true });
    const before = await managedSlot(tx, user, id);
    if (before.slot.cancelledAt) throw new AppError('INVALID_TRANSITION');
    assertOpenListing(before.dwelling);
    const local = copenhagenClock(before.slot.startsAt);
    const date = input.date ?? local.date;
    const start = input.start ?? local.time;
    const moved = date !== local.date || start !== local.time;
    const startsAt = moved ? startOf(date, start, now) : before.slot.startsAt;
    const capacity = input.capacity ?? before.slot.capacity;
    if (capacity < before.slot.booked)
      throw validationError([{ path: ['capacity'], message: VIEWING_MESSAGES.capacityBelowBooked }]);
    const durationMinutes = input.durationMinutes ?? before.slot.durationMinutes;
    const retimed = moved || durationMinutes !== before.slot.durationMinutes;
    if (retimed) await assertNoOverlap(tx, before.dwelling.id, { startsAt, durationMinutes }, id);
    const note = input.note === undefined ? before.slot.note : input.note;
    const slot = await updateSlot(tx, id, {
      startsAt,
      durationMinutes,
      capacity,
      note,
      ...(retimed ? { sequence: before.slot.sequence + 1, remindedAt: null } : {}),
    });
    const after: SlotMailContext = { slot, dwelling: before.dwelling };
    const diff = diffOf(before.slot, slot);
    if (Object.keys(diff).length) await logSlot(tx, user, after, 'viewing-update', diff, now);
    if (retimed) await scheduleReminder(deps, tx, slot);
    const bookings = await findBookingsOfSlots(tx, [id]);
    if (retimed || note !== before.slot.note)
      for (const b of bookings) {
        await queueChangedMail(deps, tx, after, b.seeker);
        if (b.booking.threadId && retimed)
          await postViewingLine(tx, b.booking.threadId, 'changed', slot, { from: 'LANDLORD', senderUserId: user.userId }, now);
      }
    return presentSlot(slot, before.dwelling.uuid, bookings);
  });
}

/**
 * Cancels slot `id` and every seat in it (`reason` 'slot': the landlord cancelled; 'closed': the
 * listing closed), telling each booked seeker, inside `tx`. Returns the cancelled slot.
 */
export async function cancelSlot(
  deps: Deps,
  tx: Executor,
  ctx: SlotRecord,
  author: { from: 'LANDLORD' | 'ADMIN'; senderUserId: number | null },
  reason: 'slot' | 'closed',
): Promise<SlotRow> {
  const now = deps.now();
  // every seat is given back with the slot
  const slot = await updateSlot(tx, ctx.slot.id, { cancelledAt: now, booked: 0 });
  const after: SlotMailContext = { slot, dwelling: ctx.dwelling };
  for (const b of await cancelSlotBookings(tx, ctx.slot.id, now)) {
    await queueCancelledMail(deps, tx, after, b.seeker, reason);
    if (b.booking.threadId) await postViewingLine(tx, b.booking.threadId, 'cancelled', slot, author, now);
  }
  return slot;
}

/** DELETE /api/viewings/:id: cancels the slot; booked seekers are told. Throws 404, 403, 409 INVALID_TRANSITION (already cancelled). */
export async function cancelViewing(deps: Deps, user: UserActor, id: string): Promise<ViewingSlot> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const found = await managedSlot(tx, user, id);
    if (found.slot.cancelledAt) throw new AppError('INVALID_TRANSITION');
    const slot = await cancelSlot(deps, tx, found, { from: 'LANDLORD', senderUserId: user.userId }, 'slot');
    await logSlot(tx, user, { slot, dwelling: found.dwelling }, 'viewing-cancel', diffOf(found.slot, slot), now);
    return presentSlot(slot, found.dwelling.uuid, []);
  });
}

/**
 * POST /api/viewings/:id/invitations {threadId}: books the thread's seeker into the slot, posts the
 * line in the thread (from the landlord) and mails both sides the .ics. The thread must be one of the
 * slot's listing (else 404). Throws 404, 403, 409 VIEWING_NOT_APPROVED, THREAD_CLOSED, VIEWING_FULL,
 * VIEWING_ALREADY_BOOKED.
 */
export async function inviteToViewing(deps: Deps, user: UserActor, id: string, input: InviteToViewing): Promise<ViewingBooking> {
  return deps.db.transaction(async (tx) => {
    const found = await findSlot(tx, id);
    const record = found ? await findForActor(tx, user, found.dwelling.uuid) : null;
    if (!found || !record) throw new AppError('NOT_FOUND');
    authorizeViewings(user, 'manage', record.row);
    assertOpenListing(found.dwelling);
    if (found.slot.cancelledAt || found.slot.startsAt <= deps.now()) throw new AppError('VIEWING_FULL');
    // read without a lock: the slot's row is locked first (takeSeat), then the thread's (the line)
    const thread = await findThread(tx, input.threadId);
    if (!thread || thread.dwelling.id !== found.dwelling.id) throw new AppError('NOT_FOUND');
    if (thread.thread.closed) throw new AppError('THREAD_CLOSED');
    const seeker = await findSeekerById(tx, thread.seeker.id);
    if (!seeker) throw new AppError('NOT_FOUND');
    const booking = await bookSeat(deps, tx, found, seeker, thread.thread.id, { from: 'LANDLORD', senderUserId: user.userId });
    return presentBooking(booking);
  });
}

/** DELETE /api/viewings/bookings/:bookingId: the landlord cancels one seat; the seeker is told. Throws 404, 403, 409 INVALID_TRANSITION. */
export async function cancelViewingBooking(deps: Deps, user: UserActor, bookingId: string): Promise<ViewingBooking> {
  return deps.db.transaction(async (tx) => {
    // locks in the order every viewing write takes them: the slot, then its bookings, then threads
    const record = await findBooking(tx, bookingId);
    if (!record) throw new AppError('NOT_FOUND');
    const found = await managedSlot(tx, user, record.booking.slotId);
    await releaseSeat(deps, tx, found, record, { from: 'LANDLORD', senderUserId: user.userId }, 'booking');
    return presentBooking((await findBooking(tx, bookingId))!);
  });
}

/**
 * GET /api/viewings?date=: the slots that Copenhagen day of the caller's own listings and those of
 * the organizations they administer, by start, with who is coming.
 */
export async function viewingDay(deps: Deps, user: UserActor, date: string): Promise<ViewingDaySlot[]> {
  const { from, to } = copenhagenDayBounds(date);
  const slots = await findDaySlots(deps.db, { ownerId: user.userId, organizationIds: user.adminOrganizationIds ?? [] }, from, to);
  const bookings = await findBookingsOfSlots(
    deps.db,
    slots.map((s) => s.slot.id),
  );
  return slots.map((s) => presentDaySlot(s, bookings));
}
