/**
 * Statistics events for the journeys, recorded straight into the e2e database through the server's
 * own `recordDwellingEvent` (the one way anything is counted), as the public listing page's beacons
 * would record them. Once the public page's calls are merged (POST /api/public/dwellings/{uuid}/clicks,
 * …/shares, …/contact) a journey can send them over HTTP instead.
 */
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { DwellingEventKind } from '@udlejning/shared/statistics/events';
import { recordDwellingEvent } from '../apps/server/src/modules/statistics/statistics.events';
import { postgresUrl } from '../bench/lib/scratch-database.mjs';

/** The e2e server's database (this run's E2E_DATABASE_NAME; E2E_DATABASE_URL overrides). */
function databaseUrl(): string {
  const name = process.env.E2E_DATABASE_NAME;
  if (!process.env.E2E_DATABASE_URL && !name)
    throw new Error('E2E_DATABASE_NAME is unset: run the journeys through playwright.config.ts');
  return process.env.E2E_DATABASE_URL ?? postgresUrl(name!);
}

export type RecordedEvent = { kind: DwellingEventKind; visitorKey?: string };

/** Records `events` on listing `uuid` (all at once, as concurrent visitors would). */
export async function recordEvents(uuid: string, events: RecordedEvent[]): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl(), max: 4 });
  try {
    const db = drizzle(pool);
    const found = await pool.query<{ id: number }>('SELECT id FROM dwellings WHERE uuid = $1', [uuid]);
    if (found.rowCount !== 1) throw new Error(`no dwelling ${uuid}`);
    const dwellingId = found.rows[0].id;
    await Promise.all(
      events.map((e) => recordDwellingEvent({ db }, { dwellingId, kind: e.kind, visitorKey: e.visitorKey ?? null })),
    );
  } finally {
    await pool.end();
  }
}
