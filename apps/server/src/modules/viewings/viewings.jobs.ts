/**
 * The viewing reminder (docs/architecture.md "Viewings"): queued with the slot (pg-boss, startAfter
 * VIEWING_REMINDER_HOURS before it starts; at once when that is past) and again when its time changes.
 * The job mails every booked seeker and the landlord, once: it is skipped when the slot was cancelled,
 * moved (another `sequence`: the newer job reminds), already reminded or has begun.
 */
import { VIEWING_REMINDER_HOURS } from '@udlejning/shared/viewings/viewing';
import type { Executor } from '../../platform/db/executor';
import type { Deps } from '../../platform/deps';
import type { JobData, JobHandlers } from '../../platform/jobs/queue';
import { findOwner } from '../dwellings/dwellings.repository';
import { queueReminderMail } from './viewings.mails';
import { findBookingsOfSlots, findSlot, updateSlot, type SlotRow } from './viewings.repository';

export const VIEWING_REMINDER_JOB = 'viewings-reminder';

/** When the reminder of `slot` is due: VIEWING_REMINDER_HOURS before it starts, not before `now`. */
export function reminderTime(slot: Pick<SlotRow, 'startsAt'>, now: Date): Date {
  const due = new Date(slot.startsAt.getTime() - VIEWING_REMINDER_HOURS * 3_600_000);
  return due > now ? due : now;
}

/** Queues the reminder of `slot` through `ex` (the transaction that opened or moved it). */
export async function scheduleReminder(deps: Deps, ex: Executor, slot: SlotRow): Promise<void> {
  await deps.jobs?.send(
    VIEWING_REMINDER_JOB,
    { slotId: slot.id, sequence: slot.sequence },
    { startAfter: reminderTime(slot, deps.now()), ex },
  );
}

/** The reminder job; returns how many mails it queued (0 when skipped). */
export async function sendReminder(deps: Deps, data: JobData): Promise<number> {
  const slotId = String(data.slotId);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const found = await findSlot(tx, slotId, { forUpdate: true });
    if (!found) return 0;
    const { slot } = found;
    if (slot.cancelledAt || slot.remindedAt || slot.sequence !== Number(data.sequence) || slot.startsAt <= now) return 0;
    await updateSlot(tx, slot.id, { remindedAt: now });
    const bookings = await findBookingsOfSlots(tx, [slot.id]);
    for (const { seeker } of bookings) await queueReminderMail(deps, tx, found, { seeker });
    const owner = bookings.length ? await findOwner(tx, found.dwelling.userId) : null;
    if (owner) await queueReminderMail(deps, tx, found, { owner });
    return bookings.length + (owner ? 1 : 0);
  });
}

/** The handlers and queue options of the viewings' jobs. */
export function viewingJobs(deps: Deps): JobHandlers {
  return {
    handlers: { [VIEWING_REMINDER_JOB]: async (data) => void (await sendReminder(deps, data)) },
    queues: { [VIEWING_REMINDER_JOB]: { retryLimit: 5, retryDelay: 60, retryBackoff: true } },
  };
}
