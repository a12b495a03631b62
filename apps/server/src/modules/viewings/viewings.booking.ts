/**
 * Taking and giving back a seat (docs/architecture.md "Viewings"), one transaction each, shared by the
 * landlord's invitation and the seeker's own booking: the seat (conditional UPDATE, VIEWING_FULL when
 * none is free), the booking row (VIEWING_ALREADY_BOOKED for a second seat of the same seeker) and the
 * line in the seeker's thread in one statement, then the mails with the calendar invitation.
 */
import { DEFAULT_LANGUAGE } from '@udlejning/shared/i18n/languages';
import type { MessageFrom } from '@udlejning/shared/messages/enums';
import { formatViewingTime } from '@udlejning/shared/viewings/time';
import type { Executor } from '../../platform/db/executor';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { hasPgErrorCode, PG_CHECK_VIOLATION, PG_UNIQUE_VIOLATION } from '../../platform/db/pg-errors';
import { fill, mailTexts } from '../../platform/mail/layout';
import { findOwner, type OwnerRow } from '../dwellings/dwellings.repository';
import { addMessage } from '../messages/messages.repository';
import {
  queueCancelledMail,
  queueLandlordBookedMail,
  queueSeekerBookedMail,
  queueSeekerCancelledMail,
  type CancelReason,
  type SlotMailContext,
} from './viewings.mails';
import {
  cancelBookingRow,
  freeSeat,
  takeSeatAndPost,
  type BookingRecord,
  type BookingRow,
  type SeatTaken,
  type SeekerRow,
} from './viewings.repository';

/** Who writes the thread line: the landlord (with their user id) or the seeker. */
export type ThreadAuthor = { from: MessageFrom; senderUserId: number | null };

/** "Fremvisning booket: torsdag 3. december kl. 17.00–17.30" (or changed, cancelled), in Danish (the thread's language). */
function viewingLineText(kind: 'booked' | 'changed' | 'cancelled', slot: SlotMailContext['slot']): string {
  const time = formatViewingTime(slot.startsAt, slot.durationMinutes, DEFAULT_LANGUAGE);
  return fill(mailTexts(DEFAULT_LANGUAGE)['viewing-thread'][kind], { time });
}

/** Posts the viewing line of `kind` about `slot` in the thread, as `author`. */
export async function postViewingLine(
  tx: Executor,
  threadId: string,
  kind: 'booked' | 'changed' | 'cancelled',
  slot: SlotMailContext['slot'],
  author: ThreadAuthor,
  at: Date,
): Promise<void> {
  const text = viewingLineText(kind, slot);
  await addMessage(tx, { threadId, text, externalFrom: author.from, senderUserId: author.senderUserId, createdAt: at });
}

/**
 * The seat, the booking row and the thread line (one statement, takeSeatAndPost); the database's
 * refusals as the API's codes.
 */
async function takeSeatAndBook(
  tx: Executor,
  slot: SlotMailContext['slot'],
  seekerId: number,
  threadId: string,
  author: ThreadAuthor,
  now: Date,
): Promise<{ booking: BookingRow; booked: number }> {
  let taken: SeatTaken;
  try {
    taken = await takeSeatAndPost(tx, {
      slotId: slot.id,
      dwellingId: slot.dwellingId,
      seekerId,
      threadId,
      createdAt: now,
      line: { text: viewingLineText('booked', slot), from: author.from, senderUserId: author.senderUserId },
    });
  } catch (err) {
    // the same seeker twice at once: the unique (slot, seeker) index refuses the second
    if (hasPgErrorCode(err, PG_UNIQUE_VIOLATION)) throw new AppError('VIEWING_ALREADY_BOOKED');
    // the last line of defence (booked <= capacity) held
    if (hasPgErrorCode(err, PG_CHECK_VIOLATION)) throw new AppError('VIEWING_FULL');
    throw err;
  }
  if (taken.mine) throw new AppError('VIEWING_ALREADY_BOOKED');
  if (taken.booked === null) throw new AppError('VIEWING_FULL');
  return { booking: taken.booking, booked: taken.booked };
}

/**
 * Books `seeker` into the slot of `ctx` inside `tx`: takes a seat, writes the booking, posts the line
 * in `threadId` and queues both mails. `ctx.slot` must be the slot as read before; the mails show the
 * seats taken after. Throws 409 VIEWING_ALREADY_BOOKED, 409 VIEWING_FULL (also for a cancelled slot).
 */
export async function bookSeat(
  deps: Deps,
  tx: Executor,
  ctx: SlotMailContext & { owner?: OwnerRow },
  seeker: SeekerRow,
  threadId: string,
  author: ThreadAuthor,
): Promise<BookingRecord & { slot: SlotMailContext['slot'] }> {
  const now = deps.now();
  const { booking, booked } = await takeSeatAndBook(tx, ctx.slot, seeker.id, threadId, author, now);
  const after: SlotMailContext = { slot: { ...ctx.slot, booked }, dwelling: ctx.dwelling };
  await queueSeekerBookedMail(deps, tx, after, seeker);
  const owner = ctx.owner ?? (await findOwner(tx, ctx.dwelling.userId));
  if (owner) await queueLandlordBookedMail(deps, tx, after, owner, seeker);
  return { booking, seeker, slot: after.slot };
}

/**
 * Gives back the seat of `record` inside `tx` (it must be BOOKED, else 409 INVALID_TRANSITION): the
 * booking is CANCELLED, the seat freed, the line posted in its thread (if any) and the other side told:
 * the seeker when the landlord cancelled (`reason`), the landlord when the seeker did.
 */
export async function releaseSeat(
  deps: Deps,
  tx: Executor,
  ctx: SlotMailContext,
  record: BookingRecord,
  author: ThreadAuthor,
  reason: CancelReason | 'seeker',
): Promise<void> {
  const now = deps.now();
  if (!(await cancelBookingRow(tx, record.booking.id, now))) throw new AppError('INVALID_TRANSITION');
  await freeSeat(tx, ctx.slot.id);
  if (record.booking.threadId) await postViewingLine(tx, record.booking.threadId, 'cancelled', ctx.slot, author, now);
  if (reason !== 'seeker') {
    await queueCancelledMail(deps, tx, ctx, record.seeker, reason);
    return;
  }
  const owner = await findOwner(tx, ctx.dwelling.userId);
  if (owner) await queueSeekerCancelledMail(deps, tx, ctx, owner, record.seeker);
}
