/**
 * Viewings and letting through faults (docs/architecture.md "Viewings", "Letting", "Database outages", "Jobs and
 * mail"): the real server process on a PostgreSQL cluster of its own, with an SMTP fake that can fall silent.
 * - PostgreSQL restarts while seekers book seats and the landlord marks tenants: every call ends in an acknowledged
 *   success that is in the database or a clean 503 DATABASE_UNAVAILABLE (never a 500 or a hung request), the server
 *   serves again by itself, and every slot's `booked` equals its BOOKED bookings.
 * - SMTP silent when a seat is booked: the booking answers at once, both mails (with fremvisning.ics) wait in the
 *   outbox and are delivered, once each, when SMTP answers again.
 * - The reminder job meets an outage in the middle of its transaction: nothing of it stays; its retry mails each
 *   booked seeker and the landlord once, and a further run sends nothing.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLandlord, type TestUser } from './test/factories';
import {
  callServer,
  openTestSide,
  replyKey,
  startServerProcess,
  waitUntil,
  type ServerProcess,
  type ServerReply,
} from './test/server-process';
import { startSmtpFake, type SmtpFake } from './test/smtp-fake';
import { hasInitdb, startThrowawayCluster, type ThrowawayCluster } from './test/throwaway-cluster';
import { buildDwelling } from './modules/dwellings/dwellings.test-support';
import type { DwellingRow } from './modules/dwellings/dwellings.content';
import type { SlotRow } from './modules/viewings/viewings.repository';
import { buildSeeker, buildThread } from './modules/messages/messages.test-support';
import { buildBooking, buildSlot, seekerCookie } from './modules/viewings/viewings.test-support';
import { scheduleReminder, sendReminder, VIEWING_REMINDER_JOB } from './modules/viewings/viewings.jobs';
import { viewingBookings, viewingSlots } from './schema/viewings.schema';
import { dwellingLets } from './schema/letting.schema';
import { dwellings } from './schema/dwellings.schema';
import type { Database } from './platform/db/client';
import type { Deps } from './platform/deps';
import { createJobQueue, type JobQueue } from './platform/jobs/queue';
import { MAIL_JOB, MAIL_QUEUE } from './platform/mail/mail-queue';
import { outboxMails } from './platform/mail/mail.schema';

const hasCluster = hasInitdb();
if (!hasCluster) console.warn('viewings-faults.test.ts skipped: initdb/pg_ctl not found (set PG_BIN)');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/**
 * The ports of this file: PostgreSQL and the server. Both lie below 32768, outside Linux's ephemeral range
 * (32768-60999), from which freePort(), the fakes and every outgoing connection draw: no other socket of a test run in
 * parallel (app.jobs-outage.test.ts has 25450 and 3350) can take them, not even while the cluster is down for a restart.
 */
const PG_PORT = Number(process.env.FAULTS_PG_PORT ?? 25440);
const SERVER_PORT = Number(process.env.FAULTS_SERVER_PORT ?? 3340);
/**
 * The server's mail settings, pinned so the waits below follow from them (docs/operations.md "Mail in a burst"): a
 * silent SMTP server fails an attempt after SMTP_GREETING_MS (the default, so a booking that waited for SMTP would
 * show); MAIL_CONCURRENCY attempts run at once, and an idle worker looks for mail every POLL_MS.
 */
const SMTP_GREETING_MS = 5000;
const MAIL_CONCURRENCY = 4;
const POLL_MS = (MAIL_QUEUE.pollingIntervalSeconds ?? 5) * 1000;
/** Headroom for rendering, the database and a loaded machine on top of the waits the settings allow. */
const LOADED_MS = 20_000;
/** The longest wait before the retry after `attempts` failed attempts (retryDelay × 2^n × (1…2), mail-queue.ts). */
const retryWaitMs = (attempts: number) => (MAIL_QUEUE.retryDelay ?? 0) * 2 ** attempts * 1000;

describe.runIf(hasCluster)('viewings and letting through database and SMTP faults', () => {
  let cluster: ThrowawayCluster;
  let smtp: SmtpFake;
  let server: ServerProcess;
  let database: Database;
  let deps: Deps;
  let env: Record<string, string>;

  beforeAll(async () => {
    cluster = (await startThrowawayCluster({ port: PG_PORT }))!;
    smtp = await startSmtpFake();
    env = {
      DATABASE_URL: cluster.url,
      JWT_SECRET: 'viewings-faults-test-secret-0123456789abcdef',
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: smtp.url,
      SMTP_GREETING_TIMEOUT_MS: String(SMTP_GREETING_MS),
      MAIL_CONCURRENCY: String(MAIL_CONCURRENCY),
    };
    server = await startServerProcess(env, { port: SERVER_PORT });
    ({ database, deps } = await openTestSide(env, 'faults'));
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await smtp?.close();
    await cluster?.destroy();
  });

  const call = (method: string, url: string, headers: Record<string, string>, body?: unknown) =>
    callServer(server.base, method, url, headers, body);

  const until = (check: () => Promise<boolean> | boolean, timeoutMs: number, what: string) =>
    waitUntil(check, timeoutMs, what, server);
  const healthy = () => until(async () => (await fetch(`${server.base}/api/health`)).status === 200, 20_000, 'health 200');

  /** An approved, active PREMIUM listing of `owner` (the public page and its bookings are open). */
  const listing = (owner: TestUser) => buildDwelling(deps, { owner, status: 'APPROVED', listingType: 'PREMIUM', active: true });

  it('bookings and tenant marks through a PostgreSQL restart: a success is stored, a failure is a clean 503', async () => {
    await healthy();
    const landlord = await buildLandlord(deps);
    const LISTINGS = 8;
    /** Listings 0-3 are let during the run (REST and GraphQL), 4-7 only booked. */
    const LET = 4;
    const SEEKERS = 24;
    const homes: { dwelling: DwellingRow; slots: SlotRow[]; thread: string }[] = [];
    for (let i = 0; i < LISTINGS; i += 1) {
      const dwelling = await listing(landlord);
      const slots = [
        await buildSlot(deps, dwelling, { capacity: 6 }),
        await buildSlot(deps, dwelling, { capacity: 6, inDays: 8 }),
      ];
      const tenant = await buildSeeker(deps);
      homes.push({ dwelling, slots, thread: await buildThread(deps, { dwelling, seeker: tenant }) });
    }
    const cookies: string[] = [];
    for (let i = 0; i < SEEKERS; i += 1) cookies.push(await seekerCookie(deps, await buildSeeker(deps)));
    // every (seeker, slot) pair once, interleaved over the listings
    const pairs = cookies.flatMap((cookie, s) =>
      homes.flatMap((h, l) => h.slots.map((slot) => ({ cookie, slotId: slot.id, order: (s * 7 + l * 3) % 97 }))),
    );
    pairs.sort((a, b) => a.order - b.order);
    // a seeker's bookings and cancellations count against 20 an hour: 16 bookings and at most 4 cancellations each
    const used = new Map<string, number>();
    const count = (cookie: string) => used.set(cookie, (used.get(cookie) ?? 0) + 1).get(cookie)!;

    const bookings: (ServerReply & { slotId: string; bookingId?: string })[] = [];
    const cancels: (ServerReply & { bookingId: string })[] = [];
    const marks: (ServerReply & { thread: string })[] = [];
    let next = 0;
    const booker = async () => {
      while (next < pairs.length) {
        const pair = pairs[next++]!;
        count(pair.cookie);
        const o = await call('POST', `/api/public/viewings/${pair.slotId}/bookings`, { cookie: pair.cookie }, {});
        const bookingId = o.status === 201 ? (JSON.parse(o.body) as { bookingId: string }).bookingId : undefined;
        bookings.push({ ...o, slotId: pair.slotId, bookingId });
        // every fifth success is given back at once (the seat freed in the same run)
        if (bookingId && bookings.length % 5 === 0 && count(pair.cookie) <= 20) {
          const c = await call('DELETE', `/api/public/viewings/bookings/${bookingId}`, { cookie: pair.cookie });
          cancels.push({ ...c, bookingId });
        }
      }
    };
    /** Marks the tenant of listing `i`: REST for even i, GraphQL for odd. */
    const mark = async (i: number) => {
      const auth = { authorization: `Bearer ${landlord.token}` };
      const thread = homes[i]!.thread;
      const o =
        i % 2 === 0
          ? await call('POST', `/api/chat/thread/${thread}/tenant`, auth, { rating: 4 })
          : await call('POST', '/api/graph', auth, {
              query: 'mutation($thread: ID!) { markTenant(thread: $thread, rating: 4) { dwelling { active } } }',
              variables: { thread },
            });
      marks.push({ ...o, thread });
    };

    // four bookers and the landlord's marks; PostgreSQL restarts (pg_ctl restart -m fast) twice meanwhile
    const load = Promise.all([booker(), booker(), booker(), booker()]);
    await sleep(500);
    const restarts = (async () => {
      await cluster.restart();
      await Promise.all([mark(0), sleep(300)]);
      await cluster.restart();
    })();
    await Promise.all([mark(1), mark(2)]);
    await restarts;
    // the server serves again by itself
    await healthy();
    await mark(3);
    // a mark that met the outage is tried again once, as a landlord would (a lost acknowledgement: LET_NOT_POSSIBLE)
    for (let i = 0; i < LET; i += 1) if (!marks.some((m) => m.thread === homes[i]!.thread && m.status === 200)) await mark(i);
    await load;

    const tally = (os: ServerReply[]) =>
      os.reduce<Record<string, number>>((t, o) => ({ ...t, [replyKey(o)]: (t[replyKey(o)] ?? 0) + 1 }), {});
    console.log('viewings faults:', JSON.stringify({ bookings: tally(bookings), cancels: tally(cancels), marks: tally(marks) }));

    // every answer is a success, a refusal of the product (full, already booked, gone with the closed listing,
    // a second mark) or the outage's 503, in the product's error shape
    const allowedBooking = new Set([
      '201',
      '409 VIEWING_FULL',
      '409 VIEWING_ALREADY_BOOKED',
      '404 NOT_FOUND',
      '503 DATABASE_UNAVAILABLE',
    ]);
    expect(bookings.filter((o) => !allowedBooking.has(replyKey(o)))).toEqual([]);
    const allowedCancel = new Set(['200', '409 INVALID_TRANSITION', '503 DATABASE_UNAVAILABLE']);
    expect(cancels.filter((o) => !allowedCancel.has(replyKey(o)))).toEqual([]);
    const allowedMark = new Set(['200', '409 LET_NOT_POSSIBLE', '503 DATABASE_UNAVAILABLE']);
    expect(marks.filter((o) => !allowedMark.has(replyKey(o)))).toEqual([]);
    expect(bookings.filter((o) => o.status === 201).length).toBeGreaterThan(10);
    expect(bookings.some((o) => o.status === 503)).toBe(true); // the restarts were met
    expect(server.exitCode()).toBeUndefined();
    expect(server.output()).not.toMatch(/Unhandled 'error' event|uncaught/i);

    // an acknowledged booking is stored (BOOKED, or CANCELLED when its listing was let afterwards)
    const acknowledged = bookings.flatMap((o) => (o.bookingId ? [o.bookingId] : []));
    const stored = await database.db.select().from(viewingBookings).where(inArray(viewingBookings.id, acknowledged));
    expect(stored.map((b) => b.id).sort()).toEqual([...acknowledged].sort());
    // an acknowledged cancellation is stored
    for (const c of cancels.filter((o) => o.status === 200))
      expect(stored.find((b) => b.id === c.bookingId)?.state).toBe('CANCELLED');
    // no seat without its booking, no booking without its seat
    const slotIds = homes.flatMap((h) => h.slots.map((s) => s.id));
    const seats = await database.db.execute(sql`
      select s.id, s.booked, s.capacity, s.cancelled_at is not null as cancelled,
             (select count(*)::int from viewing_bookings b where b.slot_id = s.id and b.state = 'BOOKED') as bookings
      from viewing_slots s where s.id in (${sql.join(
        slotIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
    for (const row of seats.rows as { booked: number; capacity: number; bookings: number }[]) {
      expect(row.booked).toBe(row.bookings);
      expect(row.booked).toBeLessThanOrEqual(row.capacity);
    }
    // listings 0-3 are let once each (a retried mark whose first answer was lost finds it let: LET_NOT_POSSIBLE), down,
    // their viewings cancelled with their seats; listings 4-7 are up and not let
    for (const [i, home] of homes.entries()) {
      const lets = await database.db.select().from(dwellingLets).where(eq(dwellingLets.dwellingId, home.dwelling.id));
      const [row] = await database.db.select().from(dwellings).where(eq(dwellings.id, home.dwelling.id));
      const open = await database.db
        .select()
        .from(viewingSlots)
        .where(and(eq(viewingSlots.dwellingId, home.dwelling.id), sql`${viewingSlots.cancelledAt} is null`));
      if (i < LET) {
        expect(lets.map((l) => l.threadId)).toEqual([home.thread]);
        expect(row!.active).toBe(false);
        expect(open).toEqual([]);
      } else {
        expect(lets).toEqual([]);
        expect(row!.active).toBe(true);
        expect(open).toHaveLength(2);
      }
    }
    // afterwards a new booking succeeds at once
    const fresh = await listing(landlord);
    const slot = await buildSlot(deps, fresh, { capacity: 2 });
    const after = await call(
      'POST',
      `/api/public/viewings/${slot.id}/bookings`,
      { cookie: await seekerCookie(deps, await buildSeeker(deps)) },
      {},
    );
    expect(after.status, after.body).toBe(201);
  }, 180_000);

  it.each(['silent', 'refusing'] as const)(
    'a booking while SMTP is %s answers at once; both mails with fremvisning.ics are sent when SMTP is back',
    async (mode) => {
      await healthy();
      const landlord = await buildLandlord(deps);
      const seeker = await buildSeeker(deps);
      const slot = await buildSlot(deps, await listing(landlord), { capacity: 3 });
      // the earlier tests' mails are sent first: while SMTP is silent, each would hold a worker for a greeting
      // timeout and its retries would come before this booking's mails (pg-boss fetches in creation order)
      const pending = async () =>
        (
          (
            await database.db.execute(
              sql`select count(*)::int as n from pgboss.job where name = ${MAIL_JOB} and state in ('created', 'retry', 'active')`,
            )
          ).rows[0] as { n: number }
        ).n;
      const backlog = await pending();
      const drainWithinMs = LOADED_MS + Math.ceil(backlog / MAIL_CONCURRENCY) * 1000;
      await until(async () => (await pending()) === 0, drainWithinMs, `the ${backlog} earlier mails to be sent`);
      smtp.setMode(mode);
      const started = Date.now();
      const booked = await call(
        'POST',
        `/api/public/viewings/${slot.id}/bookings`,
        { cookie: await seekerCookie(deps, seeker) },
        {},
      );
      const tookMs = Date.now() - started;
      expect(booked.status, booked.body).toBe(201);
      expect(tookMs).toBeLessThan(SMTP_GREETING_MS); // the request never waits for SMTP
      const recipients = [seeker.email, landlord.email].sort();
      const mails = () => database.db.select().from(outboxMails).where(inArray(outboxMails.to, recipients));
      // the mail job has tried and met the silent server: the mails are still queued, each with its .ics; the mails
      // queued with them (the fixtures') go first, MAIL_CONCURRENCY at a time, each failing within the greeting timeout
      // (a bound while they fit in the rounds before their own retries, MAIL_QUEUE.retryDelay later, come first again)
      const ahead = (await pending()) - 2;
      const attemptWithinMs = Math.ceil((ahead + 2) / MAIL_CONCURRENCY) * (SMTP_GREETING_MS + POLL_MS) + LOADED_MS;
      await until(
        async () => (await mails()).some((m) => m.attempts > 0),
        attemptWithinMs,
        `a delivery attempt on the ${mode} server (${ahead} mails ahead)`,
      );
      const attemptMs = Date.now() - started;
      const waiting = await mails();
      expect(waiting.map((m) => m.kind).sort()).toEqual(['viewing-booked', 'viewing-booked-landlord']);
      for (const m of waiting) {
        expect(m.state).toBe('queued');
        expect(m.attachments).toEqual([expect.objectContaining({ filename: 'fremvisning.ics' })]);
      }
      expect(smtp.received.filter((r) => recipients.includes(r.to))).toEqual([]);

      smtp.setMode('open');
      // each is retried within the backoff after its attempts so far (one still in flight fails within the greeting)
      const attempts = Math.max(1, ...waiting.map((m) => m.attempts));
      const sentWithinMs = SMTP_GREETING_MS + retryWaitMs(attempts) + POLL_MS + LOADED_MS;
      await smtp.waitFor((r) => r.to === seeker.email, sentWithinMs);
      await smtp.waitFor((r) => r.to === landlord.email, sentWithinMs);
      await until(async () => (await mails()).every((m) => m.state === 'sent'), 20_000, 'the outbox rows to be sent');
      const sentMs = Date.now() - started;
      console.log(`viewings faults, SMTP ${mode}:`, JSON.stringify({ backlog, ahead, attemptMs, sentMs }));
      // each once, with the calendar invitation
      const received = smtp.received.filter((r) => recipients.includes(r.to));
      expect(received.map((r) => r.to).sort()).toEqual(recipients);
      for (const r of received) {
        expect(r.raw).toMatch(/filename="?fremvisning\.ics/);
        expect(r.raw).toMatch(/text\/calendar/);
      }
    },
    240_000,
  );

  it('the reminder job through an outage in its transaction: nothing half done, then each mailed once', async () => {
    await healthy();
    const landlord = await buildLandlord(deps);
    const slot = await buildSlot(deps, await listing(landlord), { inDays: 0.5, capacity: 3 });
    const seekers = [await buildSeeker(deps), await buildSeeker(deps)];
    for (const s of seekers) await buildBooking(deps, slot, s);
    const recipients = [...seekers.map((s) => s.email), landlord.email].sort();
    const reminders = () =>
      database.db
        .select()
        .from(outboxMails)
        .where(and(eq(outboxMails.kind, 'viewing-reminder'), inArray(outboxMails.to, recipients)));

    // a job queue whose first send (inside the job's transaction, after the first mail row) waits for the outage
    let held: (() => void) | null = null;
    let reached: () => void = () => undefined;
    const atFirstSend = new Promise<void>((r) => (reached = r));
    const jobs = {
      send: async () => {
        if (held === null) {
          await new Promise<void>((release) => {
            held = release;
            reached();
          });
        }
        return null;
      },
    } as unknown as JobQueue;
    const withJobs: Deps = { ...deps, jobs };
    const data = { slotId: slot.id, sequence: slot.sequence };
    const run = sendReminder(withJobs, data).then(
      (n) => ({ n, error: null as unknown }),
      (error: unknown) => ({ n: -1, error }),
    );
    await atFirstSend;
    await cluster.stop();
    held!();
    const failed = await run;
    expect(failed.n).toBe(-1); // the job fails and is retried by its queue
    await cluster.start();
    await healthy();
    // nothing of the failed run stayed: not reminded, no reminder mail
    const [before] = await database.db.select().from(viewingSlots).where(eq(viewingSlots.id, slot.id));
    expect(before!.remindedAt).toBeNull();
    expect(await reminders()).toEqual([]);

    // the retry reminds both seekers and the landlord; a further run (a retry after a lost completion) sends nothing
    expect(await sendReminder(withJobs, data)).toBe(3);
    expect(await sendReminder(withJobs, data)).toBe(0);
    expect((await reminders()).map((m) => m.to).sort()).toEqual(recipients);
    expect(server.exitCode()).toBeUndefined();
  }, 120_000);

  it('the reminder job of the running server meets an outage while it runs: after it, each is reminded once', async () => {
    await healthy();
    smtp.setMode('open');
    const landlord = await buildLandlord(deps);
    const slot = await buildSlot(deps, await listing(landlord), { inDays: 0.5, capacity: 3 });
    const seekers = [await buildSeeker(deps), await buildSeeker(deps)];
    for (const s of seekers) await buildBooking(deps, slot, s);
    const recipients = [...seekers.map((s) => s.email), landlord.email].sort();

    // the slot's row held by another transaction, so the server's reminder job waits inside its own
    const holder = new pg.Client({ connectionString: cluster.url });
    holder.on('error', () => undefined); // the outage ends it
    await holder.connect();
    await holder.query('begin');
    await holder.query('select id from viewing_slots where id = $1 for update', [slot.id]);
    const queue = createJobQueue(database.db, pino({ level: 'silent' }), { background: false });
    await queue.start({ handlers: {} }, { work: false });
    await scheduleReminder({ ...deps, jobs: queue }, database.db, slot); // due now: the start is within a day
    await queue.stop();
    const waiting = async () =>
      (
        await database.db.execute(
          sql`select 1 from pg_stat_activity where wait_event_type = 'Lock' and query ilike '%viewing_slots%for update%'`,
        )
      ).rows.length > 0;
    await until(waiting, 30_000, 'the reminder job to wait for the slot');

    await cluster.stop();
    await sleep(1000);
    await cluster.start();
    await healthy();

    const reminderJob = async () =>
      (
        await database.db.execute(
          sql`select state from pgboss.job where name = ${VIEWING_REMINDER_JOB} and data->>'slotId' = ${slot.id}`,
        )
      ).rows as { state: string }[];
    await until(async () => (await reminderJob()).every((j) => j.state === 'completed'), 60_000, 'the reminder job to complete');
    const mails = () =>
      database.db
        .select()
        .from(outboxMails)
        .where(and(eq(outboxMails.kind, 'viewing-reminder'), inArray(outboxMails.to, recipients)));
    await until(
      async () => (await mails()).length === 3 && (await mails()).every((m) => m.state === 'sent'),
      60_000,
      'the reminders to be sent',
    );
    expect((await mails()).map((m) => m.to).sort()).toEqual(recipients);
    const received = smtp.received.filter((r) => recipients.includes(r.to) && r.kind === 'viewing-reminder');
    expect(received.map((r) => r.to).sort()).toEqual(recipients);
    const [row] = await database.db.select().from(viewingSlots).where(eq(viewingSlots.id, slot.id));
    expect(row!.remindedAt).not.toBeNull();
    expect(server.exitCode()).toBeUndefined();
  }, 150_000);
});
