/**
 * The listing jobs on the persistent queue (deps.jobs, pg-boss) — doc 2 §1, §4, docs/architecture.md "Dwellings and moderation":
 *  - housing e-mail: queued with the submission (finish → PENDING_REVIEW), in its transaction, and
 *    again HOUSING_MAIL_REPEAT_DAYS later for PLUS and PREMIUM (the tier is checked when the job
 *    runs, so a listing upgraded after submission still gets it); activity dwelling/email. It is the
 *    one mail of a submission and carries the status link with its token (docs/architecture.md "Status links").
 *  - follow-up mail: scheduled at an approval with mails.followUp (default on) for the day "Forlæng"
 *    opens (EXTEND_WINDOW_DAYS before expiry), since the mail offers to extend; sent only if the listing
 *    is then APPROVED, active and may be extended (an older job of a listing approved again is
 *    skipped); activity dwelling/email.
 *  - expiry: every hour, active APPROVED listings whose expiresAt has passed are deactivated
 *    (deactivatedBy System), logged as dwelling/system {reason: 'expired'} and the owner is mailed.
 *    The status stays APPROVED, so the owner can activate and extend it again.
 * Every mail is queued (dwellings.mails.ts) and logged as dwelling/email {status: 'queued', mailId}:
 * its delivery state is the mail's (the outbox page).
 */
import { onListingChanged } from './listing-closed.port';
import type { ListingType } from '@udlejning/shared/dwellings/listing-type';
import { extensionOpensAt, extensionState } from '@udlejning/shared/dwellings/extension';
import { ANONYMOUS } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import type { JobData, JobHandlers } from '../../platform/jobs/queue';
import { diffFields } from '../activity/activity.diff';
import { recordActivity } from '../activity/activity.service';
import type { Executor } from '../../platform/db/executor';
import { dwellingSnapshot } from './dwellings.content';
import { queueDwellingMail, type DwellingMailKind } from './dwellings.mails';
import { findExpiredUuids, findRecordByUuid, updateDwellingRow, type DwellingRecord } from './dwellings.repository';

const DAY_MS = 86_400_000;
/** The housing e-mail is repeated this many days after submission for PLUS and PREMIUM (doc 2 §1). */
export const HOUSING_MAIL_REPEAT_DAYS = 7;
/** Expired listings are looked for at minute 0 of every hour (UTC cron). */
export const EXPIRY_CRON = '0 * * * *';

export const JOB_NAMES = {
  housingMail: 'dwellings-housing-mail',
  followUp: 'dwellings-follow-up',
  expire: 'dwellings-expire',
} as const;

const REPEATED_TIERS: readonly ListingType[] = ['PLUS', 'PREMIUM'];

/**
 * Queues a mail about `record` through `ex` and logs it, in the same transaction, as dwelling/email
 * {type, kind, to, status: 'queued', mailId, scheduledTime?}.
 */
async function queueMailAndLog(
  deps: Deps,
  ex: Executor,
  record: DwellingRecord,
  kind: DwellingMailKind,
  type: string,
  extra: Record<string, unknown> = {},
  opts: { isSubmission?: boolean } = {},
): Promise<void> {
  const mailId = await queueDwellingMail(deps, ex, kind, record.row, record.owner, opts);
  await recordActivity(ex, ANONYMOUS, {
    action: 'dwelling/email',
    targetType: 'dwelling',
    targetId: record.row.uuid,
    data: { type, kind, to: record.owner.email, status: 'queued', mailId, ...extra },
    timestamp: deps.now(),
  });
}

/**
 * Call inside the transaction that submits a listing (finish → PENDING_REVIEW): queues the one
 * housing e-mail of the submission (with the status link) and schedules its repeat, both through
 * `ex`, so they exist exactly when the submission does.
 */
export async function onListingSubmitted(deps: Deps, ex: Executor, record: DwellingRecord): Promise<void> {
  const at = new Date(deps.now().getTime() + HOUSING_MAIL_REPEAT_DAYS * DAY_MS);
  if (deps.jobs) await deps.jobs.send(JOB_NAMES.housingMail, { dwellingId: record.row.uuid }, { startAfter: at, ex });
  const extra = deps.jobs ? { scheduledTime: at.toISOString() } : {};
  await queueMailAndLog(deps, ex, record, 'dwelling-housing', 'housing', extra, { isSubmission: true });
}

/**
 * Schedules the follow-up mail through `ex` (the approval's transaction) for when the listing that
 * expires at `expiresAt` may be extended (its link offers "Forlæng", which opens EXTEND_WINDOW_DAYS
 * before expiry: 76 days after an approval); now if that has passed. Returns the time, or null
 * without a queue.
 */
export async function scheduleFollowUp(deps: Deps, ex: Executor, uuid: string, expiresAt: Date | null): Promise<Date | null> {
  if (!deps.jobs) return null;
  const now = deps.now();
  const opensAt = extensionOpensAt(expiresAt);
  const at = opensAt && opensAt > now ? opensAt : now;
  await deps.jobs.send(JOB_NAMES.followUp, { dwellingId: uuid }, { startAfter: at, ex });
  return at;
}

const dwellingIdOf = (data: JobData) => (typeof data.dwellingId === 'string' ? data.dwellingId : '');

async function runHousingMail(deps: Deps, data: JobData): Promise<void> {
  const record = await findRecordByUuid(deps.db, dwellingIdOf(data));
  if (!record) return;
  const { row } = record;
  const live = row.active && row.status !== 'REJECTED' && row.status !== 'DRAFT';
  if (!live || !REPEATED_TIERS.includes(row.listingType)) return;
  await deps.db.transaction((tx) => queueMailAndLog(deps, tx, record, 'dwelling-housing', 'housing', { repeat: true }));
}

async function runFollowUp(deps: Deps, data: JobData): Promise<void> {
  const record = await findRecordByUuid(deps.db, dwellingIdOf(data));
  // APPROVED, active and inside the extension window: the mail's link must be able to extend
  if (!record || extensionState(record.row, deps.now()) !== 'open') return;
  await deps.db.transaction((tx) => queueMailAndLog(deps, tx, record, 'dwelling-follow-up', 'follow-up'));
}

/** Deactivates every expired listing (see the module doc); returns how many. */
export async function expireListings(deps: Deps): Promise<number> {
  const now = deps.now();
  const uuids = await findExpiredUuids(deps.db, now, 500);
  let expired = 0;
  for (const uuid of uuids) {
    const record = await deps.db.transaction(async (tx) => {
      const found = await findRecordByUuid(tx, uuid, { forUpdate: true });
      // re-checked under the lock: extended or deactivated meanwhile
      if (!found || !found.row.active || !found.row.expiresAt || found.row.expiresAt > now) return null;
      const row = await updateDwellingRow(tx, found.row.id, {
        active: false,
        deactivatedAt: now,
        deactivatedBy: { name: 'System', initials: 'SY' },
        updatedAt: now,
      });
      await recordActivity(tx, ANONYMOUS, {
        action: 'dwelling/system',
        targetType: 'dwelling',
        targetId: uuid,
        data: { diff: diffFields(dwellingSnapshot(found.row), dwellingSnapshot(row)), reason: 'expired' },
        timestamp: now,
      });
      await queueMailAndLog(deps, tx, { row, owner: found.owner }, 'dwelling-expired', 'expired');
      await onListingChanged(deps, tx, found.row, row, ANONYMOUS, now);
      return row;
    });
    if (!record) continue;
    expired += 1;
  }
  return expired;
}

/** The handlers and schedules to start the queue with (main.ts). */
export function dwellingJobs(deps: Deps): JobHandlers {
  return {
    handlers: {
      [JOB_NAMES.housingMail]: (data) => runHousingMail(deps, data),
      [JOB_NAMES.followUp]: (data) => runFollowUp(deps, data),
      [JOB_NAMES.expire]: async () => void (await expireListings(deps)),
    },
    schedules: { [JOB_NAMES.expire]: EXPIRY_CRON },
  };
}
