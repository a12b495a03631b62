/**
 * Recording dwelling events (issue 11 "Counts come from recorded events"): the one way any domain
 * adds to statistics. Each call writes the event row and adds it to the dwelling's Europe/Copenhagen
 * day in dwelling_stats_daily in one transaction; a CLICK with a visitor key also counts as a unique
 * click the first time that key is seen on that dwelling.
 */
import { sql } from 'drizzle-orm';
import type { DwellingEventKind } from '@udlejning/shared/statistics/events';
import type { Deps } from '../../platform/deps';

export type DwellingEventInput = {
  dwellingId: number;
  kind: DwellingEventKind;
  /** An opaque hash for the visitor (cookie id); needed for unique clicks. */
  visitorKey?: string | null;
};

const COUNTER: Record<DwellingEventKind, string> = {
  CLICK: 'total_clicks',
  CONTACT_SUCCESS: 'contact_success',
  CONTACT_FORBIDDEN: 'contact_forbidden',
  FACEBOOK_SHARE: 'facebook',
  MESSAGE: 'messages',
};

/**
 * Records one event. Returns `unique: true` for the first CLICK of a visitor key on the dwelling.
 * Throws what the database throws (e.g. a foreign-key error for an unknown dwelling id).
 */
export async function recordDwellingEvent(deps: Pick<Deps, 'db'>, event: DwellingEventInput): Promise<{ unique: boolean }> {
  return deps.db.transaction(async (tx) => {
    const key = event.visitorKey ?? null;
    await tx.execute(
      sql`insert into dwelling_events (dwelling_id, kind, visitor_key) values (${event.dwellingId}, ${event.kind}, ${key})`,
    );
    let unique = false;
    if (event.kind === 'CLICK' && key !== null) {
      const res = await tx.execute(
        sql`insert into dwelling_visitors (dwelling_id, visitor_key) values (${event.dwellingId}, ${key}) on conflict do nothing returning 1`,
      );
      unique = res.rows.length > 0;
    }
    const column = sql.raw(COUNTER[event.kind]);
    await tx.execute(sql`
      insert into dwelling_stats_daily (dwelling_id, day, ${column}, unique_clicks)
      values (${event.dwellingId}, (now() at time zone 'Europe/Copenhagen')::date, 1, ${unique ? 1 : 0})
      on conflict (dwelling_id, day) do update
        set ${column} = dwelling_stats_daily.${column} + 1,
            unique_clicks = dwelling_stats_daily.unique_clicks + ${unique ? 1 : 0}`);
    return { unique };
  });
}
