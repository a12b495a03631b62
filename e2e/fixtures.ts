/**
 * Listings the journeys need before they start, made through the API as the demo landlord (faster
 * than the form, per STYLE.md), moderated as the seeded admin, and the status link mailed on approval.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import pg from 'pg';
import { postgresUrl } from '../bench/lib/scratch-database.mjs';
import { ADMIN, LANDLORD, apiToken, bearer } from './support';

export type ListingStatus = 'APPROVED' | 'REJECTED';

export type ListingOptions = {
  /** The address search (GET /api/addresses?q=…); the listing takes suggestion `addressIndex`. */
  addressQuery: string;
  /** Which suggestion, modulo their count (default 0). */
  addressIndex?: number;
  headline: string;
  /** Monthly rent in kroner (default 9.000); prepaid rent is the same, the deposit three months. */
  rentKr?: number;
  /** Rooms and living area in m² (default 2 rooms, 60 m²). */
  rooms?: number;
  area?: number;
  /** Approve it as the admin (reason 'OK') right after creating it. */
  approve?: boolean;
  /** Fields of the POST /api/dwellings body to add or replace; a field set to undefined is left out. */
  overrides?: Record<string, unknown>;
  /** Tokens to reuse; by default the demo landlord and the admin sign in. */
  landlordToken?: string;
  adminToken?: string;
};

export type Listing = {
  uuid: string;
  /** The address text of the listing's location, as the app shows it. */
  address: string;
};

/** The economy of a listing at `rentKr` a month: prepaid rent the same, the deposit three months. */
function economy(rentKr: number) {
  const rent = rentKr * 100;
  return { rent, prepaid: rent, deposit: rent * 3, inclusive: false, utilities: [] };
}

/**
 * A finished listing of the demo landlord (an apartment with the standard Danish description and
 * Lars Udlejer as contact, all consents given) on an address found by `addressQuery`; pending
 * review unless `approve`. Returns its uuid and address. A home the landlord already lists is skipped for the
 * next suggestion (one listing per home).
 */
export async function createListing(request: APIRequestContext, opts: ListingOptions): Promise<Listing> {
  const landlord = opts.landlordToken ?? (await apiToken(request, LANDLORD));
  const search = async (q: string) => {
    const found = (await (
      await request.get(`/api/addresses?q=${encodeURIComponent(q)}`, { headers: bearer(landlord) })
    ).json()) as { id: string }[] | { results: { id: string }[] };
    return Array.isArray(found) ? found : found.results;
  };
  const body = (addressId: string) => ({
    type: { dwelling: 'APARTMENT', tenant: null },
    size: { rooms: opts.rooms ?? 2, area: opts.area ?? 60, additional: [] },
    location: { id: addressId },
    economy: economy(opts.rentKr ?? 9000),
    headline: opts.headline,
    description: 'En hyggelig lejlighed tæt på indkøb, skole og offentlig transport, med nyt badeværelse. '.repeat(2),
    contact: { name: 'Lars Udlejer', email: 'udlejer@udlejning.dk', phone: '+4512345678', link: null },
    consents: ['TERMS_OF_AGREEMENT', 'TERMS_OF_SERVICE', 'COPYRIGHT'].map((key) => ({ key, value: true })),
    finish: true,
    ...opts.overrides,
  });
  // one listing per home (docs/architecture.md "One listing per home"): the journeys' landlord lists many homes, so
  // a home it already lists (409 DWELLING_ADDRESS_TAKEN) gives way to the next suggestion, then to other streets
  // the other streets are searched only when every suggestion is taken (each search is a request to a busy server)
  async function* candidates(): AsyncGenerator<string> {
    const suggestions = await search(opts.addressQuery);
    const start = opts.addressIndex ?? 0;
    for (let i = 0; i < suggestions.length; i++) yield suggestions[(start + i) % suggestions.length].id;
    for (const query of FALLBACK_QUERIES) for (const s of await search(query)) yield s.id;
  }
  for await (const addressId of candidates()) {
    const created = await request.post('/api/dwellings', { headers: bearer(landlord), data: body(addressId) });
    if (created.status() === 409 && (await created.text()).includes('DWELLING_ADDRESS_TAKEN')) continue;
    expect(created.status(), await created.text()).toBe(201);
    const view = (await created.json()) as { uuid: string; location: { address: string } };
    if (opts.approve) await setListingStatus(request, view.uuid, { status: 'APPROVED', reason: 'OK' }, opts.adminToken);
    return { uuid: view.uuid, address: view.location.address };
  }
  throw new Error(`every suggested home of "${opts.addressQuery}" is already listed by this landlord`);
}

/** Streets to fall back on when the landlord already lists every suggestion of the asked one. */
const FALLBACK_QUERIES = ['Nørregade', 'Østergade', 'Søndergade', 'Algade', 'Jernbanegade', 'Storegade'];

/** Approves or rejects listing `uuid` as the admin (POST /api/dwellings/{uuid}/status, which must succeed). */
export async function setListingStatus(
  request: APIRequestContext,
  uuid: string,
  to: { status: ListingStatus; reason: string },
  adminToken?: string,
) {
  const admin = adminToken ?? (await apiToken(request, ADMIN));
  const res = await request.post(`/api/dwellings/${uuid}/status`, { headers: bearer(admin), data: to });
  expect(res.ok()).toBeTruthy();
}

/**
 * Path and query of the status link in the submission mail of listing `uuid` (kind dwelling-housing,
 * docs/architecture.md "Jobs and mail": the one mail of a submission), read from the admin's outbox API once the mail job has
 * sent it (mails are queued by the request and delivered by the worker within a few seconds).
 */
export async function mailedStatusPath(request: APIRequestContext, uuid: string, adminToken?: string): Promise<string> {
  const admin = adminToken ?? (await apiToken(request, ADMIN));
  let text = '';
  await expect
    .poll(
      async () => {
        const outbox = (await (
          await request.get('/api/admin/outbox?page=1&pageSize=100', { headers: bearer(admin) })
        ).json()) as {
          results: { kind: string; text: string | null; state: string }[];
        };
        const mail = outbox.results.find(
          (m) => m.kind === 'dwelling-housing' && m.state === 'sent' && m.text?.includes(`/dwellings/${uuid}/status?token=`),
        );
        text = mail?.text ?? '';
        return Boolean(mail);
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  const link = new URL(/https?:\/\/\S+\/dwellings\/\S+\/status\?token=\S+/.exec(text)![0]);
  return link.pathname + link.search;
}

/** The e2e server's PostgreSQL database: this run's E2E_DATABASE_NAME (playwright.config.ts); E2E_DATABASE_URL overrides. */
function e2eDatabaseUrl(): string {
  const name = process.env.E2E_DATABASE_NAME;
  if (!process.env.E2E_DATABASE_URL && !name)
    throw new Error('E2E_DATABASE_NAME is unset: run the journeys through playwright.config.ts');
  return process.env.E2E_DATABASE_URL ?? postgresUrl(name!);
}

/**
 * Moves listing `uuid`'s expiry to `days` days from now, straight in the e2e database: "Forlæng"
 * works only in the last 14 days before expiry (docs/architecture.md "Dwellings and moderation"), and a journey cannot wait 76 days.
 * Needs the PostgreSQL database of e2e/start-server.mjs (not the PGlite fallback).
 */
export async function setListingExpiry(uuid: string, days: number): Promise<void> {
  await withE2eDatabase(async (client) => {
    const res = await client.query('UPDATE dwellings SET expires_at = now() + make_interval(days => $2) WHERE uuid = $1', [
      uuid,
      days,
    ]);
    expect(res.rowCount).toBe(1);
  });
}

/**
 * Lets listing `uuid`'s waiting follow-up job (scheduled at its approval, apps/server/src/modules/dwellings/dwellings.jobs.ts)
 * start now, straight in pg-boss's table of the e2e database; the server's worker then mails the follow-up within seconds.
 * Needs the PostgreSQL database of e2e/start-server.mjs.
 */
export async function startFollowUpNow(uuid: string): Promise<void> {
  await withE2eDatabase(async (client) => {
    const res = await client.query(
      `UPDATE pgboss.job SET start_after = now() WHERE name = 'dwellings-follow-up' AND data->>'dwellingId' = $1 AND state = 'created'`,
      [uuid],
    );
    expect(res.rowCount).toBe(1);
  });
}

/**
 * Queues one run of the hourly expiry job (dwellings-expire: deactivates the active listings past their expiry and mails
 * their owners) to start now, instead of waiting for minute 0. Needs the PostgreSQL database of e2e/start-server.mjs.
 */
export async function runExpiryJobNow(): Promise<void> {
  await withE2eDatabase(async (client) => {
    await client.query(`INSERT INTO pgboss.job (name, data) VALUES ('dwellings-expire', '{}'::jsonb)`);
  });
}

/**
 * The rows of one read-only `query` (with `params`) in the e2e database, for a journey's checks of what the UI cannot
 * show (a slot's seat count against its capacity). Needs the PostgreSQL database of e2e/start-server.mjs.
 */
export async function queryE2eDatabase<T extends Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> {
  let rows: T[] = [];
  await withE2eDatabase(async (client) => {
    rows = (await client.query<T>(query, params)).rows;
  });
  return rows;
}

/** Runs `run` with a client of the e2e database, closed afterwards. */
async function withE2eDatabase(run: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
