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
 * Errors: 401 logged out, 404 unknown/not visible, 403 not admin, 409 INVALID_TRANSITION.
 */
import { dwellingStatusChangeSchema } from '@udlejning/shared/dwellings/dwelling';
import { LISTING_LIFETIME_DAYS } from '@udlejning/shared/dwellings/enums';
import { nextStatus, type DwellingEvent } from '@udlejning/shared/dwellings/transitions';
import { requireUser, type Actor } from '../../../platform/auth/actor';
import type { Deps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import { diffFields } from '../../activity/activity.diff';
import { recordActivity } from '../../activity/activity.service';
import { dwellingSnapshot } from '../dwellings.content';
import { scheduleFollowUp } from '../dwellings.jobs';
import { queueDwellingMail } from '../dwellings.mails';
import { authorize, decide } from '../dwellings.policy';
import { policyDwelling } from '../dwellings.presenter';
import { findForActor, findOwner, updateDwellingRow, type DwellingRecord } from '../dwellings.repository';

const DAY_MS = 86_400_000;

/**
 * POST /api/dwellings/:uuid/status {status, reason, mails} (admin). APPROVED sets approvedAt,
 * active=true and expiresAt = approval + LISTING_LIFETIME_DAYS; REJECTED needs a reason. Writes
 * dwelling/approved or dwelling/rejected with the diff, reason and mails. The approval mail goes
 * out only when mails.approval; mails.followUp schedules the follow-up mail (dwellings.jobs.ts);
 * the owner is always told about a rejection.
 * Throws 401, 404, 403 (not admin), 409 INVALID_TRANSITION, 400 (reject without reason).
 */
export async function changeDwellingStatus(deps: Deps, actor: Actor, uuid: string, body: unknown): Promise<DwellingRecord> {
  const user = requireUser(actor);
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const record = await findForActor(tx, user, uuid, { forUpdate: true });
    if (!record) throw new AppError('NOT_FOUND');
    const input = dwellingStatusChangeSchema.safeParse(body);
    // permission before validation: a landlord gets 403 whatever the body says
    if (!input.success) {
      if (decide(user, 'approve', policyDwelling(record.row), now) === 'forbidden') throw new AppError('FORBIDDEN');
      throw input.error;
    }
    const { status, mails } = input.data;
    authorize(user, status === 'APPROVED' ? 'approve' : 'reject', policyDwelling(record.row), now);
    const reason = input.data.reason?.trim() || null;
    const row = await updateDwellingRow(
      tx,
      record.row.id,
      status === 'APPROVED'
        ? {
            status,
            active: true,
            approvedAt: now,
            expiresAt: new Date(now.getTime() + LISTING_LIFETIME_DAYS * DAY_MS),
            deactivatedAt: null,
            updatedAt: now,
          }
        : { status, updatedAt: now },
    );
    await recordActivity(tx, user, {
      action: status === 'APPROVED' ? 'dwelling/approved' : 'dwelling/rejected',
      targetType: 'dwelling',
      targetId: row.uuid,
      data: { diff: diffFields(dwellingSnapshot(record.row), dwellingSnapshot(row)), reason, status, mails },
      timestamp: now,
    });
    if (status === 'APPROVED' && mails.approval)
      await queueDwellingMail(deps, tx, 'dwelling-approved', row, record.owner, { reason });
    if (status === 'APPROVED' && mails.followUp) await scheduleFollowUp(deps, tx, row.uuid);
    if (status === 'REJECTED') await queueDwellingMail(deps, tx, 'dwelling-rejected', row, record.owner, { reason });
    return { record: { row, owner: record.owner } };
  });
  return result.record;
}

type OwnershipEvent = Extract<DwellingEvent, 'requestOwnership' | 'ownershipReceived'>;

async function transition(deps: Deps, actor: Actor, uuid: string, event: OwnershipEvent): Promise<DwellingRecord> {
  const user = requireUser(actor);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const record = await findForActor(tx, user, uuid, { forUpdate: true });
    if (!record) throw new AppError('NOT_FOUND');
    authorize(user, event, policyDwelling(record.row), now);
    const status = nextStatus(event, record.row.status);
    if (!status) throw new AppError('INVALID_TRANSITION');
    const row = await updateDwellingRow(tx, record.row.id, { status, updatedAt: now });
    const diff = diffFields(dwellingSnapshot(record.row), dwellingSnapshot(row));
    await recordActivity(tx, user, {
      action: event === 'requestOwnership' ? 'dwelling/requested-ownership-mail' : 'dwelling/update',
      targetType: 'dwelling',
      targetId: row.uuid,
      data: event === 'requestOwnership' ? { diff, status, to: record.owner.email } : { diff, status, event },
      timestamp: now,
    });
    if (event === 'requestOwnership') await queueDwellingMail(deps, tx, 'dwelling-ownership-requested', row, record.owner);
    return { row, owner: record.owner };
  });
}

/** Admin: asks the owner for proof of ownership (→ DOCUMENTATION_REQUESTED) and mails them. */
export async function requestOwnership(deps: Deps, actor: Actor, uuid: string): Promise<DwellingRecord> {
  return transition(deps, actor, uuid, 'requestOwnership');
}

/** Admin: the proof arrived; the listing goes back to PENDING_REVIEW. */
export async function ownershipReceived(deps: Deps, actor: Actor, uuid: string): Promise<DwellingRecord> {
  return transition(deps, actor, uuid, 'ownershipReceived');
}

/** Admin: moves the dwelling to the acting admin's own account. */
export async function moveToAdmin(deps: Deps, actor: Actor, uuid: string): Promise<DwellingRecord> {
  const user = requireUser(actor);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const record = await findForActor(tx, user, uuid, { forUpdate: true });
    if (!record) throw new AppError('NOT_FOUND');
    authorize(user, 'moveToAdmin', policyDwelling(record.row), now);
    const admin = await findOwner(tx, user.userId);
    if (!admin) throw new AppError('UNAUTHENTICATED');
    const row = await updateDwellingRow(tx, record.row.id, { userId: admin.id, organizationId: null, updatedAt: now });
    await recordActivity(tx, user, {
      action: 'dwelling/move-to-admin',
      targetType: 'dwelling',
      targetId: row.uuid,
      data: {
        diff: { user: [record.owner.email, admin.email] },
        from: { id: record.owner.id, email: record.owner.email },
        to: { id: admin.id, email: admin.email },
      },
      timestamp: now,
    });
    return { row, owner: admin };
  });
}
