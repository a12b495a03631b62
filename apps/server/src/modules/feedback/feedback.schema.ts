/** Feedback from the deactivation survey (spec doc 2 §3 Feedback, §4): rating 1-5, leasedByAB, comment. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LEASED_BY_AB } from '@udlejning/shared/feedback/feedback';
import { users } from '../../schema/accounts.schema';
import { oneOf } from '../../platform/db/columns';
import { dwellings } from '../../schema/dwellings.schema';

export const feedbacks = pgTable(
  'feedbacks',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    /** 1..5 */
    rating: integer('rating').notNull(),
    leasedByAB: text('leased_by_ab', { enum: LEASED_BY_AB }),
    comment: text('comment'),
    /** Who answered (the owner also when answered through the status link). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    dwellingId: integer('dwelling_id').references(() => dwellings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedbacks_created_idx').on(t.createdAt),
    check('feedbacks_rating_check', sql`${t.rating} between 1 and 5`),
    oneOf('feedbacks_leased_by_ab_check', t.leasedByAB, LEASED_BY_AB),
  ],
);
