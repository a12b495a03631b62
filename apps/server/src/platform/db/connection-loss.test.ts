/**
 * docs/architecture.md "Jobs and mail": the listening server keeps serving when PostgreSQL drops every one of its
 * connections (pg_terminate_backend) in the middle of reads, transactions and job polling.
 */
import pg from 'pg';
import pino from 'pino';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildLandlord, type TestUser } from '../../test/factories';
import { isPostgresReachable, PG_ADMIN_URL } from '../../test/test-db';
import { createJobQueue, type JobData, type JobQueue } from '../jobs/queue';

const onPostgres = (await isPostgresReachable()) && process.env.TEST_DB_KIND !== 'pglite';

/** Terminates every backend of database `name` (the app's pool and pg-boss's); returns how many. */
async function terminateBackends(name: string): Promise<number> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    const res = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [name],
    );
    return res.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe.runIf(onPostgres)('the server survives losing all its database connections', () => {
  let t: TestApp;
  let base: string;
  let landlord: TestUser;
  let jobs: JobQueue;
  const ran: JobData[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    landlord = await buildLandlord(t.deps);
    jobs = createJobQueue(t.deps.db, pino({ level: 'silent' }));
    await jobs.start({ handlers: { 'after-loss': async (data) => void ran.push(data) } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await jobs.stop();
    await t.close();
  });

  const me = () => fetch(`${base}/api/users/me`, { headers: { authorization: `Bearer ${landlord.token}` } });
  const createDraft = () =>
    fetch(`${base}/api/dwellings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${landlord.token}`, 'content-type': 'application/json' },
      body: '{}',
    });

  it('answers reads and writes again after pg_terminate_backend on every connection, and runs jobs', async () => {
    expect((await me()).status).toBe(200);
    expect((await createDraft()).status).toBe(201);

    // load: reads and transactions in flight while the connections are cut
    let stop = false;
    const statuses: number[] = [];
    const load = async (request: () => Promise<Response>) => {
      while (!stop) statuses.push((await request()).status);
    };
    const loops = [load(me), load(me), load(createDraft)];
    await new Promise((r) => setTimeout(r, 300));
    const killed = await terminateBackends(t.database.name);
    expect(killed).toBeGreaterThanOrEqual(2); // the app's pool and pg-boss's
    await new Promise((r) => setTimeout(r, 500));
    stop = true;
    await Promise.all(loops);

    // a cut connection fails at most the requests that were on it, with 503 and the code, never 500
    expect(statuses.filter((s) => s >= 300 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s < 300).length).toBeGreaterThan(10);

    // afterwards every request succeeds again
    for (let i = 0; i < 20; i++) expect((await me()).status).toBe(200);
    expect((await createDraft()).status).toBe(201);
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true, database: 'up' });

    // and the job queue's workers still poll and run a job
    await jobs.send('after-loss', { n: 1 });
    await expect.poll(() => ran, { timeout: 15_000, interval: 200 }).toEqual([{ n: 1 }]);
  }, 40_000);

  it('a request during an outage answers 503 DATABASE_UNAVAILABLE quickly (health too)', async () => {
    // an app on a database nobody listens for: every connection attempt is refused
    const down = await startTestApp({}, { deliverMails: false });
    const user = await buildLandlord(down.deps);
    const pool = (down.deps.db as unknown as { $client: pg.Pool }).$client;
    // new connections go to a port nobody listens on; the pooled ones are dropped below
    (pool.options as { connectionString?: string }).connectionString = 'postgres://postgres@127.0.0.1:1/none';
    await terminateBackends(down.database.name);
    await new Promise((r) => setTimeout(r, 200));
    try {
      const started = Date.now();
      const res = await down.api.as(user).get('/api/users/me');
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        error: { code: 'DATABASE_UNAVAILABLE', message: 'Tjenesten er kortvarigt utilgængelig. Prøv igen om et øjeblik' },
      });
      // GraphQL too (the login lookup fails before any resolver: an outage never reads as signed out)
      const graph = await down.api.as(user).graph('{ me { uuid } }');
      expect(graph.statusCode).toBe(503);
      expect(graph.json().error.code).toBe('DATABASE_UNAVAILABLE');
      const health = await down.api.get('/api/health');
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ ok: false, database: 'down' });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await down.close().catch(() => undefined);
    }
  });
});
