/**
 * The one way a signed-in user, an admin or a status-token holder changes a dwelling (doc 2 §4, §6;
 * docs/architecture.md "Module boundaries"), written once for every use-case that changes one:
 *
 *   lock the row → 404 → authorize → update → activity entry with the diff → mails and jobs queued
 *   in the same transaction (delivered after the commit) → work after the commit
 *
 * Each step runs inside one transaction (only `tx` in it: PGlite has one connection). The use-case
 * says which policy action is checked and, from the locked row, what to write, how to log it and
 * what to queue.
 */
import type { UserActor } from '../../../platform/auth/actor';
import type { Deps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import type { DwellingActivityAction } from '@udlejning/shared/dwellings/activity-actions';
import type { DwellingAction } from '@udlejning/shared/dwellings/dwelling';
import { diffFields } from '../../activity/activity.diff';
import type { Executor } from '../../../platform/db/executor';
import { recordActivity } from '../../activity/activity.service';
import { dwellingSnapshot } from '../dwellings.content';
import { authorize } from '../dwellings.policy';
import { policyDwelling } from '../dwellings.presenter';
import { findForActor, updateDwellingRow, type DwellingRecord, type OwnerRow } from '../dwellings.repository';
import type { dwellings } from '../../../schema/dwellings.schema';
import { accessDwelling, type Access, type LifecycleCaller } from '../status-token';
import { onListingChanged } from '../listing-closed.port';

/**
 * Which dwelling, and who acts: a signed-in `actor` (401 logged out; 404 unless it may see the
 * dwelling), or a lifecycle `caller` that may also hold the dwelling's status token (status-token.ts).
 */
export type TransitionTarget = { uuid: string } & ({ actor: UserActor } | { caller: LifecycleCaller });

/** The locked dwelling, the acting user (the owner when via the status token) and the time of the change. */
export type TransitionContext = Access & { tx: Executor; now: Date };

/** What a use-case does to the locked, authorized dwelling. */
export type TransitionChange = {
  /** The columns to write; updatedAt is set to the time of the change. */
  values: Omit<Partial<typeof dwellings.$inferInsert>, 'id' | 'uuid' | 'updatedAt'>;
  /**
   * The activity entry: its action and data. The data gets `diff` (the changed snapshot fields,
   * unless the data brings its own) and, via the status token, `via: 'token'`.
   */
  activity: { action: DwellingActivityAction; data?: Record<string, unknown> };
  /** The owner after the change, when it changes (move to an admin). */
  owner?: OwnerRow;
  /** Mails and jobs about the changed dwelling, queued in the same transaction. */
  queue?: (tx: Executor, record: DwellingRecord) => Promise<void>;
  /** Work after the commit (e.g. deleting the files of images taken off the listing). */
  afterCommit?: (record: DwellingRecord) => Promise<void>;
};

/**
 * Changes one dwelling (see the module doc). `action` is the policy action checked on the locked
 * row, or a function of the locked row that returns it (it may throw, e.g. a 400 once the actor's
 * role is checked); `change` computes the change from the locked, authorized row and may throw (400).
 * Returns the changed dwelling with the acting user and how the caller got in.
 * Throws 401, 404, 403 FORBIDDEN, 409 (DWELLING_LOCKED, INVALID_TRANSITION, EXTENSION_TOO_EARLY) and
 * whatever `action` and `change` throw; nothing is written then.
 */
export async function transitionDwelling(
  deps: Deps,
  target: TransitionTarget,
  action: DwellingAction | ((ctx: TransitionContext) => DwellingAction),
  change: (ctx: TransitionContext) => TransitionChange | Promise<TransitionChange>,
): Promise<Access> {
  const user = 'actor' in target ? target.actor : null;
  const now = deps.now();
  const { result, afterCommit } = await deps.db.transaction(async (tx) => {
    const access = user ? await lockForActor(tx, user, target.uuid) : await lockForCaller(deps, tx, target);
    const ctx: TransitionContext = { ...access, tx, now };
    const { record } = access;
    authorize(ctx.actor, typeof action === 'function' ? action(ctx) : action, policyDwelling(record.row), now);
    const planned = await change(ctx);
    const row = await updateDwellingRow(tx, record.row.id, { ...planned.values, updatedAt: now });
    const changed: DwellingRecord = { row, owner: planned.owner ?? record.owner };
    await recordActivity(tx, ctx.actor, {
      action: planned.activity.action,
      targetType: 'dwelling',
      targetId: row.uuid,
      data: {
        diff: diffFields(dwellingSnapshot(record.row), dwellingSnapshot(row)),
        ...(access.viaToken ? { via: 'token' } : {}),
        ...planned.activity.data,
      },
      timestamp: now,
    });
    if (planned.queue) await planned.queue(tx, changed);
    // out of APPROVED or deactivated: future viewings are cancelled in the same commit (listing-closed.port.ts)
    await onListingChanged(deps, tx, record.row, row, ctx.actor, now);
    return { result: { record: changed, actor: ctx.actor, viaToken: access.viaToken }, afterCommit: planned.afterCommit };
  });
  if (afterCommit) await afterCommit(result.record);
  return result;
}

/** The dwelling locked for a signed-in actor who may see it, else 404. */
async function lockForActor(tx: Executor, user: UserActor, uuid: string): Promise<Access> {
  const record = await findForActor(tx, user, uuid, { forUpdate: true });
  if (!record) throw new AppError('NOT_FOUND');
  return { record, actor: user, viaToken: false };
}

/** The dwelling locked for a login or its status token (accessDwelling: 401, 404). */
function lockForCaller(deps: Deps, tx: Executor, target: TransitionTarget): Promise<Access> {
  if (!('caller' in target)) throw new AppError('UNAUTHENTICATED');
  return accessDwelling(deps, tx, target.caller, target.uuid, { forUpdate: true });
}
