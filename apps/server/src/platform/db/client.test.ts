import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, isPostgresReachable, PG_ADMIN_URL, testDatabaseUrl, type TestDatabase } from '../../test/test-db';
import { DEFAULT_POOL_MAX, loadEnv } from '../env';
import { openDatabase } from './client';

const onPostgres = (await isPostgresReachable()) && process.env.TEST_DB_KIND !== 'pglite';

describe.runIf(onPostgres)('the PostgreSQL pool survives connections the server drops', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('keeps answering after pg_terminate_backend on its idle connections', async () => {
    // open a few pooled connections and leave them idle
    await Promise.all([1, 2, 3].map(() => database.db.execute(sql`SELECT pg_sleep(0.05)`)));
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    const killed = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [database.name],
    );
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    // give the broken sockets time to emit their 'error' (which would end the process unhandled)
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { rows } = await database.db.execute<{ answer: number }>(sql`SELECT 42 AS answer`);
    expect(rows[0]?.answer).toBe(42);
  });
});

describe.runIf(onPostgres)('the pool size (DATABASE_POOL_MAX, README "Reference deployment")', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  /** The server processes (backend pids) that answered `calls` queries sent at once through a pool of `poolMax`. */
  async function backendsFor(poolMax: number | undefined, calls: number): Promise<number> {
    const pool = await openDatabase({ url: testDatabaseUrl(database.name), pgliteDir: '', poolMax });
    try {
      const replies = await Promise.all(
        Array.from({ length: calls }, () => pool.db.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid, pg_sleep(0.1)`)),
      );
      return new Set(replies.map((r) => r.rows[0]!.pid)).size;
    } finally {
      await pool.close();
    }
  }

  it('is 10 unless set, takes 2 to 200, and a pool never opens more connections than its size', async () => {
    expect(DEFAULT_POOL_MAX).toBe(10);
    expect(loadEnv({}).DATABASE_POOL_MAX).toBe(10);
    expect(loadEnv({ DATABASE_POOL_MAX: '5' }).DATABASE_POOL_MAX).toBe(5);
    expect(() => loadEnv({ DATABASE_POOL_MAX: '1' })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => loadEnv({ DATABASE_POOL_MAX: 'many' })).toThrow(/DATABASE_POOL_MAX/);
    // more queries at once than the pool holds: as many connections as it holds, the rest wait for one
    expect(await backendsFor(3, 8)).toBe(3);
    expect(await backendsFor(undefined, 15)).toBe(10);
    expect(await backendsFor(20, 25)).toBe(20);
  });
});

describe('the address filter plans from a large histogram (migration 0021)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('keeps 1,000 histogram entries for the stored lower-cased address, and the index that holds it beside the sort key', async () => {
    const { rows } = await database.db.execute<{ target: number }>(
      sql`SELECT attstattarget AS target FROM pg_attribute WHERE attrelid = 'dwellings'::regclass AND attname = 'address_search'`,
    );
    expect(Number(rows[0]?.target)).toBe(1000);
    const indexes = await database.db.execute<{ indexdef: string }>(
      sql`SELECT indexdef FROM pg_indexes WHERE tablename = 'dwellings' AND indexname = 'dwellings_created_address_idx'`,
    );
    expect(indexes.rows[0]?.indexdef).toContain('(created_at, id, address_search, status, active)');
  });
});
