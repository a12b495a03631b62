/**
 * Approvals with capture (docs/architecture.md "Payments"): the real app on a scratch PostgreSQL database
 * (`udlejning_bench_approvals` on 127.0.0.1:5432, dropped at the end) with its job queue, once with
 * the local provider and once with Stripe's SDK against the local fake (src/test/stripe-fake.ts).
 *  1. BENCH_APPROVALS listings (default 200) get a PLUS payment authorised through the API
 *     (updatePaymentInfo + confirmPaymentInfo, as the status page does);
 *  2. an admin approves them over HTTP, BENCH_CONCURRENCY at a time (default 8): each approval locks
 *     the listing, records the capture and queues its job in one transaction, then captures inline.
 *     Prints approvals with capture per second and the latency (p50/p99);
 *  3. BENCH_RACES listings (default 5) each get 50 concurrent approve requests; counts what the
 *     provider captured, the capture operations and the 200 replies (each must be 1), after the
 *     queued capture jobs have run too.
 * Every payment must end CAPTURED with the money received once: the bench exits non-zero otherwise.
 * Run: `npm run bench:approvals`.
 */
import pino from 'pino';
import { and, count, eq, inArray } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { createDeps } from '../apps/server/src/boot';
import { appJobs } from '../apps/server/src/jobs';
import { loadEnv } from '../apps/server/src/platform/env';
import { openDatabase, type Db } from '../apps/server/src/platform/db/client';
import { createJobQueue } from '../apps/server/src/platform/jobs/queue';
import { loginClaims } from '../apps/server/src/platform/auth/tokens';
import { users } from '../apps/server/src/schema/accounts.schema';
import { buildDwelling } from '../apps/server/src/modules/dwellings/dwellings.test-support';
import { localPaymentIntents, paymentOperations, payments } from '../apps/server/src/modules/payments/payments.schema';
import { PAYMENT_JOBS } from '../apps/server/src/modules/payments/payments.settlement';
import { intentIdOf } from '../apps/server/src/modules/payments/provider/payment-provider';
import { createStripeClient } from '../apps/server/src/modules/payments/provider/stripe-provider';
import { startStripeFake, type StripeFake } from '../apps/server/src/test/stripe-fake';
import { createScratchDatabase, dropScratchDatabase } from './lib/scratch-database.mjs';

const DB_NAME = 'udlejning_bench_approvals';
const APPROVALS = Number(process.env.BENCH_APPROVALS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const RACES = Number(process.env.BENCH_RACES ?? 5);
const RACERS = 50;
const GOOD_CARD = { card: '4242424242424242', expiry: '12/40', cvc: '123', name: 'Bench' };
const APPROVE = { status: 'APPROVED', reason: 'bench', mails: { approval: false, followUp: false } };

type Mode = 'local' | 'stripe';
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function insertUser(db: Db, role: 'admin' | 'landlord', email: string) {
  const [row] = await db
    .insert(users)
    .values({ firstname: 'Bench', lastname: role, email, phone: '+4511223344', type: 'PERSONAL', role, passwordHash: 'x' })
    .returning();
  return row;
}

/** Runs `tasks` with at most `limit` in flight. */
async function pool<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}

async function run(mode: Mode, url: string): Promise<boolean> {
  const fake: StripeFake | null = mode === 'stripe' ? await startStripeFake() : null;
  const database = await openDatabase({ url, pgliteDir: '' });
  await database.migrate();
  const env = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: '/tmp/udlejning-bench',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    LOG_LEVEL: 'silent',
    ...(fake
      ? {
          PAYMENT_PROVIDER: 'stripe',
          STRIPE_SECRET_KEY: fake.secretKey,
          STRIPE_PUBLISHABLE_KEY: 'pk_test_bench',
          STRIPE_API_BASE: fake.url,
        }
      : {}),
  });
  const log = pino({ level: 'silent' });
  const deps = createDeps(env, database.db, log);
  const jobs = createJobQueue(database.db, log, { background: false });
  deps.jobs = jobs;
  await jobs.start(appJobs(deps), { work: false });
  const app = await buildApp(deps, { serveWeb: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = fake ? createStripeClient({ secretKey: fake.secretKey, apiBase: fake.url }) : null;

  const stamp = Date.now();
  const admin = await insertUser(database.db, 'admin', `admin-${mode}-${stamp}@bench.dk`);
  const owner = await insertUser(database.db, 'landlord', `owner-${mode}-${stamp}@bench.dk`);
  const tokenOf = (u: typeof admin) => deps.tokens.sign('login', loginClaims(u.id, u.tokenVersion));
  const adminToken = await tokenOf(admin);
  const ownerToken = await tokenOf(owner);

  const post = async (path: string, token: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const graph = (query: string, variables: Record<string, unknown>) => post('/api/graph', ownerToken, { query, variables });

  /** A PENDING_REVIEW listing with a PLUS payment authorised the way the status page does it. */
  async function listingWithHeldPayment(): Promise<{ uuid: string; transaction: string }> {
    const d = await buildDwelling(deps, { owner, status: 'PENDING_REVIEW', active: true });
    const started = await graph('mutation($d: ID!) { updatePaymentInfo(amount: 37500, product: PLUS, dwelling: $d) }', {
      d: d.uuid,
    });
    const secret = (started.body.data as { updatePaymentInfo?: string } | null)?.updatePaymentInfo;
    if (!secret) throw new Error(`updatePaymentInfo failed: ${JSON.stringify(started.body)}`);
    const transaction = intentIdOf(secret);
    if (browser) await browser.paymentIntents.confirm(transaction, { payment_method: 'pm_card_visa' });
    const confirmed = await graph(
      'mutation($id: String!, $meta: PaymentMetaInput) { confirmPaymentInfo(paymentId: $id, meta: $meta) }',
      {
        id: transaction,
        meta: browser ? null : GOOD_CARD,
      },
    );
    if ((confirmed.body.data as { confirmPaymentInfo?: boolean } | null)?.confirmPaymentInfo !== true)
      throw new Error(`confirmPaymentInfo failed: ${JSON.stringify(confirmed.body)}`);
    return { uuid: d.uuid, transaction };
  }

  /** What was captured: provider-side money and operations per payment, for these intents. */
  async function audit(transactions: string[]) {
    const rows = await database.db
      .select({ id: payments.id, status: payments.status, amount: payments.amount, transaction: payments.transaction })
      .from(payments)
      .where(inArray(payments.transaction, transactions));
    const ops = await database.db
      .select({ paymentId: paymentOperations.paymentId, n: count() })
      .from(paymentOperations)
      .where(
        and(
          inArray(
            paymentOperations.paymentId,
            rows.map((r) => r.id),
          ),
          eq(paymentOperations.kind, 'capture'),
        ),
      )
      .groupBy(paymentOperations.paymentId);
    const opsOf = new Map(ops.map((o) => [o.paymentId, o.n]));
    let received: Map<string, number>;
    if (fake) {
      received = new Map(transactions.map((t) => [t, fake.intents.get(t)?.amount_received ?? 0]));
    } else {
      const intents = await database.db
        .select({ id: localPaymentIntents.id, received: localPaymentIntents.amountReceived })
        .from(localPaymentIntents)
        .where(inArray(localPaymentIntents.id, transactions));
      received = new Map(intents.map((i) => [i.id, i.received]));
    }
    const doubles = rows.filter((r) => (opsOf.get(r.id) ?? 0) > 1 || (received.get(r.transaction) ?? 0) > r.amount).length;
    const uncaptured = rows.filter((r) => r.status !== 'CAPTURED' || received.get(r.transaction) !== r.amount).length;
    return { doubles, uncaptured };
  }

  // 1. listings with held payments
  const setupStart = performance.now();
  const listings: { uuid: string; transaction: string }[] = [];
  await pool(
    Array.from({ length: APPROVALS }, (_, i) => i),
    CONCURRENCY,
    async () => {
      listings.push(await listingWithHeldPayment());
    },
  );
  const setupS = (performance.now() - setupStart) / 1000;

  // 2. approvals with capture
  const latencies: number[] = [];
  let failed = 0;
  const start = performance.now();
  await pool(listings, CONCURRENCY, async ({ uuid }) => {
    const t0 = performance.now();
    const res = await post(`/api/dwellings/${uuid}/status`, adminToken, APPROVE);
    latencies.push(performance.now() - t0);
    if (res.status !== 200) failed += 1;
  });
  const seconds = (performance.now() - start) / 1000;
  await jobs.runDue(new Date(Date.now() + 3_600_000), { names: [PAYMENT_JOBS.capture] });
  const throughput = await audit(listings.map((l) => l.transaction));
  latencies.sort((a, b) => a - b);
  console.log(
    `${mode.padEnd(6)} authorised ${APPROVALS} payments in ${setupS.toFixed(1)} s (${(APPROVALS / setupS).toFixed(0)}/s, 2 requests each)\n` +
      `${mode.padEnd(6)} ${(APPROVALS / seconds).toFixed(1)} approvals with capture/s (${APPROVALS} in ${seconds.toFixed(1)} s, ` +
      `${CONCURRENCY} at a time)  p50 ${percentile(latencies, 50).toFixed(0)} ms  p99 ${percentile(latencies, 99).toFixed(0)} ms  ` +
      `failed ${failed}  not captured ${throughput.uncaptured}  double captures ${throughput.doubles}`,
  );

  // 3. 50 concurrent approvals on one listing
  let raceDoubles = 0;
  let raceWinners = 0;
  let raceUncaptured = 0;
  const raceCapturesBefore = fake ? fake.requests.filter((r) => r.path.endsWith('/capture')).length : 0;
  for (let i = 0; i < RACES; i++) {
    const listing = await listingWithHeldPayment();
    const replies = await Promise.all(
      Array.from({ length: RACERS }, () => post(`/api/dwellings/${listing.uuid}/status`, adminToken, APPROVE)),
    );
    raceWinners += replies.filter((r) => r.status === 200).length === 1 ? 1 : 0;
    await jobs.runDue(new Date(Date.now() + 3_600_000), { names: [PAYMENT_JOBS.capture] });
    const result = await audit([listing.transaction]);
    raceDoubles += result.doubles;
    raceUncaptured += result.uncaptured;
  }
  const raceCaptureRequests = fake ? fake.requests.filter((r) => r.path.endsWith('/capture')).length - raceCapturesBefore : null;
  console.log(
    `${mode.padEnd(6)} ${RACES} listings × ${RACERS} concurrent approve requests: exactly one approval on ${raceWinners}/${RACES}, ` +
      `double captures ${raceDoubles}, not captured ${raceUncaptured}` +
      (raceCaptureRequests === null
        ? ''
        : `, capture requests at Stripe ${raceCaptureRequests} (money moved ${fake?.performed.capture ?? 0} times in all)`),
  );

  await app.close();
  await jobs.stop();
  await database.close();
  await fake?.close();
  return (
    failed === 0 &&
    throughput.doubles === 0 &&
    throughput.uncaptured === 0 &&
    raceDoubles === 0 &&
    raceUncaptured === 0 &&
    raceWinners === RACES
  );
}

const url = await createScratchDatabase(DB_NAME);
if (!url) {
  console.log('PostgreSQL on 127.0.0.1:5432 not reachable: skipped (this bench measures PostgreSQL)');
} else {
  let ok = true;
  try {
    for (const mode of ['local', 'stripe'] as const) ok = (await run(mode, url)) && ok;
  } finally {
    await dropScratchDatabase(DB_NAME);
  }
  if (!ok) {
    console.error('FAILED: an approval failed, a payment was not captured, or money was captured twice');
    process.exitCode = 1;
  }
}
