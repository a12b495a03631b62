/**
 * Recorded dwelling events and their daily roll-up (spec doc 1 §2 Statistics, §3 Statistics row;
 * docs/architecture.md "Statistics"). Every event is one row of dwelling_events; the same transaction adds it to
 * dwelling_stats_daily (Europe/Copenhagen day), so the statistics table and charts read a few
 * rows per dwelling while the counts stay exactly the events recorded. Unique clicks: the first
 * CLICK of a visitor key per dwelling (dwelling_visitors).
 */
import { bigserial, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { DWELLING_EVENT_KINDS } from '@udlejning/shared/statistics/events';
import { dwellings } from '../../schema/dwellings.schema';
import { oneOf } from '../../platform/db/columns';

export const dwellingEvents = pgTable(
  'dwelling_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dwellingId: integer('dwelling_id')
      .notNull()
      .references(() => dwellings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DWELLING_EVENT_KINDS }).notNull(),
    /** A hash identifying the visitor (never an IP address in clear); null where not known. */
    visitorKey: text('visitor_key'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('dwelling_events_dwelling_idx').on(t.dwellingId, t.occurredAt),
    oneOf('dwelling_events_kind_check', t.kind, DWELLING_EVENT_KINDS),
  ],
);

/** First click of each visitor on each dwelling (unique clicks). */
export const dwellingVisitors = pgTable(
  'dwelling_visitors',
  {
    dwellingId: integer('dwelling_id')
      .notNull()
      .references(() => dwellings.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.dwellingId, t.visitorKey] })],
);

/** Counts per dwelling and Europe/Copenhagen day, one column per statistics column and the funnel's bookings. */
export const dwellingStatsDaily = pgTable(
  'dwelling_stats_daily',
  {
    dwellingId: integer('dwelling_id')
      .notNull()
      .references(() => dwellings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    messages: integer('messages').notNull().default(0),
    contactSuccess: integer('contact_success').notNull().default(0),
    contactForbidden: integer('contact_forbidden').notNull().default(0),
    uniqueClicks: integer('unique_clicks').notNull().default(0),
    totalClicks: integer('total_clicks').notNull().default(0),
    facebook: integer('facebook').notNull().default(0),
    /**
     * Viewing bookings made that day (any state later), for the let funnel (docs/architecture.md "Statistics",
     * the let funnel): counted in the booking's own statement (viewings.repository takeSeatAndPost).
     */
    viewingsBooked: integer('viewings_booked').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dwellingId, t.day] }), index('dwelling_stats_daily_day_idx').on(t.day)],
);
