/** Row → API shape for the admin domain. */
import type { OutboxMail } from '@udlejning/shared/admin/outbox';
import type { OutboxMailRow } from './admin.repository';

/** An outbox row as listed to admins (html and meta are left out; the text carries the links). */
export function presentOutboxMail(row: OutboxMailRow): OutboxMail {
  return { id: row.id, to: row.to, subject: row.subject, kind: row.kind, text: row.text, createdAt: row.createdAt.toISOString() };
}
