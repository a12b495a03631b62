/**
 * Renewing a dwelling's status links on request (doc 2 §6 Token holder;
 * docs/architecture.md "Status links"): a signed-in owner, organization admin or admin
 * asks, the dwelling's link version goes up (every earlier link is refused with 403
 * STATUS_LINK_REVOKED), and a new link is mailed to the owner, never handed to the caller. The
 * version bump, the mail (queued) and the activity entry are written in one transaction.
 */
import type { UserActor } from '../../../platform/auth/actor';
import type { Deps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import { recordActivity } from '../../activity/activity.service';
import { queueDwellingMail } from '../dwellings.mails';
import { findForActor } from '../dwellings.repository';
import { renewStatusLinks } from '../status-links.repository';

/**
 * POST /api/dwellings/:uuid/status-link: renews the status links of a dwelling the signed-in
 * `actor` may see and mails the new one to its owner. Logs dwelling/email {type: 'status-link',
 * kind, to, status: 'queued', mailId, statusLinkVersion}. Throws 404 (unknown, or not the
 * actor's to see).
 */
export async function renewStatusLink(deps: Deps, actor: UserActor, uuid: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const record = await findForActor(tx, actor, uuid, { forUpdate: true });
    if (!record) throw new AppError('NOT_FOUND');
    const row = await renewStatusLinks(tx, record.row.id);
    const kind = 'dwelling-status-link';
    const mailId = await queueDwellingMail(deps, tx, kind, row, record.owner);
    await recordActivity(tx, actor, {
      action: 'dwelling/email',
      targetType: 'dwelling',
      targetId: row.uuid,
      data: {
        type: 'status-link',
        kind,
        to: record.owner.email,
        status: 'queued',
        mailId,
        statusLinkVersion: row.statusLinkVersion,
      },
      timestamp: deps.now(),
    });
  });
}
