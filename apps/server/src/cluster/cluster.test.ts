/**
 * The cluster test (`npm run test:cluster`; README "Reference deployment"): two instances of the built
 * server on one PostgreSQL database and one S3 bucket (s3rver), nginx in front with deploy/nginx.conf.
 * What one instance writes the other must see: logins, images, payments and their jobs, rate limits
 * and unique clicks. Needs PostgreSQL on 127.0.0.1:5432 and nginx on PATH (.ci/run installs it).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailuresByEmailAndIp } from '../modules/accounts/accounts.limits';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { PG_ADMIN_URL, dropDatabase, testDatabaseUrl } from '../test/test-db';
import { buildServerBundle, prepareDatabase, startInstance, startNginx, type ClusterProcess } from './cluster-processes';

const ADMIN = { email: 'admin@udlejning.dk', password: 'admin1234' };
const LANDLORD = { email: 'udlejer@udlejning.dk', password: 'udlejer1234' };
/** nginx, instance A and instance B listen on PORT_BASE, +1 and +2 (the test's own range; CLUSTER_PORT_BASE moves it). */
const PORT_BASE = Number(process.env.CLUSTER_PORT_BASE ?? 3480);

const dbName = `udlejning_cluster_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
let dbCreated = false;
let s3: TestS3Server | undefined;
let a: ClusterProcess | undefined;
let b: ClusterProcess | undefined;
let nginx: (ClusterProcess & { dir: string }) | undefined;
let sql: pg.Client;
let adminToken: string;
let landlordToken: string;

type Json = Record<string, unknown>;

/** A JSON request to `base`; returns the status, the parsed body and the headers. */
async function call(
  base: string,
  method: string,
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(base + url, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const text = await res.text();
  let json: Json = {};
  try {
    json = text ? (JSON.parse(text) as Json) : {};
  } catch {
    json = { text };
  }
  return { status: res.status, json, headers: res.headers };
}

async function signIn(base: string, creds: { email: string; password: string }): Promise<string> {
  const res = await call(base, 'POST', '/api/auth', { body: creds });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.token as string;
}

/** A GraphQL call that must succeed; returns its data. */
async function graph(base: string, token: string, query: string, variables: Json): Promise<Json> {
  const res = await call(base, 'POST', '/api/graph', { token, body: { query, variables } });
  expect(res.json.errors, JSON.stringify(res.json.errors)).toBeUndefined();
  return res.json.data as Json;
}

/** A finished listing of the demo landlord (pending review), made on `base`; returns its uuid. */
async function createListing(base: string, headline: string, addressIndex: number): Promise<string> {
  const found = await call(base, 'GET', `/api/addresses?q=${encodeURIComponent('Vestergade')}`, { token: landlordToken });
  const suggestions = (Array.isArray(found.json) ? found.json : found.json.results) as { id: string }[];
  const rent = 900_000;
  const created = await call(base, 'POST', '/api/dwellings', {
    token: landlordToken,
    body: {
      type: { dwelling: 'APARTMENT', tenant: null },
      size: { rooms: 2, area: 60, additional: [] },
      location: { id: suggestions[addressIndex % suggestions.length]!.id },
      economy: { rent, prepaid: rent, deposit: rent * 3, inclusive: false, utilities: [] },
      headline,
      description: 'En hyggelig lejlighed tæt på indkøb, skole og offentlig transport, med nyt badeværelse. '.repeat(2),
      contact: { name: 'Lars Udlejer', email: 'udlejer@udlejning.dk', phone: '+4512345678', link: null },
      consents: ['TERMS_OF_AGREEMENT', 'TERMS_OF_SERVICE', 'COPYRIGHT'].map((key) => ({ key, value: true })),
      finish: true,
    },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return created.json.uuid as string;
}

async function approve(base: string, uuid: string) {
  const res = await call(base, 'POST', `/api/dwellings/${uuid}/status`, {
    token: adminToken,
    body: { status: 'APPROVED', reason: 'OK' },
  });
  expect(res.status, JSON.stringify(res.json)).toBeLessThan(300);
}

/** Polls `check` (every 200 ms, at most `timeoutMs`) until it returns true. */
async function until(what: string, check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  dbCreated = true;
  s3 = await startS3Server();
  const env = {
    ...s3.env,
    NODE_ENV: 'production',
    DATABASE_URL: testDatabaseUrl(dbName),
    JWT_SECRET: 'cluster-test-jwt-secret-of-at-least-32-characters',
    DISCOUNT_HASH_SECRET: 'cluster-test-discount-secret-at-least-32-characters',
    TRUST_PROXY: '127.0.0.1',
    DEV_ROUTES: 'true',
    MAIL_TRANSPORT: 'outbox',
    PAYMENT_PROVIDER: 'local',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${PORT_BASE}`,
  };
  const main = await buildServerBundle();
  // the first start of a new database (migrations, address index, demo accounts) once, as a deployment's
  // release step does; then both instances start side by side on the prepared database
  await prepareDatabase(main, env);
  [a, b] = await Promise.all([startInstance(main, PORT_BASE + 1, env), startInstance(main, PORT_BASE + 2, env)]);
  nginx = await startNginx(PORT_BASE, [PORT_BASE + 1, PORT_BASE + 2]);
  sql = new pg.Client({ connectionString: testDatabaseUrl(dbName) });
  await sql.connect();
  adminToken = await signIn(a.base, ADMIN);
  landlordToken = await signIn(b.base, LANDLORD);
}, 120_000);

afterAll(async () => {
  await sql?.end().catch(() => {});
  await Promise.all([nginx?.stop(), a?.stop(), b?.stop()]);
  await s3?.close();
  if (dbCreated) await dropDatabase(dbName);
}, 60_000);

describe('two instances behind nginx', () => {
  it('nginx sends requests to both instances in turn (its access log names the upstream)', async () => {
    const marker = `/api/health/ready?round=${randomUUID()}`;
    for (let i = 0; i < 4; i += 1) expect((await call(nginx!.base, 'GET', marker)).status).toBe(200);
    const lines = readFileSync(path.join(nginx!.dir, 'access.log'), 'utf8')
      .split('\n')
      .filter((line) => line.includes(marker));
    const upstreams = lines.map((line) => /upstream=(\S+)/.exec(line)?.[1]);
    expect(new Set(upstreams)).toEqual(new Set([new URL(a!.base).host, new URL(b!.base).host]));
  });

  it('a login made on one instance is valid on the other, and through nginx', async () => {
    const token = await signIn(a!.base, LANDLORD);
    for (const base of [b!.base, nginx!.base, nginx!.base]) {
      const me = await call(base, 'GET', '/api/users/me', { token });
      expect(me.status, `${base}: ${JSON.stringify(me.json)}`).toBe(200);
    }
    // and the other way round, signed in through nginx
    const viaNginx = await signIn(nginx!.base, LANDLORD);
    expect((await call(a!.base, 'GET', '/api/users/me', { token: viaNginx })).status).toBe(200);
    expect((await call(b!.base, 'GET', '/api/users/me', { token: viaNginx })).status).toBe(200);
  });

  it('an image uploaded through one instance is served by the other and through nginx (one S3 bucket)', async () => {
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 120, b: 200 } } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'stue.jpg');
    const res = await fetch(`${a!.base}/api/dwellings/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${landlordToken}` },
      body: form,
    });
    expect(res.status).toBe(200);
    const [result] = ((await res.json()) as { results: { status: string; path: string }[] }).results;
    expect(result?.status).toBe('done');
    for (const base of [b!.base, nginx!.base, nginx!.base]) {
      const image = await fetch(base + result!.path);
      expect(image.status, `${base}${result!.path}`).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\/webp/);
      expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBeGreaterThan(0);
    }
  });

  it('a PLUS payment approved while both instances run job workers is captured once, with one receipt and one mail', async () => {
    const uuid = await createListing(a!.base, `Klynge PLUS ${randomUUID().slice(0, 8)}`, 1);
    const secret = (
      await graph(b!.base, landlordToken, 'mutation($d: ID!) { updatePaymentInfo(amount: 37500, product: PLUS, dwelling: $d) }', {
        d: uuid,
      })
    ).updatePaymentInfo as string;
    await graph(
      a!.base,
      landlordToken,
      'mutation($p: String!, $m: PaymentMetaInput) { confirmPaymentInfo(paymentId: $p, meta: $m) }',
      {
        p: secret.split('_secret_')[0],
        m: { card: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Lars Udlejer' },
      },
    );
    await approve(nginx!.base, uuid);

    const paymentsOf = async () =>
      (
        await sql.query<{ id: string; status: string }>(
          'select p.id, p.status from payments p join dwellings d on d.id = p.dwelling_id where d.uuid = $1',
          [uuid],
        )
      ).rows;
    await until('the capture', async () => (await paymentsOf()).some((p) => p.status === 'CAPTURED'));
    const [payment] = await paymentsOf();
    const receiptMails = async () =>
      (
        await sql.query<{ state: string }>(
          `select state from outbox_mails where kind = 'payment-receipt' and "to" = $1 and text like $2`,
          [
            LANDLORD.email,
            `%${(await sql.query<{ number: number }>('select number from receipts where payment_id = $1', [payment!.id])).rows[0]?.number ?? 'none'}%`,
          ],
        )
      ).rows;
    // every job of the payment has finished (no capture left to run twice) and the receipt mail is sent
    const openJobs = async () =>
      Number(
        (
          await sql.query<{ n: string }>(
            `select count(*) as n from pgboss.job where name like 'payments-%' and state in ('created', 'retry', 'active') and data->>'paymentId' = $1`,
            [payment!.id],
          )
        ).rows[0]!.n,
      );
    await until(
      'the receipt mail',
      async () => (await openJobs()) === 0 && (await receiptMails()).some((m) => m.state === 'sent'),
    );

    expect(await paymentsOf()).toEqual([{ id: payment!.id, status: 'CAPTURED' }]);
    const captures = await sql.query(`select 1 from payment_operations where payment_id = $1 and kind = 'capture'`, [
      payment!.id,
    ]);
    expect(captures.rowCount).toBe(1);
    const intents = await sql.query<{ status: string; amount_received: number }>(
      'select status, amount_received from local_payment_intents',
    );
    expect(intents.rows.filter((i) => i.status === 'succeeded')).toEqual([{ status: 'succeeded', amount_received: 37500 }]);
    const receipts = await sql.query(`select number from receipts where payment_id = $1 and kind = 'RECEIPT'`, [payment!.id]);
    expect(receipts.rowCount).toBe(1);
    expect(await receiptMails()).toEqual([{ state: 'sent' }]);
    // the outbox as the admin reads it, on either instance
    for (const base of [a!.base, b!.base]) {
      const outbox = await call(base, 'GET', '/api/admin/outbox?page=1&pageSize=100', { token: adminToken });
      const mails = (outbox.json.results as { kind: string; to: string }[]).filter(
        (m) => m.kind === 'payment-receipt' && m.to === LANDLORD.email,
      );
      expect(mails).toHaveLength(1);
    }
  });

  it('the sign-in failure limit counts across both instances and nginx', async () => {
    // a client address of its own (the instances trust X-Forwarded-For from 127.0.0.1: nginx, and this test)
    const client = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const email = `cluster-${randomUUID().slice(0, 8)}@example.dk`;
    const attempt = (base: string, i: number) =>
      call(base, 'POST', '/api/auth', { headers: { 'x-forwarded-for': client }, body: { email, password: `guess-${i}` } });
    const limit = loginFailuresByEmailAndIp.points;
    const codes: number[] = [];
    for (let i = 0; i < limit; i += 1) codes.push((await attempt(i % 2 === 0 ? a!.base : b!.base, i)).status);
    expect(codes).toEqual(Array(limit).fill(401));
    expect((await attempt(a!.base, limit)).status).toBe(429);
    expect((await attempt(b!.base, limit + 1)).status).toBe(429);
    // through nginx the same client (its X-Forwarded-For, then nginx's own address) is the same key
    expect((await attempt(nginx!.base, limit + 2)).status).toBe(429);
  });

  it('the click beacon counts a visitor once whichever instance answers', async () => {
    const uuid = await createListing(b!.base, `Klynge klik ${randomUUID().slice(0, 8)}`, 2);
    await approve(a!.base, uuid);
    const stats = async () =>
      (
        await sql.query<{ total: number; unique: number }>(
          `select coalesce(sum(total_clicks), 0)::int as total, coalesce(sum(unique_clicks), 0)::int as "unique"
           from dwelling_stats_daily s join dwellings d on d.id = s.dwelling_id where d.uuid = $1`,
          [uuid],
        )
      ).rows[0]!;
    const click = (base: string, cookie?: string) =>
      fetch(`${base}/api/public/dwellings/${uuid}/clicks`, { method: 'POST', headers: cookie ? { cookie } : {} });
    const first = await click(a!.base);
    expect(first.status).toBe(204);
    const cookie = /^uv=[^;]+/.exec(first.headers.get('set-cookie') ?? '')?.[0];
    expect(cookie).toBeDefined();
    for (const base of [b!.base, nginx!.base, nginx!.base, a!.base]) expect((await click(base, cookie)).status).toBe(204);
    expect(await stats()).toEqual({ total: 5, unique: 1 });
    // a second visitor, first seen by B
    const other = await click(b!.base);
    const otherCookie = /^uv=[^;]+/.exec(other.headers.get('set-cookie') ?? '')?.[0];
    expect((await click(a!.base, otherCookie)).status).toBe(204);
    expect(await stats()).toEqual({ total: 7, unique: 2 });
  });
});
