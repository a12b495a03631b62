/**
 * Issue 9 §1: the real server process (src/main.ts, on a PostgreSQL cluster of its own) keeps
 * running through a database restart under load and a 2-second outage: during the outage it
 * answers 503 DATABASE_UNAVAILABLE, afterwards it serves reads again by itself.
 * (The review measured 9,849 reads before a restart and 0 after: the process had died.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasInitdb, startThrowawayCluster, type ThrowawayCluster } from '../../test/throwaway-cluster';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const hasCluster = hasInitdb();
if (!hasCluster) console.warn('database-restart.test.ts skipped: initdb/pg_ctl not found (set PG_BIN)');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

type Tally = { ok: number; unavailable: number; other: { status: number; body: string }[] };

describe.runIf(hasCluster)('the server process through a database restart under load', () => {
  let cluster: ThrowawayCluster;
  let server: ChildProcess;
  let base: string;
  let output = '';
  let exitCode: number | null | undefined;
  let dataDir: string;

  beforeAll(async () => {
    cluster = (await startThrowawayCluster())!;
    dataDir = mkdtempSync(path.join(tmpdir(), 'udlejning-restart-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // the real server: migrations, address index and demo accounts on the fresh cluster, then serving
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: cluster.url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    server.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    server.on('exit', (code) => (exitCode = code));
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (exitCode !== undefined) throw new Error(`server exited (${exitCode}):\n${output}`);
      const up = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }, 120_000);

  afterAll(async () => {
    if (server && exitCode === undefined) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    await cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
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
    /** `connections` parallel read loops until `until` resolves. */
    const loadUntil = async (until: Promise<unknown>, connections = 4): Promise<Tally> => {
      const tally: Tally = { ok: 0, unavailable: 0, other: [] };
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

    const before = await loadUntil(sleep(2000));
    // pg_ctl restart -m fast while four loops keep reading
    const during = await loadUntil(
      (async () => {
        await sleep(300);
        await cluster.restart();
        await sleep(300);
      })(),
    );
    const afterRestart = await loadUntil(sleep(2000));

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
    const afterOutage = await loadUntil(sleep(2000));

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

    expect(exitCode).toBeUndefined(); // the process is alive
    expect(output).not.toMatch(/Unhandled 'error' event|uncaught/i);
    for (const tally of [before, during, afterRestart, outage, recovery, afterOutage]) expect(tally.other).toEqual([]);
    expect(before.ok).toBeGreaterThan(50);
    expect(afterRestart.ok).toBeGreaterThan(50);
    expect(afterRestart.unavailable).toBe(0);
    expect(outage.ok).toBe(0);
    expect(outage.unavailable).toBeGreaterThan(10); // fast 503s, not hanging requests
    expect(recoveredAfterMs).toBeLessThan(5000);
    expect(afterOutage.ok).toBeGreaterThan(50);
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
    expect(exitCode).toBeUndefined();
  }, 90_000);
});
