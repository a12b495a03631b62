/**
 * Graceful shutdown of the real server process (docs/operations.md "Shutdown"), each test on a fresh
 * database of its own:
 * - SIGTERM with a request in flight (a sign-in held by a table lock the test takes): readiness answers
 *   503 at once (shuttingDown), new connections are refused once the listener closed, the in-flight
 *   request still completes 200, and the process exits 0 well within SHUTDOWN_TIMEOUT_MS;
 * - a mail queued before SIGTERM (its first delivery refused by the mail server) is delivered once
 *   after a restart.
 */
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './test/server-process';
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from './test/test-db';
import { startSmtpFake, type SmtpFake } from './test/smtp-fake';
import { DEMO_ACCOUNTS } from './modules/accounts/accounts.seed';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` every 100 ms until it is true; throws after `timeoutMs`. */
async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await sleep(100);
  }
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c().catch(() => {});
});

/** A fresh PostgreSQL test database and a client of the test's own on it; null on PGlite (no second process can open it). */
async function freshDatabase(): Promise<{ database: TestDatabase; url: string; client: pg.Client } | null> {
  const database = await createTestDatabase();
  cleanups.push(() => database.close());
  if (database.kind !== 'postgres') return null;
  const url = testDatabaseUrl(database.name);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  cleanups.push(() => client.end());
  return { database, url, client };
}

async function start(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const server = await startServerProcess({ JWT_SECRET: 'shutdown-test-secret-0123456789abcdef', ...env }, { port });
  cleanups.push(() => server.stop());
  return server;
}

describe('graceful shutdown of the server process', () => {
  it('SIGTERM: ready 503 at once, new connections refused, the in-flight request completes 200, exit 0', async (ctx) => {
    const fresh = await freshDatabase();
    if (!fresh) return ctx.skip();
    const { url, client } = fresh;
    const server = await start(
      { DATABASE_URL: url, SHUTDOWN_DELAY_MS: '1000', SHUTDOWN_TIMEOUT_MS: '10000', LOG_LEVEL: 'info' },
      3460,
    );
    expect((await fetch(`${server.base}/api/health/ready`)).status).toBe(200);

    // hold the users table, so a sign-in waits inside the server until the test lets it go
    await client.query('BEGIN');
    await client.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
    const admin = DEMO_ACCOUNTS.admin;
    const inFlight = fetch(`${server.base}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    await until(
      async () => Number((await client.query(`SELECT count(*) AS n FROM pg_locks WHERE NOT granted`)).rows[0].n) > 0,
      10_000,
      'the sign-in waits for the lock',
    );

    const signalled = Date.now();
    server.kill('SIGTERM');
    // readiness turns at once: 503, Retry-After, and the body says why; the reply closes its connection
    let ready: Response | null = null;
    await until(
      async () => {
        ready = await fetch(`${server.base}/api/health/ready`);
        return ready.status === 503;
      },
      2_000,
      'ready 503',
    );
    expect(ready!.headers.get('retry-after')).toBeTruthy();
    expect(ready!.headers.get('connection')).toBe('close');
    expect(await ready!.json()).toEqual({ ok: false, database: 'up', migrations: 'applied', shuttingDown: true });
    // liveness stays 200 while the process drains
    expect((await fetch(`${server.base}/api/health/live`)).status).toBe(200);
    // after SHUTDOWN_DELAY_MS the listener closes: a new connection is refused
    await until(
      () =>
        fetch(`${server.base}/api/health/live`).then(
          () => false,
          () => true,
        ),
      5_000,
      'connection refused',
    );
    expect(server.exitCode()).toBeUndefined();

    await client.query('COMMIT');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await server.exited).toBe(0);
    const ms = Date.now() - signalled;
    console.info(`shutdown with an in-flight request: exit 0 after ${ms} ms (delay 1000 ms, timeout 10000 ms)`);
    expect(ms).toBeLessThan(10_000);
    // each step's duration, as the process logged it
    const steps = server
      .output()
      .split('\n')
      .filter((l) => l.includes('"shutdown step done"') || l.includes('"shut down"'));
    console.info(steps.join('\n'));
    expect(steps.some((l) => l.includes('"step":"database"'))).toBe(true);
  }, 120_000);

  it('a mail queued before SIGTERM is delivered once after the restart', async (ctx) => {
    const fresh = await freshDatabase();
    if (!fresh) return ctx.skip();
    const { url, client } = fresh;
    const smtp: SmtpFake = await startSmtpFake({ mode: 'refusing' });
    cleanups.push(() => smtp.close());
    const env = { DATABASE_URL: url, MAIL_TRANSPORT: 'smtp', SMTP_URL: smtp.url };
    const first = await start(env, 3461);
    const email = `shutdown-${Date.now()}@example.dk`;
    const signup = await fetch(`${first.base}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'PERSONAL',
        firstname: 'Sigurd',
        lastname: 'Term',
        phone: '+4512345678',
        email,
        password: 'a-long-password-1',
      }),
    });
    expect(signup.status).toBe(201);
    // the first delivery was refused: the job waits for its retry
    const retrying = async () =>
      Number(
        (await client.query(`SELECT count(*) AS n FROM pgboss.job WHERE name LIKE 'mail-send%' AND state = 'retry'`)).rows[0].n,
      );
    await until(async () => (await retrying()) > 0, 20_000, 'mail job in retry');
    first.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    smtp.setMode('open');
    await start(env, 3461);
    // the retry comes due now rather than in 10–20 s
    await client.query(`UPDATE pgboss.job SET start_after = now() WHERE name LIKE 'mail-send%' AND state = 'retry'`);
    await smtp.waitFor((m) => m.to.includes(email), 20_000);
    await until(
      async () =>
        Number(
          (await client.query(`SELECT count(*) AS n FROM pgboss.job WHERE name LIKE 'mail-send%' AND state = 'completed'`))
            .rows[0].n,
        ) > 0,
      10_000,
      'mail job completed',
    );
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
  }, 120_000);
});
