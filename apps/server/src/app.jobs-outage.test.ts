/**
 * A job that ends while PostgreSQL is down (docs/operations.md, "Jobs through a database outage"):
 * the real server process, on a cluster of its own, with a mail job held by an SMTP server that
 * never answers and a capture job held by a slow payment provider. Each job ends during the outage,
 * so its completion or failure cannot be written then. The process must live on, answer 200 within
 * 10 s of the database's return, and the job must complete exactly once.
 * (With pg-boss 10's own workers the unawaited `fail` rejected and the process exited.)
 */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildLandlord } from './test/factories';
import { openTestSide, startServerProcess, type ServerProcess } from './test/server-process';
import { startSmtpFake, type SmtpFake } from './test/smtp-fake';
import { startStripeFake, type StripeFake } from './test/stripe-fake';
import { hasInitdb, startThrowawayCluster, type ThrowawayCluster } from './test/throwaway-cluster';
import { buildDwelling } from './modules/dwellings/dwellings.test-support';
import { payments, receipts } from './modules/payments/payments.schema';
import { createStripeClient } from './modules/payments/provider/stripe-provider';
import { intentIdOf } from './modules/payments/provider/payment-provider';
import type { Database } from './platform/db/client';
import type { Deps } from './platform/deps';
import { outboxMails } from './platform/mail/mail.schema';

const hasCluster = hasInitdb();
if (!hasCluster) console.warn('jobs-outage.test.ts skipped: initdb/pg_ctl not found (set PG_BIN)');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/**
 * The ports of this file: PostgreSQL and the server, below 32768 like app.viewings-faults.test.ts's (25440, 3340), so
 * no ephemeral port (freePort(), the fakes, outgoing connections) can take them while the cluster is down.
 */
const PG_PORT = Number(process.env.JOBS_OUTAGE_PG_PORT ?? 25450);
const SERVER_PORT = Number(process.env.JOBS_OUTAGE_SERVER_PORT ?? 3350);

describe.runIf(hasCluster)('a job that ends while the database is down', () => {
  let cluster: ThrowawayCluster;
  let smtp: SmtpFake;
  let stripe: StripeFake;
  let server: ServerProcess;
  let database: Database;
  let deps: Deps;

  beforeAll(async () => {
    cluster = (await startThrowawayCluster({ port: PG_PORT }))!;
    smtp = await startSmtpFake();
    stripe = await startStripeFake();
    const env = {
      DATABASE_URL: cluster.url,
      JWT_SECRET: 'jobs-outage-test-secret-0123456789abcdef',
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: smtp.url,
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_0123456789',
      STRIPE_API_BASE: stripe.url,
    };
    server = await startServerProcess(env, { port: SERVER_PORT });
    ({ database, deps } = await openTestSide(env, 'outage'));
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await smtp?.close();
    await stripe?.close();
    await cluster?.destroy();
  });

  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${server.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const graph = async (query: string, variables: Record<string, unknown>, token?: string) =>
    (await (await post('/api/graph', { query, variables }, token)).json()) as { data?: Record<string, unknown> };

  /** Polls `check` every 100 ms until it returns true; rejects after `timeoutMs`. */
  async function until(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
    const deadline = Date.now() + timeoutMs;
    while (
      !(await Promise.resolve()
        .then(check)
        .catch(() => false))
    ) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${server.output().slice(-3000)}`);
      await sleep(100);
    }
  }

  /** Starts the database again and returns how long until the server answered 200 (ms). */
  async function restartAndTimeRecovery(): Promise<number> {
    await cluster.start();
    const started = Date.now();
    await until(async () => (await fetch(`${server.base}/api/health`)).status === 200, 10_000, 'health 200');
    const ms = Date.now() - started;
    console.log(`jobs outage: health 200 ${ms} ms after the database started`);
    return ms;
  }

  it('a mail job held by a silent SMTP server fails during the outage, then is sent once', async () => {
    const landlord = await buildLandlord(deps);
    smtp.setMode('silent');
    const asked = await graph('mutation($email: String!) { reqResetPassword(email: $email) }', { email: landlord.email });
    expect(asked.data).toEqual({ reqResetPassword: true });
    await until(() => smtp.silentConnections() > 0, 20_000, 'the mail job to connect');

    await cluster.stop();
    // the attempt fails at the SMTP greeting timeout (5 s) while the database is down: neither the
    // mail row nor the job's failure can be written
    await sleep(7000);
    expect(server.exitCode()).toBeUndefined();
    smtp.setMode('open');
    expect(await restartAndTimeRecovery()).toBeLessThan(10_000);

    await smtp.waitFor((m) => m.to === landlord.email && m.kind === 'reset-password', 40_000);
    await until(
      async () => {
        const [mail] = await database.db.select().from(outboxMails).where(eq(outboxMails.to, landlord.email));
        return mail?.state === 'sent';
      },
      10_000,
      'the mail row to be sent',
    );
    // the worker marks the row sent, then completes its job: wait for that too (it came later under load)
    const mailJobs = async () =>
      (
        await database.db.execute(
          sql`select state from pgboss.job where name like 'mail-send%' and data->>'mailId' in
                (select id::text from outbox_mails where "to" = ${landlord.email})`,
        )
      ).rows;
    await until(async () => (await mailJobs()).every((j) => j.state === 'completed'), 10_000, 'the mail job to complete');
    expect(await mailJobs()).toEqual([{ state: 'completed' }]);
    expect(smtp.received.filter((m) => m.to === landlord.email)).toHaveLength(1);
    expect(server.exitCode()).toBeUndefined();
  }, 90_000);

  it('a capture job held by a slow provider ends during the outage, then completes once', async () => {
    const owner = await buildLandlord(deps);
    const admin = await buildAdmin(deps);
    const dwelling = await buildDwelling(deps, { owner, status: 'PENDING_REVIEW', active: true });
    const started = await graph(
      `mutation($amount: Int!, $product: ListingType!, $dwelling: ID!) { updatePaymentInfo(amount: $amount, product: $product, dwelling: $dwelling) }`,
      { amount: 37_500, product: 'PLUS', dwelling: dwelling.uuid },
      owner.token,
    );
    const intentId = intentIdOf(String(started.data?.updatePaymentInfo));
    await createStripeClient({ secretKey: stripe.secretKey, apiBase: stripe.url }).paymentIntents.confirm(intentId, {
      payment_method: 'pm_card_visa',
    });
    const confirmed = await graph(
      'mutation($paymentId: String!) { confirmPaymentInfo(paymentId: $paymentId) }',
      { paymentId: intentId },
      owner.token,
    );
    expect(confirmed.data).toEqual({ confirmPaymentInfo: true });

    const hold = stripe.holdCaptures();
    const approval = await post(
      `/api/dwellings/${dwelling.uuid}/status`,
      { status: 'APPROVED', reason: 'ok', mails: { approval: false, followUp: false } },
      admin.token,
    );
    // the approval waits a short while for the capture, then answers that it is pending
    expect(approval.status).toBe(200);
    expect(await approval.json()).toMatchObject({ capturePending: true });
    // the inline attempt and the durable capture job both wait on the provider
    await until(() => hold.held() >= 2, 20_000, 'the capture job to call the provider');

    await cluster.stop();
    hold.release(); // the provider captures, but the payment row cannot be written
    await sleep(3000);
    expect(server.exitCode()).toBeUndefined();
    expect(await restartAndTimeRecovery()).toBeLessThan(10_000);

    const paymentRow = async () => (await database.db.select().from(payments).where(eq(payments.transaction, intentId)))[0]!;
    await until(async () => (await paymentRow()).status === 'CAPTURED', 40_000, 'the payment to be captured');
    const payment = await paymentRow();
    expect(stripe.performed.capture).toBe(1);
    const [issued] = await database.db.select({ n: count() }).from(receipts).where(eq(receipts.paymentId, payment.id));
    expect(issued!.n).toBe(1);
    await smtp.waitFor((m) => m.to === owner.email && m.kind === 'payment-receipt', 30_000);
    expect(smtp.received.filter((m) => m.to === owner.email && m.kind === 'payment-receipt')).toHaveLength(1);
    expect(server.exitCode()).toBeUndefined();
  }, 120_000);
});
