/**
 * A fresh, migrated database per test file. Against the real PostgreSQL on 127.0.0.1:5432 when
 * reachable (a copy of the template made by global-setup.ts, so the address index is already
 * loaded), otherwise an in-memory PGlite.
 */
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { openDatabase, type Database } from '../platform/db/client';
import pino from 'pino';
import { loadAddressIndexIfEmpty } from '../modules/addresses/address-index.loader';
import { createJobQueue } from '../platform/jobs/queue';
import { claimReadyDatabase, releaseDatabase, testDatabaseName } from './database-pool';

export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Template name for this run (unique, so parallel runs on one server never collide); set by global-setup. */
export const TEMPLATE_DB_ENV = 'UDLEJNING_TEST_TEMPLATE';
function templateDb(): string | undefined {
  return process.env[TEMPLATE_DB_ENV];
}

/** True when the test PostgreSQL server answers. */
export async function isPostgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** The connection url of test database `dbName` on the test PostgreSQL server. */
export function testDatabaseUrl(dbName: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${dbName}`;
  return url.toString();
}

export type TestDatabase = Database & { name: string };

/**
 * Opens a fresh database for one test file; `close()` drops it again. `empty`: a new database as a
 * first start finds it (no migrations, no address index) instead of a copy of the template. The copy
 * is made ahead by the run's keeper when there is one (database-pool.ts), otherwise here.
 */
export async function createTestDatabase(opts: { empty?: boolean } = {}): Promise<TestDatabase> {
  const template = templateDb();
  if (template && process.env.TEST_DB_KIND !== 'pglite' && (await isPostgresReachable())) {
    const name = testDatabaseName(template, randomUUID().replace(/-/g, '').slice(0, 16));
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    if (opts.empty) await admin.query(`CREATE DATABASE ${name}`);
    else if (!(await claimReadyDatabase(admin, template, name)))
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const database = await openDatabase({ url: testDatabaseUrl(name), pgliteDir: '' });
    if (!opts.empty) await database.migrate(); // no-op unless the template is older than the migration set
    return {
      ...database,
      name,
      close: async () => {
        // pool.end() waits for every checked-out client; after a test that cut connections one may
        // never come back, so wait at most 10 s: DROP … WITH (FORCE) ends whatever is left
        await Promise.race([database.close(), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
        const drop = new pg.Client({ connectionString: PG_ADMIN_URL });
        await drop.connect();
        try {
          await releaseDatabase(drop, template, name);
        } finally {
          await drop.end();
        }
      },
    };
  }
  const database = await openDatabase({ pgliteDir: 'memory://' });
  if (opts.empty) return { ...database, name: 'pglite' };
  await database.migrate();
  await loadAddressIndexIfEmpty(database.db);
  return { ...database, name: 'pglite' };
}

/**
 * A second, independent handle on a test database (its own connection pool), as another server
 * process or the same one after a restart would open it. PGlite in memory has only one handle, so
 * there it is the same one (and closing it is a no-op).
 */
export async function reopenTestDatabase(database: TestDatabase): Promise<Database> {
  if (database.kind === 'pglite') return { ...database, close: async () => {} };
  return openDatabase({ url: testDatabaseUrl(database.name), pgliteDir: '' });
}

/** Drops a database (the run's template at teardown). */
export async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

/** Creates (or re-creates) the template database: migrated, with the address index loaded. */
export async function prepareTemplate(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const database = await openDatabase({ url: testDatabaseUrl(name), pgliteDir: '' });
  await database.migrate();
  await loadAddressIndexIfEmpty(database.db);
  // pg-boss's schema too, so each test app's job queue starts without installing it
  const jobs = createJobQueue(database.db, pino({ level: 'silent' }), { background: false });
  await jobs.start({ handlers: {} }, { work: false });
  await jobs.stop();
  await database.close();
}
