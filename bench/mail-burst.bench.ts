/**
 * Mail in a burst (docs/operations.md, "Mail in a burst"): BENCH_MAILS notification mails (default
 * 5,000, "new message" mails to landlords) are queued at once, then a password-reset mail. Prints
 * the mails sent per second and how long the reset mail waited, for two transports: the dev outbox
 * and SMTP to a local smtp-server, each on a scratch PostgreSQL database
 * (`udlejning_bench_mail` on 127.0.0.1:5432, dropped at the end).
 *  - baseline: every mail in one queue in arrival order, one at a time (the reset mail queued
 *    behind the burst). Measured for BENCH_BASELINE_SECONDS (default 15); the reset's wait is
 *    projected from the rate and the mails ahead of it.
 *  - now: notification and deadline mails in their own queues, MAIL_CONCURRENCY (default 4) at once
 *    per queue over a pooled SMTP transport; the reset's wait is measured.
 * Exits non-zero when a mail is lost or sent twice, or the reset waits more than 30 s.
 * Run: `npm run bench:mail`.
 */
import pino from 'pino';
import { count, eq, sql } from 'drizzle-orm';
import { createDeps } from '../apps/server/src/boot';
import { loadEnv } from '../apps/server/src/platform/env';
import { openDatabase, type Database } from '../apps/server/src/platform/db/client';
import { createJobQueue } from '../apps/server/src/platform/jobs/queue';
import { layoutMail } from '../apps/server/src/platform/mail/layout';
import { mailJobs, MAIL_JOB, queueMail } from '../apps/server/src/platform/mail/mail-queue';
import { outboxMails } from '../apps/server/src/platform/mail/mail.schema';
import { resetPasswordMail } from '../apps/server/src/modules/accounts/accounts.mails';
import type { Deps } from '../apps/server/src/platform/deps';
import { startSmtpFake, type SmtpFake } from '../apps/server/src/test/smtp-fake';
import { createScratchDatabase, dropScratchDatabase } from './lib/scratch-database.mjs';

const DB_NAME = 'udlejning_bench_mail';
const MAILS = Number(process.env.BENCH_MAILS ?? 5000);
const BASELINE_SECONDS = Number(process.env.BENCH_BASELINE_SECONDS ?? 15);
const CONCURRENCY = process.env.MAIL_CONCURRENCY ?? '4';
const RESET_TO = 'reset@example.dk';
const log = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Transport = 'outbox' | 'smtp';
type Mode = 'baseline' | 'now';

/** Queues `n` "new message" mails, 8 at a time, each in its own statement pair as a request would. */
async function queueBurst(deps: Deps, n: number) {
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < n) {
        const i = next++;
        await queueMail(
          deps,
          deps.db,
          layoutMail({
            to: `landlord-${i}@example.dk`,
            kind: 'thread-new-message',
            language: 'da',
            subject: 'Ny besked',
            name: `Udlejer ${i}`,
            paragraphs: ['Mads Jensen har skrevet om Byggevej 1', 'Er boligen stadig ledig?'],
            action: { label: 'Svar', url: `http://localhost:3000/messages/${i}` },
          }),
        );
      }
    }),
  );
}

/** Mails the database marks sent. */
async function sentCount(database: Database): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(outboxMails).where(eq(outboxMails.state, 'sent'));
  return row!.n;
}

async function run(transport: Transport, mode: Mode, url: string) {
  const smtp: SmtpFake | null = transport === 'smtp' ? await startSmtpFake() : null;
  const database = await openDatabase({ url, pgliteDir: '' });
  await database.migrate();
  await database.db.execute(sql`truncate outbox_mails`);
  await database.db.execute(sql`delete from pgboss.job where name like 'mail-send%'`).catch(() => undefined);
  const env = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: '/tmp/udlejning-bench',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    LOG_LEVEL: 'silent',
    MAIL_CONCURRENCY: mode === 'baseline' ? '1' : CONCURRENCY,
    ...(smtp ? { MAIL_TRANSPORT: 'smtp', SMTP_URL: smtp.url } : {}),
  });
  const jobs = createJobQueue(database.db, log, { background: false });
  const deps = createDeps(env, database.db, log, { jobs });
  await jobs.start(mailJobs(deps));

  const burstStart = Date.now();
  await queueBurst(deps, MAILS);
  const queuedIn = Date.now() - burstStart;
  const resetQueuedAt = Date.now();
  const mailsBeforeReset = await sentCount(database);
  const reset = resetPasswordMail(
    { id: 0, email: RESET_TO, firstname: 'Rasmus' },
    'http://localhost:3000/reset-password?token=t',
    'da',
  );
  if (mode === 'baseline') {
    // as before: one queue in arrival order, so the reset job waits behind the burst
    const [row] = await database.db
      .insert(outboxMails)
      .values({ ...reset, meta: {}, state: 'queued' })
      .returning({ id: outboxMails.id });
    await jobs.send(MAIL_JOB, { mailId: row!.id });
  } else {
    await queueMail(deps, deps.db, reset);
  }

  const figures: Record<string, string | number> = { transport, mode, concurrency: env.MAIL_CONCURRENCY, queuedInMs: queuedIn };
  let failed = false;
  if (mode === 'baseline') {
    const from = await sentCount(database);
    await sleep(BASELINE_SECONDS * 1000);
    const rate = ((await sentCount(database)) - from) / BASELINE_SECONDS;
    const ahead = MAILS - mailsBeforeReset;
    figures.mailsPerSecond = Number(rate.toFixed(1));
    figures.resetWaitProjectedS = Math.round(ahead / rate);
  } else {
    const resetSent = (async () => {
      for (;;) {
        const [row] = await database.db.select().from(outboxMails).where(eq(outboxMails.to, RESET_TO));
        if (row?.state === 'sent') return Date.now();
        await sleep(20);
      }
    })();
    figures.resetWaitS = Number((((await resetSent) - resetQueuedAt) / 1000).toFixed(2));
    const drainFrom = Date.now();
    const sentAtReset = await sentCount(database);
    while ((await sentCount(database)) < MAILS + 1) await sleep(100);
    const seconds = (Date.now() - burstStart) / 1000;
    figures.mailsPerSecond = Number(((MAILS + 1) / seconds).toFixed(1));
    figures.drainAfterResetS = Number(((Date.now() - drainFrom) / 1000).toFixed(1));
    figures.sentBeforeReset = sentAtReset;
    if (smtp) {
      await sleep(500);
      const unique = new Set(smtp.received.map((m) => m.to)).size;
      figures.smtpReceived = smtp.received.length;
      if (smtp.received.length !== MAILS + 1 || unique !== MAILS + 1) failed = true;
    }
    if ((figures.resetWaitS as number) > 30) failed = true;
  }
  console.log(JSON.stringify(figures));
  await jobs.stop();
  await database.close();
  await smtp?.close();
  return !failed;
}

async function main() {
  const url = await createScratchDatabase(DB_NAME);
  if (!url) throw new Error('PostgreSQL on 127.0.0.1:5432 is not reachable');
  let ok = true;
  try {
    for (const transport of ['outbox', 'smtp'] as const)
      for (const mode of ['baseline', 'now'] as const) ok = (await run(transport, mode, url)) && ok;
  } finally {
    await dropScratchDatabase(DB_NAME);
  }
  if (!ok) {
    console.error('FAILED: a mail was lost or sent twice, or the reset mail waited more than 30 s');
    process.exit(1);
  }
}

await main();
