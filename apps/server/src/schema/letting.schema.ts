/**
 * Lets (docs/architecture.md "Letting"): a listing let to the seeker of one of its threads. A listing let,
 * activated again and let once more has two rows; the statistics' funnel counts the lets per listing.
 */
import { index, integer, pgTable, serial, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.schema';
import { dwellings } from './dwellings.schema';
import { threads } from './messages.schema';
import { seekers } from './seekers.schema';

export const dwellingLets = pgTable(
  'dwelling_lets',
  {
    id: serial('id').primaryKey(),
    dwellingId: integer('dwelling_id')
      .notNull()
      .references(() => dwellings.id, { onDelete: 'cascade' }),
    /** The tenant's thread and seeker; null once erased (the let itself stays for the statistics). */
    threadId: uuid('thread_id').references(() => threads.id, { onDelete: 'set null' }),
    seekerId: integer('seeker_id').references(() => seekers.id, { onDelete: 'set null' }),
    /** Who marked the tenant (the landlord, or an admin). */
    letByUserId: integer('let_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    letAt: timestamp('let_at', { withTimezone: true }).notNull(),
    /** When the let notice went to the other open threads, and to how many; null: not sent. */
    noticeSentAt: timestamp('notice_sent_at', { withTimezone: true }),
    noticeCount: integer('notice_count'),
  },
  (t) => [index('dwelling_lets_dwelling_idx').on(t.dwellingId, t.letAt), index('dwelling_lets_let_at_idx').on(t.letAt)],
);
