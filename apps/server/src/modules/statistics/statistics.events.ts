/**
 * Recording dwelling events (issue 11 "Counts come from recorded events"): the one way any domain
 * adds to statistics. Each event is a row of dwelling_events and is added to the dwelling's
 * Europe/Copenhagen day in dwelling_stats_daily in the same transaction; a CLICK with a visitor key
 * also counts as a unique click the first time that key is seen on that dwelling.
 *
 * Group commit (issue 11: ≥ 5,000 events/s, none lost): callers queue their event and wait; one
 * writer per database handle takes everything queued and writes it in one transaction of three
 * multi-row statements (events, first visits, daily counts), then resolves every caller of that batch.
 * While a batch is being written the next one gathers, so batches grow with the load and a caller
 * waits at most about two transactions. A promise resolves only after its batch committed. If a batch
 * fails (e.g. one unknown dwelling id), its events are written one by one, so only the bad event fails.
 */
import { sql } from 'drizzle-orm';
import type { DwellingEventKind } from '@udlejning/shared/statistics/events';
import type { Deps } from '../../platform/deps';
import type { Db } from '../../platform/db/client';

export type DwellingEventInput = {
  dwellingId: number;
  kind: DwellingEventKind;
  /** An opaque hash for the visitor (cookie id); needed for unique clicks. */
  visitorKey?: string | null;
};

/** Most events written in one transaction. */
export const MAX_BATCH = 5_000;

/** The daily counter each kind adds to (the columns of dwelling_stats_daily). */
const COUNTER = {
  CLICK: 'totalClicks',
  CONTACT_SUCCESS: 'contactSuccess',
  CONTACT_FORBIDDEN: 'contactForbidden',
  FACEBOOK_SHARE: 'facebook',
  MESSAGE: 'messages',
} as const satisfies Record<DwellingEventKind, string>;

type Counts = {
  messages: number;
  contactSuccess: number;
  contactForbidden: number;
  uniqueClicks: number;
  totalClicks: number;
  facebook: number;
};
type Pending = { event: DwellingEventInput; resolve: (r: { unique: boolean }) => void; reject: (err: unknown) => void };

/** Writes one batch in one transaction; returns `unique` per event, in order. */
async function writeBatch(db: Db, events: DwellingEventInput[]): Promise<boolean[]> {
  return db.transaction(async (tx) => {
    // each statement takes its rows as one JSON parameter (any batch size, one round trip)
    const eventRows = events.map((e) => ({ d: e.dwellingId, k: e.kind, v: e.visitorKey ?? null }));
    await tx.execute(sql`
      insert into dwelling_events (dwelling_id, kind, visitor_key)
      select d, k, v from json_to_recordset(${JSON.stringify(eventRows)}::json) as x(d int, k text, v text)`);

    // the first CLICK of each (dwelling, visitor) in the batch is the candidate for a first visit
    const firstInBatch = new Map<string, number>();
    events.forEach((e, i) => {
      if (e.kind !== 'CLICK' || e.visitorKey == null) return;
      const key = `${e.dwellingId}\u0000${e.visitorKey}`;
      if (!firstInBatch.has(key)) firstInBatch.set(key, i);
    });
    const unique = events.map(() => false);
    if (firstInBatch.size > 0) {
      const candidates = [...firstInBatch.values()].map((i) => events[i]);
      const res = await tx.execute<{ dwelling_id: number; visitor_key: string }>(sql`
        insert into dwelling_visitors (dwelling_id, visitor_key)
        select d, v from json_to_recordset(${JSON.stringify(candidates.map((e) => ({ d: e.dwellingId, v: e.visitorKey })))}::json)
          as x(d int, v text)
        on conflict do nothing
        returning dwelling_id, visitor_key`);
      for (const r of res.rows) unique[firstInBatch.get(`${r.dwelling_id}\u0000${r.visitor_key}`)!] = true;
    }

    // one row per dwelling, in id order (two servers adding to the same rows lock them in one order)
    const perDwelling = new Map<number, Counts>();
    events.forEach((e, i) => {
      let c = perDwelling.get(e.dwellingId);
      if (!c) {
        c = { messages: 0, contactSuccess: 0, contactForbidden: 0, uniqueClicks: 0, totalClicks: 0, facebook: 0 };
        perDwelling.set(e.dwellingId, c);
      }
      c[COUNTER[e.kind]] += 1;
      if (unique[i]) c.uniqueClicks += 1;
    });
    const ids = [...perDwelling.keys()].sort((a, b) => a - b);
    const dayRows = ids.map((d) => ({ d, ...perDwelling.get(d)! }));
    await tx.execute(sql`
      insert into dwelling_stats_daily (dwelling_id, day, messages, contact_success, contact_forbidden, unique_clicks, total_clicks, facebook)
      select d, (now() at time zone 'Europe/Copenhagen')::date, "messages", "contactSuccess", "contactForbidden", "uniqueClicks", "totalClicks", "facebook"
      from json_to_recordset(${JSON.stringify(dayRows)}::json)
        as x(d int, "messages" int, "contactSuccess" int, "contactForbidden" int, "uniqueClicks" int, "totalClicks" int, "facebook" int)
      on conflict (dwelling_id, day) do update set
        messages = dwelling_stats_daily.messages + excluded.messages,
        contact_success = dwelling_stats_daily.contact_success + excluded.contact_success,
        contact_forbidden = dwelling_stats_daily.contact_forbidden + excluded.contact_forbidden,
        unique_clicks = dwelling_stats_daily.unique_clicks + excluded.unique_clicks,
        total_clicks = dwelling_stats_daily.total_clicks + excluded.total_clicks,
        facebook = dwelling_stats_daily.facebook + excluded.facebook`);
    return unique;
  });
}

/** The queue and the single writer of one database handle. */
class EventWriter {
  private queue: Pending[] = [];
  private running = false;
  /** Batches written so far and their sizes (tests and the bench read them). */
  readonly stats = { batches: 0, events: 0, largest: 0 };

  constructor(private readonly db: Db) {}

  add(event: DwellingEventInput): Promise<{ unique: boolean }> {
    return new Promise((resolve, reject) => {
      this.queue.push({ event, resolve, reject });
      if (!this.running) {
        this.running = true;
        // after the current I/O callbacks: requests that arrived together share the first batch
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain() {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, MAX_BATCH);
        await this.write(batch);
      }
    } finally {
      this.running = false;
    }
  }

  private async write(batch: Pending[]) {
    try {
      const unique = await writeBatch(
        this.db,
        batch.map((p) => p.event),
      );
      this.stats.batches += 1;
      this.stats.events += batch.length;
      this.stats.largest = Math.max(this.stats.largest, batch.length);
      batch.forEach((p, i) => p.resolve({ unique: unique[i] }));
    } catch (err) {
      if (batch.length === 1) {
        batch[0].reject(err);
        return;
      }
      // one bad event must not fail the others: write each alone
      for (const p of batch) await this.write([p]);
    }
  }
}

const writers = new WeakMap<Db, EventWriter>();

function writerFor(db: Db): EventWriter {
  let w = writers.get(db);
  if (!w) {
    w = new EventWriter(db);
    writers.set(db, w);
  }
  return w;
}

/**
 * Records one event; resolves once it is committed. Returns `unique: true` for the first CLICK of a
 * visitor key on the dwelling. Rejects with what the database throws (e.g. a foreign-key error for
 * an unknown dwelling id).
 */
export function recordDwellingEvent(deps: Pick<Deps, 'db'>, event: DwellingEventInput): Promise<{ unique: boolean }> {
  return writerFor(deps.db).add(event);
}

/** Batches written through `db` so far (count, events, largest batch): for tests and the bench. */
export function dwellingEventWriterStats(db: Db): { batches: number; events: number; largest: number } {
  return { ...writerFor(db).stats };
}
