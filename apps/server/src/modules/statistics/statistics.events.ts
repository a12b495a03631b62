/**
 * Recording dwelling events (docs/architecture.md "Statistics"): the one way any domain
 * adds to statistics. Each event is a row of dwelling_events and is added to the dwelling's
 * Europe/Copenhagen day in dwelling_stats_daily in the same statement; a CLICK with a visitor key
 * also counts as a unique click the first time that key is seen on that dwelling.
 *
 * Group commit (docs/architecture.md "Statistics": ≥ 5,000 events/s, none lost): callers queue their event and wait; a
 * writer (up to MAX_WRITERS per database handle) takes everything queued and writes it as one statement (one round
 * trip) of three multi-row parts (events, first visits, daily counts), then resolves every caller of it.
 * While a batch is being written the next one gathers, so batches grow with the load and a caller
 * waits at most about two batches. A promise resolves only after its batch committed. If a batch
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

/** Most events written in one statement. */
export const MAX_BATCH = 5_000;
/**
 * Batches written at once per database handle (of the pool's 10 connections): while one batch
 * waits for its commit to reach the disk, the next is already being written.
 */
export const MAX_WRITERS = 3;

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

/**
 * Writes one batch as ONE statement (one round trip, atomic: data-modifying CTEs commit together):
 * the event rows, the first visits (on conflict do nothing), and the daily counts, whose unique
 * clicks are the first visits the same statement inserted. Returns `unique` per event, in order.
 */
async function writeBatch(db: Db, events: DwellingEventInput[]): Promise<boolean[]> {
  const eventRows = events.map((e) => ({ d: e.dwellingId, k: e.kind, v: e.visitorKey ?? null }));
  // the first CLICK of each (dwelling, visitor) in the batch is the candidate for a first visit
  const firstInBatch = new Map<string, number>();
  events.forEach((e, i) => {
    if (e.kind !== 'CLICK' || e.visitorKey == null) return;
    const key = `${e.dwellingId}\u0000${e.visitorKey}`;
    if (!firstInBatch.has(key)) firstInBatch.set(key, i);
  });
  // in (dwelling, visitor) order, as the daily rows are in dwelling order: concurrent batches (more
  // writers, more servers) take their locks in one global order and cannot deadlock
  const candidates = [...firstInBatch.values()]
    .map((i) => ({ d: events[i].dwellingId, v: events[i].visitorKey! }))
    .sort((a, b) => a.d - b.d || (a.v < b.v ? -1 : a.v > b.v ? 1 : 0));
  // one row per dwelling, in id order (two servers adding to the same rows lock them in one order)
  const perDwelling = new Map<number, Counts>();
  for (const e of events) {
    let c = perDwelling.get(e.dwellingId);
    if (!c) {
      c = { messages: 0, contactSuccess: 0, contactForbidden: 0, uniqueClicks: 0, totalClicks: 0, facebook: 0 };
      perDwelling.set(e.dwellingId, c);
    }
    c[COUNTER[e.kind]] += 1;
  }
  const dayRows = [...perDwelling.keys()].sort((a, b) => a - b).map((d) => ({ d, ...perDwelling.get(d)! }));
  // each part takes its rows as one JSON parameter (any batch size)
  const res = await db.execute<{ dwelling_id: number; visitor_key: string }>(sql`
    with ev as (
      insert into dwelling_events (dwelling_id, kind, visitor_key)
      select d, k, v from json_to_recordset(${JSON.stringify(eventRows)}::json) as x(d int, k text, v text)
    ),
    vis as (
      insert into dwelling_visitors (dwelling_id, visitor_key)
      select d, v from rows from (json_to_recordset(${JSON.stringify(candidates)}::json) as (d int, v text)) with ordinality as x(d, v, i)
      order by i
      on conflict do nothing
      returning dwelling_id, visitor_key
    ),
    firsts as (select dwelling_id, count(*)::int as n from vis group by dwelling_id),
    daily as (
      insert into dwelling_stats_daily (dwelling_id, day, messages, contact_success, contact_forbidden, unique_clicks, total_clicks, facebook)
      select x.d, (now() at time zone 'Europe/Copenhagen')::date, x."messages", x."contactSuccess", x."contactForbidden",
             coalesce(f.n, 0), x."totalClicks", x."facebook"
      from json_to_recordset(${JSON.stringify(dayRows)}::json)
        as x(d int, "messages" int, "contactSuccess" int, "contactForbidden" int, "totalClicks" int, "facebook" int)
        left join firsts f on f.dwelling_id = x.d
      order by x.d
      on conflict (dwelling_id, day) do update set
        messages = dwelling_stats_daily.messages + excluded.messages,
        contact_success = dwelling_stats_daily.contact_success + excluded.contact_success,
        contact_forbidden = dwelling_stats_daily.contact_forbidden + excluded.contact_forbidden,
        unique_clicks = dwelling_stats_daily.unique_clicks + excluded.unique_clicks,
        total_clicks = dwelling_stats_daily.total_clicks + excluded.total_clicks,
        facebook = dwelling_stats_daily.facebook + excluded.facebook
    )
    select dwelling_id, visitor_key from vis`);
  const unique = events.map(() => false);
  for (const r of res.rows) unique[firstInBatch.get(`${r.dwelling_id}\u0000${r.visitor_key}`)!] = true;
  return unique;
}

/** The queue and the writers of one database handle. */
class EventWriter {
  private queue: Pending[] = [];
  private inFlight = 0;
  private scheduled = false;
  /** Batches written so far and their sizes (tests and the bench read them). */
  readonly stats = { batches: 0, events: 0, largest: 0 };

  constructor(private readonly db: Db) {}

  add(event: DwellingEventInput): Promise<{ unique: boolean }> {
    return new Promise((resolve, reject) => {
      this.queue.push({ event, resolve, reject });
      if (!this.scheduled && this.inFlight < MAX_WRITERS) {
        this.scheduled = true;
        // after the current I/O callbacks: requests that arrived together share a batch
        setImmediate(() => {
          this.scheduled = false;
          this.pump();
        });
      }
    });
  }

  /** Starts batches while writers are free; each finished batch starts the next. */
  private pump() {
    while (this.inFlight < MAX_WRITERS && this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      this.inFlight += 1;
      void this.write(batch).finally(() => {
        this.inFlight -= 1;
        this.pump();
      });
    }
  }

  private async write(batch: Pending[]): Promise<void> {
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
