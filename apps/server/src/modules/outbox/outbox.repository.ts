/** All SQL of the outbox domain (dev outbox). */
import { count, desc } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { outboxMails } from '../../platform/mail/mail.schema';

export type OutboxMailRow = typeof outboxMails.$inferSelect;

/** One page of outbox mails, newest first (ties by id), plus the total number of mails. */
export async function findOutboxMails(db: Db, opts: { limit: number; offset: number }): Promise<{ rows: OutboxMailRow[]; totalCount: number }> {
  const [rows, [total]] = await Promise.all([
    db.select().from(outboxMails).orderBy(desc(outboxMails.createdAt), desc(outboxMails.id)).limit(opts.limit).offset(opts.offset),
    db.select({ value: count() }).from(outboxMails),
  ]);
  return { rows, totalCount: total?.value ?? 0 };
}
