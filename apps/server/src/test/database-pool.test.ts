/**
 * The keeper of ready template copies (database-pool.ts, docs/architecture.md "CI and tests"): every
 * file gets an untouched copy no other file holds, and every copy of the run is dropped in the end.
 * Runs on a template of its own (a copy of the run's), so the run's own keeper is not involved.
 */
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { claimReadyDatabase, keepDatabasesReady, poolNames, releaseDatabase, type DatabaseKeeper } from './database-pool';
import { dropDatabase, isPostgresReachable, PG_ADMIN_URL, TEMPLATE_DB_ENV } from './test-db';

const runTemplate = process.env[TEMPLATE_DB_ENV];
const onPostgres = !!runTemplate && process.env.TEST_DB_KIND !== 'pglite' && (await isPostgresReachable());

describe.runIf(onPostgres)('test database keeper', () => {
  const template = `udlejning_tpl_pooltest${randomUUID().replace(/-/g, '').slice(0, 8)}`;
  const names = poolNames(template);
  let admin: pg.Client;
  let keeper: DatabaseKeeper | undefined;
  const startKeeper = async () => {
    await keeper?.stop();
    keeper = await keepDatabasesReady(PG_ADMIN_URL, template, 2);
    await vi.waitFor(async () => expect(await databases(names.ready)).toHaveLength(2), { timeout: 60_000, interval: 100 });
  };
  const databases = async (prefix: string) =>
    (await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix])).rows.map(
      (r) => r.datname,
    );
  const migrationsIn = async (name: string) => {
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      return Number((await client.query('SELECT count(*) AS n FROM drizzle.__drizzle_migrations')).rows[0].n);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template} TEMPLATE ${runTemplate}`);
  });
  afterAll(async () => {
    await keeper?.stop();
    await admin.end();
    await dropDatabase(template);
  });

  it('keeps copies ready; two files taking one at once get two different untouched copies', async () => {
    await startKeeper();
    const [a, b] = [`${names.test}a`, `${names.test}b`];
    const other = new pg.Client({ connectionString: PG_ADMIN_URL });
    await other.connect();
    try {
      expect(await Promise.all([claimReadyDatabase(admin, template, a), claimReadyDatabase(other, template, b)])).toEqual([
        true,
        true,
      ]);
    } finally {
      await other.end();
    }
    expect((await databases(names.test)).sort()).toEqual([a, b]);
    expect(await migrationsIn(a)).toBe(await migrationsIn(template));
    // the keeper makes up for the two taken
    await vi.waitFor(async () => expect(await databases(names.ready)).toHaveLength(2), { timeout: 60_000, interval: 100 });

    // given back: renamed at once, dropped by the keeper
    await Promise.all([releaseDatabase(admin, template, a), releaseDatabase(admin, template, b)]);
    expect(await databases(names.test)).toEqual([]);
    await vi.waitFor(async () => expect(await databases(names.used)).toEqual([]), { timeout: 60_000, interval: 100 });
  });

  it('drops every copy of the run when stopped, the one still in use too', async () => {
    await startKeeper();
    expect(await claimReadyDatabase(admin, template, `${names.test}c`)).toBe(true);
    await keeper!.stop();
    keeper = undefined;
    expect(await databases(names.ready)).toEqual([]);
    expect(await databases(names.test)).toEqual([]);
    expect(await databases(names.used)).toEqual([]);
    expect(await databases(template)).toEqual([template]);
  });
});
