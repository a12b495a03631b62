/**
 * Mail in a burst (docs/operations.md, "Mail in a burst"): a reset mail queued behind a burst of
 * notifications goes out long before the burst is through (its own queue), the workers send several
 * mails at once but never more than MAIL_CONCURRENCY per queue, and every mail goes out once.
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetPasswordMail } from './modules/accounts/accounts.mails';
import { buildLandlord } from './test/factories';
import { startTestApp, type TestApp } from './test/test-app';
import { createJobQueue, type JobQueue } from './platform/jobs/queue';
import { layoutMail } from './platform/mail/layout';
import { mailJobs, queueMail } from './platform/mail/mail-queue';
import type { Mail } from './platform/mail/mailer';

const BURST = 150;

describe('a reset mail behind a burst of notifications', () => {
  let t: TestApp;
  let worker: JobQueue;
  const sent: Mail[] = [];
  let inFlight = 0;
  let maxInFlight = 0;

  beforeAll(async () => {
    // a transport that takes 10 ms a mail, like a fast SMTP relay
    const mailer = {
      send: async (mail: Mail) => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((r) => setTimeout(r, 10));
        inFlight -= 1;
        sent.push(mail);
      },
    };
    t = await startTestApp({ mailer }, { deliverMails: false, env: { MAIL_CONCURRENCY: '3' } });
    worker = createJobQueue(t.deps.db, pino({ level: 'silent' }), { background: false });
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
  });

  it('goes out before the burst is through; three at a time per queue; each mail once', async () => {
    for (let i = 0; i < BURST; i++)
      await queueMail(
        t.deps,
        t.deps.db,
        layoutMail({
          to: `landlord-${i}@example.dk`,
          kind: 'thread-new-message',
          language: 'da',
          subject: 'Ny besked',
          name: 'Udlejer',
          paragraphs: ['Er boligen stadig ledig?'],
        }),
      );
    const user = await buildLandlord(t.deps);
    await queueMail(t.deps, t.deps.db, resetPasswordMail(user, 'http://localhost/reset-password?token=t', 'da'));

    await worker.start(mailJobs(t.deps));
    await expect.poll(() => sent.some((m) => m.kind === 'reset-password'), { timeout: 20_000, interval: 20 }).toBe(true);
    const position = sent.findIndex((m) => m.kind === 'reset-password');
    // one queue in arrival order put it at position 150
    expect(position).toBeLessThan(BURST / 3);

    await expect.poll(() => sent.length, { timeout: 30_000, interval: 50 }).toBe(BURST + 1);
    expect(new Set(sent.map((m) => m.to)).size).toBe(BURST + 1);
    expect(maxInFlight).toBeGreaterThan(1);
    expect(maxInFlight).toBeLessThanOrEqual(6); // 3 per queue, two queues
  }, 60_000);
});
