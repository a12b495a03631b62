/**
 * docs/architecture.md "Database outages": the real server process (src/main.ts, on a PostgreSQL cluster of its own) keeps
 * running through a database restart under load and a 2-second outage: during the outage it
 * answers 503 DATABASE_UNAVAILABLE, afterwards it serves reads again by itself.
 * (The review measured 9,849 reads before a restart and 0 after: the process had died.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasInitdb, startThrowawayCluster, type ThrowawayCluster } from '../../test/throwaway-cluster';
import { startServerProcess, type ServerProcess } from '../../test/server-process';

const hasCluster = hasInitdb();
if (!hasCluster) console.warn('database-restart.test.ts skipped: initdb/pg_ctl not found (set PG_BIN)');

type Tally = { ok: number; unavailable: number; other: { status: number; body: string }[] };

describe.runIf(hasCluster)('the server process through a database restart under load', () => {
  let cluster: ThrowawayCluster;
  let server: ServerProcess;
  let base: string;

  beforeAll(async () => {
    cluster = (await startThrowawayCluster())!;
    // the real server: migrations, address index and demo accounts on the fresh cluster, then serving
    server = await startServerProcess({ DATABASE_URL: cluster.url });
    base = server.base;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await cluster?.destroy();
  });

  it('serves reads before and after a restart, answers 503 during an outage and recovers by itself', async () => {
    const login = await fetch(`${base}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'udlejer@udlejning.dk', password: 'udlejer1234' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };

    const read = async (tally: Tally) => {
      // two reads: the session user (every request reads the session row) and the landlord's listings
      const url = (tally.ok + tally.unavailable) % 2 ? '/api/dwellings' : '/api/users/me';
      const res = await fetch(`${base}${url}`, { headers });
      const body = await res.text();
      if (res.ok) tally.ok += 1;
      else if (res.status === 503 && JSON.parse(body).error.code === 'DATABASE_UNAVAILABLE') tally.unavailable += 1;
      else tally.other.push({ status: res.status, body });
    };
    /** `connections` parallel read loops until `until` (a promise, or made from the running tally) resolves. */
    const loadUntil = async (
      stop: Promise<unknown> | ((tally: Tally) => Promise<unknown>),
      connections = 4,
    ): Promise<Tally> => {
      const tally: Tally = { ok: 0, unavailable: 0, other: [] };
      const until = typeof stop === 'function' ? stop(tally) : stop;
      let done = false;
      void until.finally(() => (done = true));
      await Promise.all(
        Array.from({ length: connections }, async () => {
          while (!done) await read(tally);
        }),
      );
      await until;
      return tally;
    };
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    /**
     * A serving phase: 2 s of reads, longer until more than SERVED have succeeded (a loaded CI machine
     * serves fewer a second), at most 30 s more. A dead or stuck server still ends it with few.
     */
    const SERVED = 50;
    const serving = async (tally: Tally) => {
      await sleep(2000);
      const deadline = Date.now() + 30_000;
      while (tally.ok <= SERVED && tally.other.length === 0 && Date.now() < deadline) await sleep(50);
    };

    const before = await loadUntil(serving);
    // pg_ctl restart -m fast while four loops keep reading
    const during = await loadUntil(
      (async () => {
        await sleep(300);
        await cluster.restart();
        await sleep(300);
      })(),
    );
    const afterRestart = await loadUntil(serving);

    // an outage of 2 s: stop, keep reading, start, and time the recovery
    await cluster.stop();
    const outage = await loadUntil(sleep(2000));
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ ok: false, database: 'down' });
    const startedAt = Date.now();
    await cluster.start();
    let recoveredAfterMs = -1;
    const recovery = await loadUntil(
      (async () => {
        for (;;) {
          const res = await fetch(`${base}/api/users/me`, { headers });
          if (res.ok) return (recoveredAfterMs = Date.now() - startedAt);
          await sleep(50);
        }
      })(),
      1,
    );
    const afterOutage = await loadUntil(serving);

    const figures = { before, during, afterRestart, outage, recovery, afterOutage, recoveredAfterMs };
    console.log(
      'database restart:',
      JSON.stringify(
        Object.fromEntries(
          Object.entries(figures).map(([k, v]) => [
            k,
            typeof v === 'number' ? v : { ok: v.ok, unavailable: v.unavailable, other: v.other.length },
          ]),
        ),
      ),
    );

    expect(server.exitCode()).toBeUndefined(); // the process is alive
    expect(server.output()).not.toMatch(/Unhandled 'error' event|uncaught/i);
    for (const tally of [before, during, afterRestart, outage, recovery, afterOutage]) expect(tally.other).toEqual([]);
    expect(before.ok).toBeGreaterThan(SERVED);
    expect(afterRestart.ok).toBeGreaterThan(SERVED);
    expect(afterRestart.unavailable).toBe(0);
    expect(outage.ok).toBe(0);
    expect(outage.unavailable).toBeGreaterThan(10); // fast 503s, not hanging requests
    expect(recoveredAfterMs).toBeLessThan(5000);
    expect(afterOutage.ok).toBeGreaterThan(SERVED);
    expect(afterOutage.unavailable).toBe(0);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    // the job queue's workers survived too: a reset request is mailed (reset job → mail job → sent)
    const reset = await fetch(`${base}/api/graph`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { reqResetPassword(email: "udlejer@udlejning.dk") }' }),
    });
    expect(reset.status).toBe(200);
    const adminLogin = await fetch(`${base}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@udlejning.dk', password: 'admin1234' }),
    });
    const admin = { authorization: `Bearer ${((await adminLogin.json()) as { token: string }).token}` };
    await expect
      .poll(
        async () => {
          const outbox = (await (await fetch(`${base}/api/admin/outbox`, { headers: admin })).json()) as {
            results: { kind: string; state: string }[];
          };
          return outbox.results.some((m) => m.kind === 'reset-password' && m.state === 'sent');
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);
    expect(server.exitCode()).toBeUndefined();
  }, 180_000);
});
