/** Row → API shape for the outbox domain. */
import type { OutboxMail } from '@udlejning/shared/outbox/outbox';
import type { OutboxMailRow } from './outbox.repository';

/**
 * A mail as listed to admins: recipient, subject, kind, language and delivery state (docs/architecture.md "Jobs and mail").
 * html, meta and the layout blocks are left out; the text (it carries the links) only when
 * `withText` (the dev transport: with SMTP the links would let an admin use a user's reset link).
 */
export function presentOutboxMail(row: OutboxMailRow, withText: boolean): OutboxMail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    language: row.language,
    text: withText ? row.text : null,
    state: row.state,
    attempts: row.attempts,
    lastError: row.lastError,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
