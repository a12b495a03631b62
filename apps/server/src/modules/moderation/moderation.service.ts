/**
 * Moderation of dwellings (doc 2 §4, §5 Moderation, §6): admins approve or reject, read the
 * activity log of a dwelling and add notes to it. Status change, its activity entry, its mails
 * (queued) and the follow-up job are written in one transaction.
 */
import { auditNoteSchema } from '@udlejning/shared/activity/note.schema';
import type { ActivityEntry } from '@udlejning/shared/activity/entry';
import { dwellingStatusChangeSchema } from '@udlejning/shared/dwellings/dwelling';
import { LISTING_LIFETIME_DAYS } from '@udlejning/shared/dwellings/enums';
import { requireAdmin, requireUser, type Actor } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { diffFields } from '../activity/activity.diff';
import { listTargetActivity, recordActivity } from '../activity/activity.service';
import { authorize, decide } from '../dwellings/dwellings.policy';
import { policyDwelling } from '../dwellings/dwellings.presenter';
import { findForActor, updateDwellingRow, type DwellingRecord } from '../dwellings/dwellings.repository';
import { dwellingSnapshot } from '../dwellings/use-cases/save-dwelling';
import { scheduleFollowUp } from './moderation.jobs';
import { queueDwellingMail } from './moderation.mails';
import { offlineOwnerLookup, type OwnerLookupAdapter, type ValidationResult } from './owner-lookup';

const DAY_MS = 86_400_000;

async function loadVisible(deps: Deps, actor: Actor, uuid: string): Promise<DwellingRecord> {
  const user = requireUser(actor);
  const record = await findForActor(deps.db, user, uuid);
  if (!record) throw new AppError('NOT_FOUND');
  return record;
}

/**
 * POST /api/dwellings/:uuid/status {status, reason, mails} (admin). APPROVED sets approvedAt,
 * active=true and expiresAt = approval + LISTING_LIFETIME_DAYS; REJECTED needs a reason. Writes
 * dwelling/approved or dwelling/rejected with the diff, reason and mails. The approval mail goes
 * out only when mails.approval; mails.followUp schedules the follow-up mail (moderation.jobs.ts);
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

/** GET /api/dwellings/:uuid/audit (admin): the dwelling's activity, newest first. Throws 401, 404, 403. */
export async function listDwellingAudit(deps: Deps, actor: Actor, uuid: string): Promise<{ results: ActivityEntry[] }> {
  const record = await loadVisible(deps, actor, uuid);
  authorize(actor, 'viewLog', policyDwelling(record.row), deps.now());
  return { results: await listTargetActivity(deps, 'dwelling', record.row.uuid) };
}

/** POST /api/dwellings/:uuid/audit {action: 'notes', reason} (admin): adds a note. Throws 401, 404, 403, 400. */
export async function addDwellingNote(
  deps: Deps,
  actor: Actor,
  uuid: string,
  body: unknown,
): Promise<{ results: ActivityEntry[] }> {
  const record = await loadVisible(deps, actor, uuid);
  authorize(actor, 'viewLog', policyDwelling(record.row), deps.now());
  const { reason } = auditNoteSchema.parse(body);
  await recordActivity(deps.db, actor, {
    action: 'dwelling/notes',
    targetType: 'dwelling',
    targetId: record.row.uuid,
    data: { reason },
    timestamp: deps.now(),
  });
  return listDwellingAudit(deps, actor, uuid);
}

/**
 * GET /api/admin/validate/:id (admin): owner and phone lookup for a dwelling through `adapter`
 * (offline by default: address and BBR link only, see owner-lookup.ts). Throws 401, 403, 404.
 */
export async function validateDwelling(
  deps: Deps,
  actor: Actor,
  uuid: string,
  adapter: OwnerLookupAdapter = offlineOwnerLookup,
): Promise<ValidationResult> {
  requireAdmin(actor);
  const record = await loadVisible(deps, actor, uuid);
  const location = record.row.location as { id?: string | null; address?: string | null; customAddress?: boolean };
  const contact = record.row.contact as { phone?: string | null };
  const subject = {
    addressId: location.id ?? null,
    address: location.address ?? null,
    customAddress: location.customAddress === true,
    phone: contact.phone ?? null,
  };
  const { owner, phone, notConfigured } = await adapter.lookup(subject);
  return {
    dwelling: { id: record.row.uuid, address: subject.address, addressId: subject.addressId },
    ...owner,
    phone,
    notConfigured,
    source: adapter.name,
  };
}
