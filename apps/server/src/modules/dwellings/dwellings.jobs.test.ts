import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import type { DwellingView } from '@udlejning/shared/dwellings/dwelling';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import type { Mail } from '../../platform/mail/mailer';
import { createJobQueue, type JobQueue } from '../../platform/jobs/queue';
import { dwellings } from '../../schema/dwellings.schema';
import { buildDwelling, completeDwellingForm, insertTestAddress, storedDwelling, auditEntries } from './dwellings.test-support';
import { JOB_NAMES, expireListings } from './dwellings.jobs';
import { EXTEND_WINDOW_DAYS } from '@udlejning/shared/dwellings/extension';
import { LISTING_LIFETIME_DAYS } from '@udlejning/shared/dwellings/enums';
import { appJobs } from '../../jobs';
import { outboxMails } from '../../platform/mail/mail.schema';

const DAY_MS = 86_400_000;

describe('listing jobs: housing e-mail, follow-up, expiry', () => {
  let t: TestApp;
  let jobs: JobQueue;
  let landlord: TestUser;
  let admin: TestUser;
  const sent: Mail[] = [];
  let clock = new Date();

  beforeAll(async () => {
    t = await startTestApp({ mailer: { send: async (mail) => void sent.push(mail) }, now: () => clock });
    jobs = t.jobs;
    landlord = await buildLandlord(t.deps);
    admin = await buildAdmin(t.deps);
  });
  afterAll(async () => {
    if (jobs !== t.jobs) await jobs.stop();
    await t.close();
  });
  beforeEach(async () => {
    clock = new Date();
    await jobs.runDue(new Date(Date.now() + 365 * DAY_MS)); // drain earlier tests' jobs
    sent.length = 0;
  });

  const stored = (uuid: string) => storedDwelling(t.deps, uuid);
  const audit = (uuid: string) => auditEntries(t.api.as(admin), uuid);
  const submit = async () => {
    const body = { ...completeDwellingForm(await insertTestAddress(t.deps)), finish: true };
    const res = await t.api.as(landlord).post('/api/dwellings', body);
    expect(res.statusCode).toBe(201);
    return res.json<DwellingView>();
  };

  it('submitting sends the housing e-mail now and schedules its repeat 7 days later', async () => {
    const d = await submit();
    expect(d.status).toBe('PENDING_REVIEW');
    expect(sent.filter((m) => m.kind === 'dwelling-housing')).toEqual([
      expect.objectContaining({ to: landlord.email, meta: expect.objectContaining({ dwelling: d.uuid }) }),
    ]);
    const emailEntry = (await audit(d.uuid)).find((e) => e.action === 'dwelling/email');
    expect(emailEntry).toMatchObject({ actor: 'system', data: { type: 'housing', kind: 'dwelling-housing', status: 'queued' } });
    // the mail itself records its delivery (the outbox page shows it)
    const [mail] = await t.deps.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.id, Number(emailEntry?.data.mailId)));
    expect(mail).toMatchObject({ state: 'sent', attempts: 1, kind: 'dwelling-housing' });
    const pending = (await jobs.pending()).filter((j) => j.data.dwellingId === d.uuid);
    expect(pending).toHaveLength(1);
    expect(pending[0].name).toBe(JOB_NAMES.housingMail);
    expect(Math.abs(pending[0].startAfter.getTime() - (clock.getTime() + 7 * DAY_MS))).toBeLessThan(1000);
  });

  it('the 7-day repeat goes out for PLUS and PREMIUM only, and not before it is due', async () => {
    const plus = await submit();
    const standard = await submit();
    await t.deps.db.update(dwellings).set({ listingType: 'PLUS' }).where(eq(dwellings.uuid, plus.uuid));
    sent.length = 0;
    const housingJobs = { names: [JOB_NAMES.housingMail] };
    expect(await jobs.runDue(new Date(clock.getTime() + 6 * DAY_MS), housingJobs)).toBe(0);
    expect(await jobs.runDue(new Date(clock.getTime() + 7 * DAY_MS + 1000), housingJobs)).toBe(2);
    await t.deliverMails();
    expect(sent.map((m) => [m.kind, m.meta?.dwelling])).toEqual([['dwelling-housing', plus.uuid]]);
    expect((await audit(plus.uuid))[0]).toMatchObject({ action: 'dwelling/email', data: { type: 'housing', repeat: true } });
    // the standard listing has only the e-mail of its submission
    expect((await audit(standard.uuid)).filter((e) => e.action === 'dwelling/email')).toHaveLength(1);
  });

  it('the queue keeps the scheduled repeat across a restart', async () => {
    const d = await submit();
    await t.deps.db.update(dwellings).set({ listingType: 'PREMIUM' }).where(eq(dwellings.uuid, d.uuid));
    await jobs.stop();
    jobs = createJobQueue(t.deps.db, pino({ level: 'silent' }), { background: false });
    t.deps.jobs = jobs;
    await jobs.start(appJobs(t.deps), { work: false });
    sent.length = 0;
    expect(await jobs.runDue(new Date(clock.getTime() + 8 * DAY_MS))).toBeGreaterThanOrEqual(1);
    expect(sent.map((m) => [m.kind, m.meta?.dwelling])).toEqual([['dwelling-housing', d.uuid]]);
  });

  it('approval schedules the follow-up mail (default on) unless switched off', async () => {
    const on = await buildDwelling(t.deps, { owner: landlord, status: 'PENDING_REVIEW' });
    const off = await buildDwelling(t.deps, { owner: landlord, status: 'PENDING_REVIEW' });
    await t.api.as(admin).post(`/api/dwellings/${on.uuid}/status`, { status: 'APPROVED', reason: 'OK' });
    await t.api.as(admin).post(`/api/dwellings/${off.uuid}/status`, {
      status: 'APPROVED',
      reason: 'OK',
      mails: { approval: false, followUp: false },
    });
    const pending = await jobs.pending();
    expect(pending.filter((j) => j.data.dwellingId === on.uuid).map((j) => j.name)).toEqual([JOB_NAMES.followUp]);
    expect(pending.filter((j) => j.data.dwellingId === off.uuid)).toEqual([]);
    sent.length = 0;
    // its link offers "Forlæng": it goes out when that opens, EXTEND_WINDOW_DAYS before the expiry (90 − 14 days)
    const opensAt = (await stored(on.uuid)).expiresAt!.getTime() - EXTEND_WINDOW_DAYS * DAY_MS;
    expect(opensAt - clock.getTime()).toBe((LISTING_LIFETIME_DAYS - EXTEND_WINDOW_DAYS) * DAY_MS);
    const followUps = { names: [JOB_NAMES.followUp] };
    expect(await jobs.runDue(new Date(opensAt - DAY_MS), followUps)).toBe(0);
    clock = new Date(opensAt + 1000);
    expect(await jobs.runDue(clock, followUps)).toBe(1);
    await t.deliverMails();
    expect(sent.map((m) => [m.kind, m.to, m.meta?.dwelling])).toEqual([['dwelling-follow-up', landlord.email, on.uuid]]);
    expect((await audit(on.uuid))[0]).toMatchObject({ action: 'dwelling/email', data: { type: 'follow-up' } });
    // and the link can extend
    const link = new URL(String(sent[0].meta?.link));
    const extended = await t.api.post(`/api/dwellings/${on.uuid}/extend?token=${link.searchParams.get('token')}`, {});
    expect(extended.statusCode, extended.body).toBe(200);
  });

  it('the follow-up of an earlier approval is not sent while the listing cannot be extended', async () => {
    const d = await buildDwelling(t.deps, { owner: landlord, status: 'PENDING_REVIEW' });
    await t.api.as(admin).post(`/api/dwellings/${d.uuid}/status`, { status: 'APPROVED', reason: 'OK' });
    // the listing's expiry moved on (approved again later, say): its window has not opened
    await t.deps.db
      .update(dwellings)
      .set({ expiresAt: new Date(clock.getTime() + 200 * DAY_MS) })
      .where(eq(dwellings.uuid, d.uuid));
    sent.length = 0;
    clock = new Date(clock.getTime() + (LISTING_LIFETIME_DAYS - EXTEND_WINDOW_DAYS) * DAY_MS + 1000);
    expect(await jobs.runDue(clock, { names: [JOB_NAMES.followUp] })).toBe(1);
    await t.deliverMails();
    expect(sent).toEqual([]);
  });

  it('expiry deactivates active APPROVED listings past expiresAt, logs dwelling/system and mails the owner', async () => {
    const past = new Date(clock.getTime() - DAY_MS);
    const expired = await buildDwelling(t.deps, { owner: landlord, status: 'APPROVED', active: true, expiresAt: past });
    const current = await buildDwelling(t.deps, {
      owner: landlord,
      status: 'APPROVED',
      active: true,
      expiresAt: new Date(clock.getTime() + DAY_MS),
    });
    const pending = await buildDwelling(t.deps, { owner: landlord, status: 'PENDING_REVIEW', active: true, expiresAt: past });
    expect(await expireListings(t.deps)).toBe(1);
    await t.deliverMails();
    expect(await stored(expired.uuid)).toMatchObject({
      active: false,
      status: 'APPROVED',
      deactivatedBy: { name: 'System', initials: 'SY' },
    });
    expect((await stored(expired.uuid)).deactivatedAt?.getTime()).toBe(clock.getTime());
    expect((await stored(current.uuid)).active).toBe(true);
    expect((await stored(pending.uuid)).active).toBe(true);
    const entries = await audit(expired.uuid);
    expect(entries.map((e) => e.action)).toEqual(['dwelling/email', 'dwelling/system']);
    expect(entries[1]).toMatchObject({ actor: 'system', data: { reason: 'expired', diff: { active: [true, false] } } });
    expect(sent.map((m) => [m.kind, m.meta?.dwelling])).toEqual([['dwelling-expired', expired.uuid]]);
    expect(await expireListings(t.deps)).toBe(0); // idempotent
  });
});
