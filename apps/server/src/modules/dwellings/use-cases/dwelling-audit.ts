/**
 * The activity log of one dwelling for admins (doc 2 §5 Moderation, §7): read it, add a note.
 */
import type { AuditNote } from '@udlejning/shared/activity/note.schema';
import type { ActivityEntry } from '@udlejning/shared/activity/entry';
import type { UserActor } from '../../../platform/auth/actor';
import type { Deps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import { listTargetActivity, recordActivity } from '../../activity/activity.service';
import { authorize } from '../dwellings.policy';
import { policyDwelling } from '../dwellings.presenter';
import { findForActor, type DwellingRecord } from '../dwellings.repository';

async function loadVisible(deps: Deps, user: UserActor, uuid: string): Promise<DwellingRecord> {
  const record = await findForActor(deps.db, user, uuid);
  if (!record) throw new AppError('NOT_FOUND');
  return record;
}

/** GET /api/dwellings/:uuid/audit (admin): the dwelling's activity, newest first. Throws 404, 403. */
export async function listDwellingAudit(deps: Deps, actor: UserActor, uuid: string): Promise<{ results: ActivityEntry[] }> {
  const record = await loadVisible(deps, actor, uuid);
  authorize(actor, 'viewLog', policyDwelling(record.row), deps.now());
  return { results: await listTargetActivity(deps, 'dwelling', record.row.uuid) };
}

/** POST /api/dwellings/:uuid/audit {action: 'notes', reason} (admin): adds a note. Throws 404, 403. */
export async function addDwellingNote(
  deps: Deps,
  actor: UserActor,
  uuid: string,
  { reason }: AuditNote,
): Promise<{ results: ActivityEntry[] }> {
  const record = await loadVisible(deps, actor, uuid);
  authorize(actor, 'viewLog', policyDwelling(record.row), deps.now());
  await recordActivity(deps.db, actor, {
    action: 'dwelling/notes',
    targetType: 'dwelling',
    targetId: record.row.uuid,
    data: { reason },
    timestamp: deps.now(),
  });
  return listDwellingAudit(deps, actor, uuid);
}
