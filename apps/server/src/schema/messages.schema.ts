/**
 * Threads and messages between a dwelling's landlord and a seeker (spec doc 1 §3 Thread, §4).
 * One thread per (dwelling, seeker): a second contact continues it. The landlord of a thread is
 * always the dwelling's current owner (no copy here). The latest message is kept on the thread so
 * the thread list is one indexed read even with millions of messages.
 */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MESSAGE_FROM } from '@udlejning/shared/messages/enums';
import { users } from './accounts.schema';
import { dwellings } from './dwellings.schema';
import { seekers } from './seekers.schema';
import { oneOf } from '../platform/db/columns';

export const threads = pgTable(
  'threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dwellingId: integer('dwelling_id')
      .notNull()
      .references(() => dwellings.id, { onDelete: 'cascade' }),
    seekerId: integer('seeker_id')
      .notNull()
      .references(() => seekers.id, { onDelete: 'cascade' }),
    closed: boolean('closed').notNull().default(false),
    /** The landlord has not read the latest seeker message (doc 1 §4: a new message sets it). */
    unread: boolean('unread').notNull().default(true),
    latestText: text('latest_text'),
    latestFrom: text('latest_from', { enum: MESSAGE_FROM }),
    latestAt: timestamp('latest_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('threads_dwelling_seeker_idx').on(t.dwellingId, t.seekerId),
    index('threads_dwelling_updated_idx').on(t.dwellingId, t.updatedAt),
    index('threads_updated_idx').on(t.updatedAt, t.id),
    index('threads_seeker_idx').on(t.seekerId),
    // the list's sorts (messages.repository SORT_EXPRESSIONS) read a page off an index instead of
    // sorting every thread (docs/performance-history.md "Admin lists": the admin's list at 1,000,000 messages)
    index('threads_status_sort_idx').on(sql`(case when ${t.closed} then 2 when ${t.unread} then 0 else 1 end)`, t.id),
    index('threads_latest_sort_idx').on(sql`coalesce(${t.latestAt}, ${t.createdAt})`, t.id),
    index('threads_created_sort_idx').on(t.createdAt, t.id),
    oneOf('threads_latest_from_check', t.latestFrom, MESSAGE_FROM),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** doc 1 §3 externalFrom: who wrote it. */
    externalFrom: text('external_from', { enum: MESSAGE_FROM }).notNull(),
    /** The landlord or admin who wrote it (null for seeker messages). */
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The marketplace's id of a delivered message: delivery is idempotent on it. */
    externalId: text('external_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_thread_created_idx').on(t.threadId, t.createdAt),
    uniqueIndex('messages_external_idx')
      .on(t.externalId)
      .where(sql`${t.externalId} is not null`),
    oneOf('messages_external_from_check', t.externalFrom, MESSAGE_FROM),
  ],
);
