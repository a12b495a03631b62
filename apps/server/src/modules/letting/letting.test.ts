/** Letting end to end on a fresh database (docs/architecture.md "Letting"): marking the tenant, and the let notice. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { LetView } from '@udlejning/shared/letting/letting';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { buildDwelling } from '../dwellings/dwellings.test-support';
import type { DwellingRow } from '../dwellings/dwellings.content';
import { dwellings } from '../../schema/dwellings.schema';
import { messages, threads } from '../../schema/messages.schema';
import { activities } from '../activity/activity.schema';
import { feedbacks } from '../feedback/feedback.schema';
import { outboxMails } from '../../platform/mail/mail.schema';
import { buildSeeker, buildThread } from '../messages/messages.test-support';
import { dwellingLets } from '../../schema/letting.schema';
import { buildBooking, buildSlot } from '../viewings/viewings.test-support';
import { viewingBookings, viewingSlots } from '../../schema/viewings.schema';

let t: TestApp;
let landlord: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp({}, { deliverMails: false });
  landlord = await buildLandlord(t.deps);
  other = await buildLandlord(t.deps);
  admin = await buildAdmin(t.deps);
});
afterAll(async () => {
  await t?.close();
});

/** An approved, active listing of the landlord with three seekers' threads (the last one closed). */
async function listingWithThreads(opts: Partial<Parameters<typeof buildDwelling>[1]> = {}) {
  const dwelling = await buildDwelling(t.deps, { owner: landlord, status: 'APPROVED', active: true, ...opts });
  const [tenant, second, closed] = await Promise.all(
    ['Tina Lejer', 'Sofus Søger', 'Carla Lukket'].map((name) => buildSeeker(t.deps, { name })),
  );
  const tenantThread = await buildThread(t.deps, { dwelling, seeker: tenant! });
  const secondThread = await buildThread(t.deps, { dwelling, seeker: second! });
  const closedThread = await buildThread(t.deps, { dwelling, seeker: closed! });
  await t.deps.db.update(threads).set({ closed: true }).where(eq(threads.id, closedThread));
  return { dwelling, tenantThread, secondThread, closedThread, seekers: { tenant: tenant!, second: second!, closed: closed! } };
}

const rowOf = async (d: DwellingRow) => (await t.deps.db.select().from(dwellings).where(eq(dwellings.id, d.id)))[0]!;
const letsOf = (d: DwellingRow) => t.deps.db.select().from(dwellingLets).where(eq(dwellingLets.dwellingId, d.id));

describe('POST /api/chat/thread/:threadId/tenant', () => {
  it('deactivates the listing, answers the survey "let via Udlejning" and records the let, in one step', async () => {
    const { dwelling, tenantThread, seekers } = await listingWithThreads();
    const res = await t.api.as(landlord).post(`/api/chat/thread/${tenantThread}/tenant`, { rating: 5, comment: '  Nemt  ' });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json<LetView>();
    expect(view).toMatchObject({
      dwelling: { uuid: dwelling.uuid, active: false },
      tenant: { name: 'Tina Lejer', threadId: tenantThread },
      otherOpenThreads: 1,
      noticeSent: false,
    });

    const row = await rowOf(dwelling);
    expect(row.active).toBe(false);
    expect(row.deactivatedAt).not.toBeNull();
    const [feedback] = await t.deps.db.select().from(feedbacks).where(eq(feedbacks.dwellingId, dwelling.id));
    expect(feedback).toMatchObject({ rating: 5, leasedByAB: 'YES', comment: 'Nemt', userId: landlord.id });
    const lets = await letsOf(dwelling);
    expect(lets).toEqual([
      expect.objectContaining({ threadId: tenantThread, seekerId: seekers.tenant.id, letByUserId: landlord.id }),
    ]);
    expect(lets[0]!.letAt.toISOString()).toBe(view.letAt);
    const [entry] = await t.deps.db
      .select()
      .from(activities)
      .where(and(eq(activities.targetId, dwelling.uuid), eq(activities.action, 'dwelling/deactivate')))
      .orderBy(desc(activities.id));
    expect(entry?.data).toMatchObject({ let: { seeker: 'Tina Lejer', thread: tenantThread } });
  });

  it("cancels the listing's future viewings and tells the booked seekers (the listing closes)", async () => {
    const { dwelling, tenantThread, seekers } = await listingWithThreads();
    const slot = await buildSlot(t.deps, dwelling);
    await buildBooking(t.deps, slot, seekers.second);
    expect((await t.api.as(landlord).post(`/api/chat/thread/${tenantThread}/tenant`, { rating: 5 })).statusCode).toBe(200);
    const [after] = await t.deps.db.select().from(viewingSlots).where(eq(viewingSlots.id, slot.id));
    expect(after?.cancelledAt).not.toBeNull();
    const bookings = await t.deps.db.select().from(viewingBookings).where(eq(viewingBookings.slotId, slot.id));
    expect(bookings.map((b) => b.state)).toEqual(['CANCELLED']);
    const told = await t.deps.db.select().from(outboxMails).where(eq(outboxMails.kind, 'viewing-cancelled'));
    expect(told.map((m) => m.to)).toContain(seekers.second.email);
  });

  it('refuses a listing that is not approved and active, and writes nothing', async () => {
    for (const state of [{ status: 'PENDING_REVIEW' as const }, { status: 'APPROVED' as const, active: false }]) {
      const { dwelling, tenantThread } = await listingWithThreads(state);
      const res = await t.api.as(landlord).post(`/api/chat/thread/${tenantThread}/tenant`, { rating: 4 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: { code: 'LET_NOT_POSSIBLE' } });
      expect(await letsOf(dwelling)).toEqual([]);
      expect(await t.deps.db.select().from(feedbacks).where(eq(feedbacks.dwellingId, dwelling.id))).toEqual([]);
      expect((await rowOf(dwelling)).active).toBe(state.active ?? true);
    }
  });

  it('a second mark of the same listing is refused (it is no longer active)', async () => {
    const { tenantThread, secondThread } = await listingWithThreads();
    expect((await t.api.as(landlord).post(`/api/chat/thread/${tenantThread}/tenant`, { rating: 4 })).statusCode).toBe(200);
    const again = await t.api.as(landlord).post(`/api/chat/thread/${secondThread}/tenant`, { rating: 4 });
    expect(again.json()).toMatchObject({ error: { code: 'LET_NOT_POSSIBLE' } });
  });

  it("is the thread's landlord's or an admin's: another landlord gets 404, and nothing changes", async () => {
    const { dwelling, tenantThread } = await listingWithThreads();
    expect((await t.api.as(other).post(`/api/chat/thread/${tenantThread}/tenant`, { rating: 4 })).statusCode).toBe(404);
    expect((await rowOf(dwelling)).active).toBe(true);
    const byAdmin = await t.api.as(admin).post(`/api/chat/thread/${tenantThread}/tenant`, { rating: 3 });
    expect(byAdmin.statusCode).toBe(200);
    expect((await letsOf(dwelling))[0]?.letByUserId).toBe(admin.id);
  });

  it("needs a rating of 1-5 (the survey's rule), in Danish by default", async () => {
    const { tenantThread } = await listingWithThreads();
    for (const body of [{}, { rating: 0 }, { rating: 6 }, { rating: 2.5 }]) {
      const res = await t.api.as(landlord).post(`/api/chat/thread/${tenantThread}/tenant`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.issues[0].path).toEqual(['rating']);
    }
  });

  it('works through GraphQL markTenant with the same rules', async () => {
    const { dwelling, tenantThread } = await listingWithThreads();
    const MARK =
      'mutation($t: ID!, $r: Int!) { markTenant(thread: $t, rating: $r) { dwelling { uuid active } otherOpenThreads tenant { name } } }';
    const bad = await t.api.as(landlord).graph(MARK, { t: tenantThread, r: 9 });
    expect(bad.json().errors[0].extensions.code).toBe('VALIDATION_FAILED');
    const res = await t.api.as(landlord).graph(MARK, { t: tenantThread, r: 4 });
    expect(res.json().data.markTenant).toEqual({
      dwelling: { uuid: dwelling.uuid, active: false },
      otherOpenThreads: 1,
      tenant: { name: 'Tina Lejer' },
    });
  });
});

describe('POST /api/dwellings/:uuid/let-notice', () => {
  it('sends the text once to every other open thread, as the landlord, each seeker told by mail', async () => {
    const { dwelling, tenantThread, secondThread, closedThread, seekers } = await listingWithThreads();
    await t.api.as(landlord).post(`/api/chat/thread/${tenantThread}/tenant`, { rating: 5 });
    const text = 'Tak for din interesse. Boligen er nu udlejet.';
    const res = await t.api.as(landlord).post(`/api/dwellings/${dwelling.uuid}/let-notice`, { text: `  ${text} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: 1 });

    const textsIn = async (threadId: string) =>
      (await t.deps.db.select().from(messages).where(eq(messages.threadId, threadId))).map((m) => `${m.externalFrom}: ${m.text}`);
    expect(await textsIn(secondThread)).toContain(`LANDLORD: ${text}`);
    expect(await textsIn(tenantThread)).not.toContain(`LANDLORD: ${text}`);
    expect(await textsIn(closedThread)).not.toContain(`LANDLORD: ${text}`);
    const mails = await t.deps.db.select().from(outboxMails).where(eq(outboxMails.kind, 'thread-reply'));
    expect(mails.filter((m) => m.text.includes(text)).map((m) => m.to)).toEqual([seekers.second.email]);
    expect((await letsOf(dwelling))[0]).toMatchObject({ noticeCount: 1 });

    const again = await t.api.as(landlord).post(`/api/dwellings/${dwelling.uuid}/let-notice`, { text });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: { code: 'LET_NOTICE_SENT', message: 'De andre boligsøgende har allerede fået besked' },
    });
  });

  it("is 404 for a listing that was not let, or not the caller's; 403 for an admin; 400 for an empty text", async () => {
    const { dwelling, tenantThread } = await listingWithThreads();
    const notice = (user: TestUser, text = 'Boligen er udlejet') =>
      t.api.as(user).post(`/api/dwellings/${dwelling.uuid}/let-notice`, { text });
    expect((await notice(landlord)).statusCode).toBe(404);
    await t.api.as(landlord).post(`/api/chat/thread/${tenantThread}/tenant`, { rating: 5 });
    expect((await notice(other)).statusCode).toBe(404);
    expect((await notice(admin)).statusCode).toBe(403);
    const empty = await notice(landlord, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.issues[0].path).toEqual(['text']);
    expect((await t.api.as(landlord).post('/api/dwellings/not-a-uuid/let-notice', { text: 'Hej' })).statusCode).toBe(404);
    expect((await letsOf(dwelling))[0]?.noticeSentAt).toBeNull();
  });
});
