/**
 * The counters of every rate limit (docs/architecture.md "Rate limits"), in the layout rate-limiter-flexible's Drizzle store
 * expects: one row per limit and key (`<limit name>:<key>`), the points used and when they expire.
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});
