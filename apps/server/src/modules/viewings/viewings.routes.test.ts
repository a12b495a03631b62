/**
 * Viewings through the real app on a fresh database (docs/architecture.md "Viewings"): open, change and
 * cancel times; invite from a thread; the public page's bookings under the tier rules; mails with the
 * .ics in Danish by default; the reminder job; a listing that closes cancels its future viewings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  PublicBookingReply,
  PublicViewingList,
  ViewingBooking,
  ViewingDaySlot,
  ViewingSlot,
} from '@udlejning/shared/viewings/viewing';
import { copenhagenToUtc } from '@udlejning/shared/viewings/time';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { auditEntries, buildDwelling, completeDwellingForm } from '../dwellings/dwellings.test-support';
import type { DwellingRow } from '../dwellings/dwellings.content';
import { buildSeeker, buildThread, lastMail } from '../messages/messages.test-support';
import { findMessages } from '../messages/messages.repository';
import { outboxMails } from '../../platform/mail/mail.schema';
import { VIEWING_REMINDER_JOB } from './viewings.jobs';
import { buildSlot, dayAfter, seekerCookie } from './viewings.test-support';
import { viewingSlots } from '../../schema/viewings.schema';

let t: TestApp;
let landlord: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  landlord = await buildLandlord(t.deps, { firstname: 'Lis', language: null });
  other = await buildLandlord(t.deps);
  admin = await buildAdmin(t.deps);
});
afterAll(() => t?.close());

/** An approved, public PREMIUM listing of the landlord at a known address. */
async function listing(over: Partial<DwellingRow> = {}): Promise<DwellingRow> {
  const content = completeDwellingForm(null);
  content.location = { ...content.location, address: 'Jensensvej 3, 8000 Aarhus C', zip: '8000', city: 'Aarhus C' };
  content.headline = 'Lys 3-værelses';
  return buildDwelling(t.deps, { owner: landlord, content, status: 'APPROVED', listingType: 'PREMIUM', active: true, ...over });
}

const body = (over: Record<string, unknown> = {}) => ({
  date: dayAfter(t.deps.now(), 7),
  start: '17:00',
  durationMinutes: 30,
  capacity: 2,
  note: 'Ring på hos Jensen',
  ...over,
});

/** The lines of an .ics text with folded lines joined (RFC 5545 §3.1). */
const icsLines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split(/\r?\n/);
const icsValue = (ics: string, name: string) =>
  icsLines(ics)
    .find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, '');

describe('landlord: open, change, cancel', () => {
  it('creates a slot in Copenhagen time, lists it, logs it; 404 for another landlord, 401 logged out', async () => {
    const d = await listing();
    const res = await t.api.as(landlord).post(`/api/dwellings/${d.uuid}/viewings`, body());
    expect(res.statusCode).toBe(201);
    const slot = res.json<ViewingSlot>();
    expect(slot).toMatchObject({
      dwellingUuid: d.uuid,
      durationMinutes: 30,
      capacity: 2,
      booked: 0,
      cancelled: false,
      bookings: [],
    });
    expect(slot.startsAt).toBe(copenhagenToUtc(body().date, '17:00')!.toISOString());
    const list = await t.api.as(landlord).get(`/api/dwellings/${d.uuid}/viewings`);
    expect(list.json<{ results: ViewingSlot[] }>().results.map((s) => s.id)).toEqual([slot.id]);
    expect((await t.api.as(other).get(`/api/dwellings/${d.uuid}/viewings`)).statusCode).toBe(404);
    expect((await t.api.as(other).post(`/api/dwellings/${d.uuid}/viewings`, body())).statusCode).toBe(404);
    expect((await t.api.post(`/api/dwellings/${d.uuid}/viewings`, body())).statusCode).toBe(401);
    expect((await t.api.as(admin).get(`/api/dwellings/${d.uuid}/viewings`)).statusCode).toBe(200);
    const [entry] = await auditEntries(t.api.as(admin), d.uuid);
    expect(entry).toMatchObject({ action: 'dwelling/update' });
    expect(entry.data).toMatchObject({ type: 'viewing-create', viewing: slot.id });
  });

  it('409 VIEWING_NOT_APPROVED unless APPROVED and active; 400 for a past time (date and start) and a skipped DST hour', async () => {
    const pending = await listing({ status: 'PENDING_REVIEW' });
    const refused = await t.api.as(landlord).post(`/api/dwellings/${pending.uuid}/viewings`, body());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'VIEWING_NOT_APPROVED',
      message: 'Fremvisninger kan kun oprettes på en godkendt, aktiv annonce',
    });
    const inactive = await listing({ active: false });
    expect((await t.api.as(landlord).post(`/api/dwellings/${inactive.uuid}/viewings`, body())).statusCode).toBe(409);
    const d = await listing();
    const past = await t.api.as(landlord).post(`/api/dwellings/${d.uuid}/viewings`, body({ date: '2020-01-02' }));
    expect(past.statusCode).toBe(400);
    expect(
      past
        .json()
        .error.issues.map((i: { path: string[] }) => i.path[0])
        .sort(),
    ).toEqual(['date', 'start']);
    expect(past.json().error.issues[0].message).toBe('Tidspunktet er allerede passeret');
    const english = await t.api
      .as(landlord)
      .from('127.0.0.1', { 'accept-language': 'en' })
      .post(`/api/dwellings/${d.uuid}/viewings`, body({ date: '2020-01-02' }));
    expect(english.json().error.issues[0].message).toBe('That time has already passed');
    // next year's last Sunday of March: summer time skips 02:00-02:59
    const march = new Date(Date.UTC(Number(dayAfter(t.deps.now(), 0).slice(0, 4)) + 1, 2, 31));
    march.setUTCDate(31 - march.getUTCDay());
    const gap = await t.api
      .as(landlord)
      .post(`/api/dwellings/${d.uuid}/viewings`, body({ date: march.toISOString().slice(0, 10), start: '02:30' }));
    expect(gap.statusCode).toBe(400);
    expect(gap.json().error.issues).toEqual([{ path: ['start'], message: 'Tidspunktet findes ikke (sommertid)' }]);
    const bad = await t.api.as(landlord).post(`/api/dwellings/${d.uuid}/viewings`, body({ capacity: 51, durationMinutes: 5 }));
    expect(bad.statusCode).toBe(400);
  });

  it('400 on start when another time of the same home overlaps, on create and on a move; back to back, cancelled and other homes are fine', async () => {
    const d = await listing();
    const first = await t.api
      .as(landlord)
      .post(`/api/dwellings/${d.uuid}/viewings`, body({ start: '17:00', durationMinutes: 30 }));
    expect(first.statusCode).toBe(201);
    for (const over of [{ start: '17:00' }, { start: '17:29', durationMinutes: 15 }, { start: '16:45', durationMinutes: 30 }]) {
      const clash = await t.api.as(landlord).post(`/api/dwellings/${d.uuid}/viewings`, body(over));
      expect(clash.statusCode, JSON.stringify(over)).toBe(400);
      expect(clash.json().error.issues).toEqual([
        { path: ['start'], message: 'Boligen har allerede en fremvisning i det tidsrum' },
      ]);
    }
    const english = await t.api
      .as(landlord)
      .from('127.0.0.1', { 'accept-language': 'en' })
      .post(`/api/dwellings/${d.uuid}/viewings`, body());
    expect(english.json().error.issues[0].message).toBe('This home already has a viewing in that time');
    // back to back before and after, and the same time on another home
    const before = await t.api
      .as(landlord)
      .post(`/api/dwellings/${d.uuid}/viewings`, body({ start: '16:30', durationMinutes: 30 }));
    expect(before.statusCode).toBe(201);
    const after = await t.api
      .as(landlord)
      .post(`/api/dwellings/${d.uuid}/viewings`, body({ start: '17:30', durationMinutes: 30 }));
    expect(after.statusCode).toBe(201);
    expect((await t.api.as(landlord).post(`/api/dwellings/${(await listing()).uuid}/viewings`, body())).statusCode).toBe(201);
    // moving one onto another is refused and changes nothing; lengthening itself in place is fine
    const afterId = after.json<ViewingSlot>().id;
    const move = await t.api.as(landlord).post(`/api/viewings/${afterId}`, { start: '17:15' });
    expect(move.statusCode).toBe(400);
    expect(move.json().error.issues[0].path).toEqual(['start']);
    const unchanged = (await t.api.as(landlord).get(`/api/dwellings/${d.uuid}/viewings`)).json<{ results: ViewingSlot[] }>();
    expect(unchanged.results.find((s) => s.id === afterId)!.startsAt).toBe(copenhagenToUtc(body().date, '17:30')!.toISOString());
    expect((await t.api.as(landlord).post(`/api/viewings/${afterId}`, { durationMinutes: 60 })).statusCode).toBe(200);
    // a cancelled time is no longer in the way
    expect((await t.api.as(landlord).delete(`/api/viewings/${first.json<ViewingSlot>().id}`)).statusCode).toBe(200);
    expect((await t.api.as(landlord).post(`/api/dwellings/${d.uuid}/viewings`, body({ start: '17:00' }))).statusCode).toBe(201);
  });

  it('updates with booked seekers told (mail + .ics SEQUENCE 1 + thread line); capacity below booked is 400; cancel tells them', async () => {
    const d = await listing();
    const seeker = await buildSeeker(t.deps, { name: 'Sara Søger' });
    const threadId = await buildThread(t.deps, { dwelling: d, seeker });
    const slot = (await t.api.as(landlord).post(`/api/dwellings/${d.uuid}/viewings`, body({ capacity: 2 }))).json<ViewingSlot>();
    expect((await t.api.as(landlord).post(`/api/viewings/${slot.id}/invitations`, { threadId })).statusCode).toBe(201);
    const secondThread = await buildThread(t.deps, { dwelling: d, seeker: await buildSeeker(t.deps) });
    expect((await t.api.as(landlord).post(`/api/viewings/${slot.id}/invitations`, { threadId: secondThread })).statusCode).toBe(
      201,
    );
    const tooSmall = await t.api.as(landlord).post(`/api/viewings/${slot.id}`, { capacity: 1 });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().error.issues).toEqual([
      { path: ['capacity'], message: 'Der er allerede booket flere end det antal pladser' },
    ]);
    const moved = await t.api.as(landlord).post(`/api/viewings/${slot.id}`, { start: '18:00', capacity: 3 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<ViewingSlot>()).toMatchObject({
      capacity: 3,
      booked: 2,
      startsAt: copenhagenToUtc(body().date, '18:00')!.toISOString(),
    });
    expect(moved.json<ViewingSlot>().bookings).toHaveLength(2);
    const changed = await lastMail(t.deps, seeker.email, 'viewing-changed');
    expect(changed.subject).toMatch(/^Fremvisningen er ændret: .* kl\. 18\.00–18\.30$/);
    expect(icsValue(changed.attachments![0]!.content, 'SEQUENCE')).toBe('1');
    const texts = (await findMessages(t.deps.db, threadId)).map((m) => m.text);
    expect(texts.at(-1)).toMatch(/^Fremvisning ændret: .* kl\. 18\.00–18\.30$/);
    const other2 = await t.api.as(other).post(`/api/viewings/${slot.id}`, { capacity: 3 });
    expect(other2.statusCode).toBe(404);

    const cancelled = await t.api.as(landlord).delete(`/api/viewings/${slot.id}`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<ViewingSlot>().cancelled).toBe(true);
    const notice = await lastMail(t.deps, seeker.email, 'viewing-cancelled');
    expect(notice.text).toContain('Udlejeren har aflyst fremvisningen af "Lys 3-værelses"');
    expect(icsValue(notice.attachments![0]!.content, 'STATUS')).toBe('CANCELLED');
    expect((await t.api.as(landlord).delete(`/api/viewings/${slot.id}`)).statusCode).toBe(409);
    expect((await t.api.as(landlord).get(`/api/dwellings/${d.uuid}/viewings`)).json().results).toEqual([]);
  });
});

describe('invitation from a thread', () => {
  it('books the seeker, posts the line, mails both sides a Danish mail with a valid .ics; twice 409; full 409', async () => {
    const d = await listing();
    const seeker = await buildSeeker(t.deps, { name: 'Sara Søger' });
    const threadId = await buildThread(t.deps, { dwelling: d, seeker });
    const slot = (await t.api.as(landlord).post(`/api/dwellings/${d.uuid}/viewings`, body({ capacity: 1 }))).json<ViewingSlot>();
    const res = await t.api.as(landlord).post(`/api/viewings/${slot.id}/invitations`, { threadId });
    expect(res.statusCode).toBe(201);
    const booking = res.json<ViewingBooking>();
    expect(booking).toMatchObject({
      state: 'BOOKED',
      threadId,
      seeker: { externalId: seeker.externalId, name: 'Sara Søger', email: seeker.email },
    });

    const [line] = (await findMessages(t.deps.db, threadId)).slice(-1);
    expect(line).toMatchObject({ externalFrom: 'LANDLORD' });
    expect(line.text).toMatch(/^Fremvisning booket: [a-zæøå]+dag \d{1,2}\. [a-z]+ kl\. 17\.00–17\.30$/);

    const mail = await lastMail(t.deps, seeker.email, 'viewing-booked');
    expect(mail.subject).toMatch(/^Fremvisning booket: /);
    expect(mail.text).toContain('Adresse: Jensensvej 3, 8000 Aarhus C');
    expect(mail.text).toContain('Bemærk: Ring på hos Jensen');
    const [ics] = mail.attachments!;
    expect(ics).toMatchObject({ filename: 'fremvisning.ics', contentType: expect.stringMatching(/^text\/calendar/) });
    expect(icsLines(ics.content)[0]).toBe('BEGIN:VCALENDAR');
    expect(icsValue(ics.content, 'DTSTART')).toBe(slot.startsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, ''));
    expect(icsValue(ics.content, 'SUMMARY')).toBe('Fremvisning: Lys 3-værelses');
    expect(icsValue(ics.content, 'LOCATION')).toBe('Jensensvej 3\\, 8000 Aarhus C');
    expect(icsValue(ics.content, 'UID')).toBe(`viewing-${slot.id}@udlejning.dk`);
    expect(icsValue(ics.content, 'DURATION')).toBe('PT30M');
    const landlordMail = await lastMail(t.deps, landlord.email, 'viewing-booked-landlord');
    expect(landlordMail.text).toContain('Sara Søger har booket en plads');
    expect(landlordMail.attachments).toHaveLength(1);

    const again = await t.api.as(landlord).post(`/api/viewings/${slot.id}/invitations`, { threadId });
    expect(again.json().error).toMatchObject({ code: 'VIEWING_ALREADY_BOOKED' });
    const second = await buildSeeker(t.deps);
    const full = await t.api
      .as(landlord)
      .post(`/api/viewings/${slot.id}/invitations`, { threadId: await buildThread(t.deps, { dwelling: d, seeker: second }) });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toMatchObject({ code: 'VIEWING_FULL', message: 'Fremvisningen er fuldt booket' });
    // another listing's thread: 404
    const elsewhere = await buildThread(t.deps, { dwelling: await listing(), seeker: second });
    expect((await t.api.as(landlord).post(`/api/viewings/${slot.id}/invitations`, { threadId: elsewhere })).statusCode).toBe(404);

    const day = await t.api.as(landlord).get(`/api/viewings?date=${body().date}`);
    const mine = day.json<{ results: ViewingDaySlot[] }>().results.find((s) => s.id === slot.id);
    expect(mine).toMatchObject({ booked: 1, dwelling: { uuid: d.uuid, headline: 'Lys 3-værelses', zip: '8000' } });
    expect(mine!.bookings[0]!.seeker.name).toBe('Sara Søger');
    expect((await t.api.as(other).get(`/api/viewings?date=${body().date}`)).json().results).toEqual([]);

    const off = await t.api.as(landlord).delete(`/api/viewings/bookings/${booking.id}`);
    expect(off.statusCode).toBe(200);
    expect(off.json<ViewingBooking>().state).toBe('CANCELLED');
    expect((await lastMail(t.deps, seeker.email, 'viewing-cancelled')).text).toContain('annulleret din plads');
    expect((await t.api.as(other).delete(`/api/viewings/bookings/${booking.id}`)).statusCode).toBe(404);
  });
});

describe('public page bookings', () => {
  it('lists times with seats; mayBook needs a session and the tier; books, refuses twice, cancels its own', async () => {
    const d = await listing();
    const slot = await buildSlot(t.deps, d, { capacity: 2 });
    const anonymous = await t.api.get(`/api/public/dwellings/${d.uuid}/viewings`);
    expect(anonymous.json<PublicViewingList>()).toMatchObject({
      mayBook: false,
      results: [{ id: slot.id, free: 2, myBookingId: null }],
    });
    expect((await t.api.post(`/api/public/viewings/${slot.id}/bookings`)).statusCode).toBe(401);

    const seeker = await buildSeeker(t.deps, { level: 'REGISTERED' });
    const cookie = await seekerCookie(t.deps, seeker);
    const as = t.api.from('127.0.0.1', { cookie });
    expect((await as.get(`/api/public/dwellings/${d.uuid}/viewings`)).json<PublicViewingList>().mayBook).toBe(true);
    const res = await as.post(`/api/public/viewings/${slot.id}/bookings`);
    expect(res.statusCode).toBe(201);
    const { bookingId, slot: after } = res.json<PublicBookingReply>();
    expect(after).toMatchObject({ free: 1, myBookingId: bookingId });
    expect((await as.get(`/api/public/dwellings/${d.uuid}/viewings`)).json<PublicViewingList>().results[0]!.myBookingId).toBe(
      bookingId,
    );
    expect((await as.post(`/api/public/viewings/${slot.id}/bookings`)).json().error.code).toBe('VIEWING_ALREADY_BOOKED');
    // the seeker's thread with the landlord got the line, unread for the landlord
    const threads = await t.api.as(landlord).post('/api/chat/threads', { option: 'Dwelling', id: d.uuid });
    expect(JSON.stringify(threads.json())).toContain('Fremvisning booket');
    expect((await lastMail(t.deps, landlord.email, 'viewing-booked-landlord')).text).toContain(seeker.name);

    const stranger = t.api.from('127.0.0.1', { cookie: await seekerCookie(t.deps, await buildSeeker(t.deps)) });
    expect((await stranger.delete(`/api/public/viewings/bookings/${bookingId}`)).statusCode).toBe(404);
    const off = await as.delete(`/api/public/viewings/bookings/${bookingId}`);
    expect(off.statusCode).toBe(200);
    expect(off.json<PublicBookingReply>().slot.free).toBe(2);
    expect((await lastMail(t.deps, landlord.email, 'viewing-seeker-cancelled')).text).toContain('har meldt afbud');
  });

  it('403 CONTACT_FORBIDDEN under the tier rules (STANDARD needs PAYING), with the reason', async () => {
    const d = await listing({ listingType: 'STANDARD' });
    const slot = await buildSlot(t.deps, d);
    const as = t.api.from('127.0.0.1', {
      cookie: await seekerCookie(t.deps, await buildSeeker(t.deps, { level: 'REGISTERED' })),
    });
    expect((await as.get(`/api/public/dwellings/${d.uuid}/viewings`)).json<PublicViewingList>().mayBook).toBe(false);
    const res = await as.post(`/api/public/viewings/${slot.id}/bookings`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'CONTACT_FORBIDDEN',
      message: 'Kun betalende brugere kan skrive til udlejeren af denne annonce',
    });
    const paying = t.api.from('127.0.0.1', {
      cookie: await seekerCookie(t.deps, await buildSeeker(t.deps, { level: 'PAYING' })),
    });
    expect((await paying.post(`/api/public/viewings/${slot.id}/bookings`)).statusCode).toBe(201);
  });
});

describe('reminder and closing', () => {
  it('queues the reminder a day before; the job mails seeker and landlord once; skipped when cancelled', async () => {
    const d = await listing();
    const seeker = await buildSeeker(t.deps);
    const threadId = await buildThread(t.deps, { dwelling: d, seeker });
    const slot = (await t.api.as(landlord).post(`/api/dwellings/${d.uuid}/viewings`, body())).json<ViewingSlot>();
    const job = (await t.jobs.pending()).find((j) => j.name === VIEWING_REMINDER_JOB && j.data.slotId === slot.id);
    expect(job!.startAfter.getTime()).toBe(Date.parse(slot.startsAt) - 24 * 3_600_000);
    await t.api.as(landlord).post(`/api/viewings/${slot.id}/invitations`, { threadId });
    expect(
      await t.jobs.runDue(new Date(Date.parse(slot.startsAt) - 23 * 3_600_000), { names: [VIEWING_REMINDER_JOB] }),
    ).toBeGreaterThan(0);
    await t.deliverMails();
    expect((await lastMail(t.deps, seeker.email, 'viewing-reminder')).subject).toMatch(/^Påmindelse: fremvisning /);
    expect((await lastMail(t.deps, landlord.email, 'viewing-reminder')).text).toContain('1 boligsøger(e) kommer');

    const skipped = (
      await t.api.as(landlord).post(`/api/dwellings/${d.uuid}/viewings`, body({ start: '19:00' }))
    ).json<ViewingSlot>();
    const other3 = await buildSeeker(t.deps);
    await t.api
      .as(landlord)
      .post(`/api/viewings/${skipped.id}/invitations`, { threadId: await buildThread(t.deps, { dwelling: d, seeker: other3 }) });
    await t.api.as(landlord).delete(`/api/viewings/${skipped.id}`);
    await t.jobs.runDue(new Date(Date.parse(skipped.startsAt) - 23 * 3_600_000), { names: [VIEWING_REMINDER_JOB] });
    await t.deliverMails();
    expect(await lastMail(t.deps, other3.email, 'viewing-reminder')).toBeUndefined();
    const [row] = await t.deps.db.select().from(viewingSlots).where(eq(viewingSlots.id, skipped.id));
    expect(row.remindedAt).toBeNull();
  });

  it('deactivation and a move out of APPROVED cancel future viewings and tell the booked seekers', async () => {
    for (const close of [
      (uuid: string) => t.api.as(landlord).post(`/api/dwellings/${uuid}/activation`, { active: false }),
      (uuid: string) => t.api.as(admin).post(`/api/dwellings/${uuid}/status`, { status: 'REJECTED', reason: 'Ikke ledig' }),
    ]) {
      const d = await listing();
      const seeker = await buildSeeker(t.deps);
      const threadId = await buildThread(t.deps, { dwelling: d, seeker });
      const slot = (await t.api.as(landlord).post(`/api/dwellings/${d.uuid}/viewings`, body())).json<ViewingSlot>();
      await t.api.as(landlord).post(`/api/viewings/${slot.id}/invitations`, { threadId });
      expect((await close(d.uuid)).statusCode).toBe(200);
      const [row] = await t.deps.db.select().from(viewingSlots).where(eq(viewingSlots.id, slot.id));
      expect(row.cancelledAt).not.toBeNull();
      const mail = await lastMail(t.deps, seeker.email, 'viewing-cancelled');
      expect(mail.text).toContain('er ikke længere aktiv');
      expect(mail.meta).toMatchObject({ reason: 'closed', viewing: slot.id });
      expect((await findMessages(t.deps.db, threadId)).at(-1)!.text).toMatch(/^Fremvisning aflyst: /);
      const queued = await t.deps.db.select().from(outboxMails).where(eq(outboxMails.to, seeker.email));
      expect(queued.map((m) => m.kind).sort()).toEqual(['viewing-booked', 'viewing-cancelled']);
    }
  });
});
