/**
 * Ownership moderation (doc 2 §4, §6, §7), admin only, each change, its activity entry and its
 * mail (queued) in one transaction:
 *   requestOwnership(id)  PENDING_REVIEW/APPROVED/REJECTED → DOCUMENTATION_REQUESTED, mails the owner,
 *                         activity dwelling/requested-ownership-mail
 *   ownershipReceived(id) DOCUMENTATION_REQUESTED → PENDING_REVIEW (back in the review queue),
 *                         activity dwelling/update {event: 'ownershipReceived'}
 *   moveToAdmin(uuid)     the dwelling moves to the acting admin's account (organization cleared),
 *                         activity dwelling/move-to-admin {diff: {user: [from, to]}}
 * Errors: 401 logged out, 404 unknown/not visible, 403 not admin, 409 INVALID_TRANSITION.
 */
import { nextStatus, type DwellingEvent } from '@udlejning/shared/dwellings/transitions';
import { requireUser, type Actor } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { diffFields } from '../activity/activity.diff';
import { recordActivity } from '../activity/activity.service';
import { authorize } from '../dwellings/dwellings.policy';
import { policyDwelling } from '../dwellings/dwellings.presenter';
import { findForActor, findOwner, updateDwellingRow, type DwellingRecord } from '../dwellings/dwellings.repository';
import { dwellingSnapshot } from '../dwellings/use-cases/save-dwelling';
import { queueDwellingMail } from './moderation.mails';

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
