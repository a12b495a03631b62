/**
 * The cluster test (`npm run test:cluster`; README "Reference deployment"): two instances of the built
 * server on one PostgreSQL database and one S3 bucket (s3rver), nginx in front with deploy/nginx.conf.
 * What one instance writes the other must see: logins, images, payments and their jobs, rate limits,
 * unique clicks and a viewing's last seat. Needs PostgreSQL on 127.0.0.1:5432 and nginx on PATH (.ci/run installs it).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailuresByEmailAndIp } from '../modules/accounts/accounts.limits';
import {
  ADMIN,
  LANDLORD,
  approve as approveOn,
  call,
  createListing as createListingOn,
  graph,
  signIn,
  until,
} from './cluster-client';
import { CLUSTER_INTEGRATION_KEY, startCluster, type Cluster } from './cluster-harness';
import type { ClusterProcess } from './cluster-processes';

/** nginx, instance A and instance B listen on PORT_BASE, +1 and +2 (the test's own range; CLUSTER_PORT_BASE moves it). */
const PORT_BASE = Number(process.env.CLUSTER_PORT_BASE ?? 3480);

let cluster: Cluster | undefined;
let a: ClusterProcess | undefined;
let b: ClusterProcess | undefined;
let nginx: (ClusterProcess & { dir: string }) | undefined;
let sql: pg.Client;
let adminToken: string;
let landlordToken: string;

const createListing = (base: string, headline: string, addressIndex: number) =>
  createListingOn(base, landlordToken, headline, addressIndex);
const approve = (base: string, uuid: string) => approveOn(base, adminToken, uuid);

beforeAll(async () => {
  cluster = await startCluster({ portBase: PORT_BASE });
  [a, b] = cluster.instances;
  nginx = cluster.nginx;
  sql = cluster.sql;
  adminToken = await signIn(a!.base, ADMIN);
  landlordToken = await signIn(b!.base, LANDLORD);
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
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

  it("a viewing's last seat, given on both instances at once, goes to one seeker, mailed once", async () => {
    const uuid = await createListing(b!.base, `Klynge fremvisning ${randomUUID().slice(0, 8)}`, 4);
    await approve(a!.base, uuid);
    // two seekers write from the marketplace (doc 1 §7 integration), each a thread of their own
    const emails = [0, 1].map((i) => `cluster-seeker-${i}-${randomUUID().slice(0, 8)}@example.dk`);
    const threads = await Promise.all(
      emails.map(async (email, i) => {
        const res = await call(nginx!.base, 'POST', '/api/integration/messages', {
          headers: { authorization: `Bearer ${CLUSTER_INTEGRATION_KEY}` },
          body: {
            externalId: `cluster-viewing-${randomUUID()}`,
            dwellingUuid: uuid,
            seeker: { externalId: `cluster-viewing-seeker-${email}`, name: `Søger ${i}`, email },
            text: 'Må jeg se boligen?',
          },
        });
        expect(res.status).toBe(201);
        return res.json.threadId as string;
      }),
    );
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Copenhagen' });
    const slot = await call(a!.base, 'POST', `/api/dwellings/${uuid}/viewings`, {
      token: landlordToken,
      body: { date: inThreeDays, start: '17:00', durationMinutes: 30, capacity: 1, note: null },
    });
    expect(slot.status).toBe(201);
    const slotId = slot.json.id as string;

    // the landlord invites both at the same moment, one call on each instance: the seat is one row in one database
    const invites = await Promise.all(
      [a!, b!].map((instance, i) =>
        call(instance.base, 'POST', `/api/viewings/${slotId}/invitations`, {
          token: landlordToken,
          body: { threadId: threads[i] },
        }),
      ),
    );
    expect(invites.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(invites.find((r) => r.status === 409)!.json).toMatchObject({ error: { code: 'VIEWING_FULL' } });
    const winner = emails[invites.findIndex((r) => r.status === 201)]!;
    for (const base of [a!.base, b!.base, nginx!.base]) {
      const list = await call(base, 'GET', `/api/dwellings/${uuid}/viewings`, { token: landlordToken });
      expect(list.json).toMatchObject({ results: [{ id: slotId, capacity: 1, booked: 1 }] });
    }
    // both instances run mail workers: the booked seeker's mail is sent once, the other seeker gets none
    const mails = async () =>
      (
        await sql.query<{ to: string; state: string }>(
          `select "to", state from outbox_mails where kind = 'viewing-booked' and "to" = any($1::text[])`,
          [emails],
        )
      ).rows;
    await until('the booking mail', async () => (await mails()).some((m) => m.state === 'sent'));
    expect(await mails()).toEqual([{ to: winner, state: 'sent' }]);
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
