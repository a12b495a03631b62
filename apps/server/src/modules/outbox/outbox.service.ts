/** Admin-only tools that are not part of another domain: the outbox (every mail and its delivery state). */
import type { OutboxPage, OutboxQuery } from '@udlejning/shared/outbox/outbox';
import type { Deps } from '../../platform/deps';
import { findOutboxMails } from './outbox.repository';
import { presentOutboxMail } from './outbox.presenter';

/**
 * Lists the mails newest first with their delivery state; the texts only with the dev outbox
 * transport (MAIL_TRANSPORT=outbox). GET /api/admin/outbox (admins).
 */
export async function listOutbox(deps: Deps, query: OutboxQuery): Promise<OutboxPage> {
  const { rows, totalCount } = await findOutboxMails(deps.db, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { results: rows.map((row) => presentOutboxMail(row, deps.env.MAIL_TRANSPORT === 'outbox')), totalCount };
}
