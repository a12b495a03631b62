/**
 * docs/architecture.md "Jobs and mail": mail is never lost. Requests only queue mail; the mail job delivers it through SMTP
 * with retries, so an SMTP server that is down and then refuses for a while still receives every
 * mail once it accepts; the outbox rows record state, attempts and the last error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { eq, sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from './test/test-app';
import { freePort } from './test/server-process';
import { startSmtpFake, type SmtpFake } from './test/smtp-fake';
import { buildLandlord } from './test/factories';
import { createJobQueue, type JobQueue } from './platform/jobs/queue';
import { accountJobs } from './modules/accounts/use-cases/password-reset';
import { verifyEmailMail } from './modules/accounts/accounts.mails';
import { createSmtpMailer, SMTP_TIMEOUTS } from './platform/mail/smtp-mailer';
import {
  deliverMail,
  MAIL_JOB,
  MAIL_QUEUE,
  MailTransportError,
  mailJobs,
  queueMail,
  URGENT_MAIL_JOB,
} from './platform/mail/mail-queue';
import { isDatabaseUnavailable } from './platform/db/availability';
import { outboxMails } from './platform/mail/mail.schema';

const log = pino({ level: 'silent' });
/** How long each phase may take to reach the state it waits for (retries every 1–8 s; a loaded machine). */
const PHASE = { timeout: 30_000, interval: 200 };

describe('mail through the queue, with an SMTP server that is down, then refuses, then accepts', () => {
  let t: TestApp;
  let worker: JobQueue;
  let port: number;
  let smtp: SmtpFake | undefined;

  beforeAll(async () => {
    // nothing listens on `port` until the test starts the SMTP fake there
    port = await freePort();
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'noreply@udlejning.local', log, ignoreTLS: true });
    t = await startTestApp({ mailer }, { deliverMails: false });
    // a real worker, polling; retries after 1–2 s, 2–4 s, 4–8 s … (MAIL_QUEUE with a 1 s base)
    worker = createJobQueue(t.deps.db, log, { background: false });
    const mail = mailJobs(t.deps);
    await worker.start({
      handlers: { ...mail.handlers, ...accountJobs(t.deps).handlers },
      queues: { [MAIL_JOB]: { ...MAIL_QUEUE, retryDelay: 1 }, [URGENT_MAIL_JOB]: { ...MAIL_QUEUE, retryDelay: 1 } },
    });
  });
  afterAll(async () => {
    await worker.stop();
    await smtp?.close();
    await t.close();
  });

  const outbox = () => t.deps.db.select().from(outboxMails);
  /** Mail jobs not finished yet (waiting, retrying or running). */
  const unfinishedMailJobs = async () => {
    const res = await t.deps.db.execute(
      sql`select count(*)::int as n from pgboss.job where name in (${MAIL_JOB}, ${URGENT_MAIL_JOB}) and state in ('created', 'retry', 'active')`,
    );
    return (res.rows[0] as { n: number }).n;
  };

  it('every mail arrives, once, after the outage; requests never wait for SMTP', async () => {
    const user = await buildLandlord(t.deps, { email: 'reset-outage@example.dk', firstname: 'Rasmus' });
    const started = Date.now();
    const requestTimes: number[] = [];
    const timed = async (request: () => Promise<{ statusCode: number }>, status: number) => {
      const before = Date.now();
      expect((await request()).statusCode).toBe(status);
      requestTimes.push(Date.now() - before);
    };
    // SMTP is down (nothing listens): five signups and a reset request
    for (let i = 1; i <= 5; i++) {
      const body = {
        type: 'PERSONAL',
        firstname: `Signe${i}`,
        lastname: 'Hansen',
        email: `outage-${i}@example.dk`,
        phone: '+4512345678',
        password: 'secret123',
      };
      await timed(() => t.api.post('/api/users', body), 201);
    }
    await timed(() => t.api.graph('mutation ($email: String!) { reqResetPassword(email: $email) }', { email: user.email }), 200);
    const expected = [...[1, 2, 3, 4, 5].map((i) => `outage-${i}@example.dk`), user.email].sort();
    // no request waited for a delivery attempt (each ends at the SMTP connect timeout at the earliest);
    // a bound on seconds, not a speed target: signup hashes a password, slow on a loaded machine
    expect(Math.max(...requestTimes)).toBeLessThan(SMTP_TIMEOUTS.connectionTimeout);

    // down: wait until an attempt has failed on the refused connection
    await expect.poll(async () => (await outbox()).some((m) => /ECONNREFUSED/.test(m.lastError ?? '')), PHASE).toBe(true);
    // up, but answering 421 to every connection: wait until an attempt has met that
    smtp = await startSmtpFake({ port, mode: 'refusing' });
    await expect.poll(async () => (await outbox()).some((m) => /421/.test(m.lastError ?? '')), PHASE).toBe(true);
    const during = await outbox();
    expect(during.length).toBeGreaterThanOrEqual(5);
    // nothing was delivered; attempts so far failed and say why (refused connection, then 421)
    expect(during.every((m) => m.state === 'queued' && m.sentAt === null)).toBe(true);
    const tried = during.filter((m) => m.attempts > 0);
    expect(tried.length).toBeGreaterThan(0);
    expect(tried.every((m) => /ECONNREFUSED|421/.test(m.lastError ?? ''))).toBe(true);
    expect(smtp.received).toEqual([]);
    smtp.setMode('open'); // accepting from now on
    const acceptedAt = Date.now();

    const received = smtp.received;
    await expect.poll(() => received.map((r) => r.to).sort(), { ...PHASE, timeout: 45_000 }).toEqual(expected);
    // the server has each mail before the worker records it: wait for the recorded state, then for every
    // mail job to finish (none waiting, retrying or running), after which no second delivery can come
    await expect.poll(async () => (await outbox()).map((m) => m.state), PHASE).toEqual(expected.map(() => 'sent'));
    await expect.poll(unfinishedMailJobs, PHASE).toBe(0);
    const rows = await outbox();
    expect(rows).toHaveLength(6);
    expect(rows.every((m) => m.state === 'sent' && m.sentAt && m.lastError === null)).toBe(true);
    expect(rows.some((m) => m.attempts >= 2)).toBe(true);
    expect(received.map((r) => r.to).sort()).toEqual(expected); // nothing twice
    // HTML and text from the one layout, Danish subject
    const reset = received.find((r) => r.to === user.email)!;
    expect(reset.raw).toMatch(/^Subject: Nulstil din adgangskode/m);
    expect(reset.raw).toContain('text/plain');
    expect(reset.raw).toContain('text/html');
    console.log(
      'mail outage:',
      JSON.stringify({
        mails: rows.length,
        delivered: received.length,
        attempts: rows.map((m) => m.attempts).sort(),
        errorsSeen: [...new Set(during.map((m) => m.lastError?.slice(0, 40)).filter(Boolean))],
        lastDeliveredAfterAcceptMs: Math.max(...received.map((r) => r.at)) - acceptedAt,
        totalMs: Date.now() - started,
        slowestRequestMs: Math.max(...requestTimes),
      }),
    );
  }, 120_000);
});

describe('mail state and transactions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(
      { mailer: { send: async () => Promise.reject(new Error('550 mailbox unavailable')) } },
      { deliverMails: false },
    );
  });
  afterAll(() => t.close());

  const mail = () =>
    verifyEmailMail({ id: 1, email: 'state@example.dk', firstname: 'Sara' }, 'http://localhost/verify-email?token=t', 'da');

  it('a failed attempt keeps the mail queued with the error; the last attempt marks it failed', async () => {
    const id = await queueMail(t.deps, t.deps.db, mail());
    const [queued] = await t.deps.db.select().from(outboxMails).where(eq(outboxMails.id, id));
    expect(queued).toMatchObject({
      state: 'queued',
      attempts: 0,
      kind: 'verify-email',
      language: 'da',
      subject: 'Bekræft din e-mailadresse',
    });
    // a verification mail has a deadline: it goes through the urgent queue
    expect((await t.jobs.pending()).filter((j) => j.name === URGENT_MAIL_JOB && j.data.mailId === id)).toHaveLength(1);

    await expect(deliverMail(t.deps, id, { id: 'a', retryCount: 0, retryLimit: 15 })).rejects.toThrow(/550/);
    const [retrying] = await t.deps.db.select().from(outboxMails).where(eq(outboxMails.id, id));
    expect(retrying).toMatchObject({ state: 'queued', attempts: 1, lastError: '550 mailbox unavailable', sentAt: null });

    await expect(deliverMail(t.deps, id, { id: 'a', retryCount: 15, retryLimit: 15 })).rejects.toThrow();
    const [failed] = await t.deps.db.select().from(outboxMails).where(eq(outboxMails.id, id));
    expect(failed).toMatchObject({ state: 'failed', attempts: 2 });
  });

  it('a silent SMTP server is a transport failure, not a database outage: the queue keeps its backoff', async () => {
    const id = await queueMail(t.deps, t.deps.db, mail());
    const silent = Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT' });
    const deps = { ...t.deps, mailer: { send: async () => Promise.reject(silent) } };
    const error: unknown = await deliverMail(deps, id, { id: 'a', retryCount: 0, retryLimit: 15 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailTransportError);
    expect((error as Error).message).toBe('Greeting never received');
    // the worker brings a retry forward only for a database outage (docs/operations.md "Jobs through a database outage")
    expect(isDatabaseUnavailable(silent)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(false);
    const [row] = await t.deps.db.select().from(outboxMails).where(eq(outboxMails.id, id));
    expect(row).toMatchObject({ state: 'queued', attempts: 1, lastError: 'Greeting never received' });
  });

  it('a mail queued in a transaction that rolls back does not exist, nor does its job', async () => {
    const before = (await t.deps.db.select().from(outboxMails)).length;
    const jobsBefore = (await t.jobs.pending()).length;
    await expect(
      t.deps.db.transaction(async (tx) => {
        await queueMail(t.deps, tx, mail());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.deps.db.select().from(outboxMails)).toHaveLength(before);
    expect(await t.jobs.pending()).toHaveLength(jobsBefore);
  });
});
