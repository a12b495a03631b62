/**
 * Moderation of a dwelling (doc 2 §4, §5 Moderation, §6, §7), admin only; each change, its activity
 * entry, its mails (queued) and the follow-up job are written in one transaction:
 *   changeDwellingStatus(uuid, {status})  approve (→ APPROVED) or reject (→ REJECTED)
 *   requestOwnership(id)  PENDING_REVIEW/APPROVED/REJECTED → DOCUMENTATION_REQUESTED, mails the owner,
 *                         activity dwelling/requested-ownership-mail
 *   ownershipReceived(id) DOCUMENTATION_REQUESTED → PENDING_REVIEW (back in the review queue),
 *                         activity dwelling/update {event: 'ownershipReceived'}
 *   moveToAdmin(uuid)     the dwelling moves to the acting admin's account (organization cleared),
 *                         activity dwelling/move-to-admin {diff: {user: [from, to]}}
 * Errors: 404 unknown/not visible, 403 not admin, 409 INVALID_TRANSITION (callers are signed in: the transports check).
 */
import type { DwellingStatusChangeInput } from '@udlejning/shared/dwellings/dwelling';
import { LISTING_LIFETIME_DAYS } from '@udlejning/shared/dwellings/enums';
import { DWELLING_TRANSITIONS } from '@udlejning/shared/dwellings/transitions';
import type { UserActor } from '../../../platform/auth/actor';
import type { Deps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import { scheduleFollowUp } from '../dwellings.jobs';
import { queueDwellingMail } from '../dwellings.mails';
import { findOwner, type DwellingRecord } from '../dwellings.repository';
import { transitionDwelling } from './transition';
import { dwellingPayments } from '../payments.port';

const DAY_MS = 86_400_000;

/**
 * POST /api/dwellings/:uuid/status {status, reason, mails} (admin). APPROVED sets approvedAt,
 * active=true and expiresAt = approval + LISTING_LIFETIME_DAYS; REJECTED needs a reason. Writes
 * dwelling/approved or dwelling/rejected with the diff, reason and mails. The approval mail goes
 * out only when mails.approval; mails.followUp schedules the follow-up mail (dwellings.jobs.ts);
 * the owner is always told about a rejection.
 * The capture an approval decides is queued as a durable job in the same transaction (payments,
 * through payments.port.ts); the reply waits a bounded time for the inline attempt, and `capturePending`
 * tells whether the money is still to be taken (a slow or unavailable provider;
 * docs/architecture.md "Payments").
 * Throws 404, 403 (not admin), 409 INVALID_TRANSITION.
 */
export async function changeDwellingStatus(
  deps: Deps,
  user: UserActor,
  uuid: string,
  input: DwellingStatusChangeInput,
): Promise<{ record: DwellingRecord; capturePending: boolean }> {
  const { record } = await transitionDwelling(
    deps,
    { actor: user, uuid },
    () => (input.status === 'APPROVED' ? 'approve' : 'reject'),
    async ({ tx, now, record, actor }) => {
      const { status, mails, reason: text } = input;
      const reason = text?.trim() || null;
      const isApproval = status === 'APPROVED';
      // approval captures the held payments, rejection releases them (and restores the tier); the
      // provider calls run after the commit, and the queued payment jobs retry what fails
      const settlePayments = await dwellingPayments().settleOnModeration(deps, tx, record.row, status, actor);
      return {
        values: isApproval
          ? {
              status: DWELLING_TRANSITIONS.approve.to,
              active: true,
              approvedAt: now,
              expiresAt: new Date(now.getTime() + LISTING_LIFETIME_DAYS * DAY_MS),
              deactivatedAt: null,
            }
          : { status: DWELLING_TRANSITIONS.reject.to },
        activity: { action: isApproval ? 'dwelling/approved' : 'dwelling/rejected', data: { reason, status, mails } },
        queue: async (tx, { row, owner }) => {
          if (isApproval && mails.approval) await queueDwellingMail(deps, tx, 'dwelling-approved', row, owner, { reason });
          if (isApproval && mails.followUp) await scheduleFollowUp(deps, tx, row.uuid, row.expiresAt);
          if (!isApproval) await queueDwellingMail(deps, tx, 'dwelling-rejected', row, owner, { reason });
        },
        afterCommit: settlePayments,
      };
    },
  );
  const capturePending = input.status === 'APPROVED' && (await dwellingPayments().isCapturePending(deps, record.row.id));
  return { record, capturePending };
}

/** Admin: asks the owner for proof of ownership (→ DOCUMENTATION_REQUESTED) and mails them. */
export async function requestOwnership(deps: Deps, actor: UserActor, uuid: string): Promise<DwellingRecord> {
  const { record } = await transitionDwelling(deps, { actor, uuid }, 'requestOwnership', ({ record }) => {
    const status = DWELLING_TRANSITIONS.requestOwnership.to;
    return {
      values: { status },
      activity: { action: 'dwelling/requested-ownership-mail', data: { status, to: record.owner.email } },
      queue: async (tx, { row, owner }) => void (await queueDwellingMail(deps, tx, 'dwelling-ownership-requested', row, owner)),
    };
  });
  return record;
}

/** Admin: the proof arrived; the listing goes back to PENDING_REVIEW. */
export async function ownershipReceived(deps: Deps, actor: UserActor, uuid: string): Promise<DwellingRecord> {
  const { record } = await transitionDwelling(deps, { actor, uuid }, 'ownershipReceived', () => {
    const status = DWELLING_TRANSITIONS.ownershipReceived.to;
    return { values: { status }, activity: { action: 'dwelling/update', data: { status, event: 'ownershipReceived' } } };
  });
  return record;
}

/** Admin: moves the dwelling to the acting admin's own account (organization cleared). */
export async function moveToAdmin(deps: Deps, actor: UserActor, uuid: string): Promise<DwellingRecord> {
  const { record } = await transitionDwelling(deps, { actor, uuid }, 'moveToAdmin', async ({ tx, record, actor }) => {
    const admin = await findOwner(tx, actor.userId);
    if (!admin) throw new AppError('UNAUTHENTICATED');
    const { owner } = record;
    return {
      values: { userId: admin.id, organizationId: null },
      owner: admin,
      activity: {
        action: 'dwelling/move-to-admin',
        data: {
          diff: { user: [owner.email, admin.email] },
          from: { id: owner.id, email: owner.email },
          to: { id: admin.id, email: admin.email },
        },
      },
    };
  });
  return record;
}
