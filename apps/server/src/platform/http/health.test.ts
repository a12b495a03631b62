/**
 * The readiness check (docs/operations.md "Health endpoints"): database, migrations, shutdown, each named in the
 * reply; and the three routes as a caller sees them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { startTestApp, type TestApp } from '../../test/test-app';
import { freePort } from '../../test/server-process';
import { openDatabase } from '../db/client';
import { createLifecycle } from '../lifecycle';
import { readiness } from './health';

describe('readiness', () => {
  let migrated: TestDatabase;
  let empty: TestDatabase;
  beforeAll(async () => {
    migrated = await createTestDatabase();
    empty = await createTestDatabase({ empty: true });
  });
  afterAll(async () => {
    await migrated.close();
    await empty.close();
  });

  it('ready on a migrated database; not ready once shutdown began', async () => {
    const lifecycle = createLifecycle();
    const state = { migrated: false };
    expect(await readiness(migrated.db, lifecycle, state)).toEqual({
      ok: true,
      database: 'up',
      migrations: 'applied',
      shuttingDown: false,
    });
    lifecycle.beginShutdown();
    expect(await readiness(migrated.db, lifecycle, state)).toEqual({
      ok: false,
      database: 'up',
      migrations: 'applied',
      shuttingDown: true,
    });
  });

  it('not ready while migrations are pending (a database nobody migrated yet)', async () => {
    expect(await readiness(empty.db, createLifecycle(), { migrated: false })).toEqual({
      ok: false,
      database: 'up',
      migrations: 'pending',
      shuttingDown: false,
    });
  });

  it('not ready with the database unreachable (migrations unknown)', async (ctx) => {
    if (migrated.kind !== 'postgres') return ctx.skip();
    const down = await openDatabase({ url: `postgres://postgres@127.0.0.1:${await freePort()}/none`, pgliteDir: '' });
    try {
      expect(await readiness(down.db, createLifecycle(), { migrated: false })).toEqual({
        ok: false,
        database: 'down',
        migrations: 'unknown',
        shuttingDown: false,
      });
    } finally {
      await down.close();
    }
  });
});

describe('GET /api/health, /api/health/live, /api/health/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answer 200 with their bodies and a request id', async () => {
    const health = await t.api.get('/api/health');
    expect([health.statusCode, health.json()]).toEqual([200, { ok: true, database: 'up' }]);
    const live = await t.api.get('/api/health/live');
    expect([live.statusCode, live.json()]).toEqual([200, { ok: true }]);
    const ready = await t.api.get('/api/health/ready');
    expect([ready.statusCode, ready.json()]).toEqual([
      200,
      { ok: true, database: 'up', migrations: 'applied', shuttingDown: false },
    ]);
    expect(ready.headers['x-request-id']).toBeTruthy();
    expect(ready.headers.connection).not.toBe('close');
  });
});
