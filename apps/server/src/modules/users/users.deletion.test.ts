/**
 * The scheduled user deletion (doc 1 §4): on expireAt the persistent job deletes or
 * anonymises the user's data in every table, keeps payments and receipts without name and e-mail
 * (the stored receipt and credit-note PDFs re-rendered with the buyer removed), writes an activity
 * entry, and the user's login tokens stop at once. Afterwards a scan of every column of every table
 * finds neither the name, the e-mail nor the phone. Reactivation cancels it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { buildDwelling } from '../dwellings/dwellings.test-support';
import { dataOf, GOOD_CARD, payTier, paymentOf, REFUND } from '../payments/payments.test-support';
import { buildSeeker, buildThread } from '../messages/messages.test-support';
import { dwellings } from '../../schema/dwellings.schema';
import { uploads } from '../dwellings/uploads.schema';
import { threads } from '../../schema/messages.schema';
import { payments, receipts } from '../payments/payments.schema';
import { activities } from '../activity/activity.schema';
import { feedbacks } from '../feedback/feedback.schema';
import { users } from '../../schema/accounts.schema';
import { DELETE_USER, REACTIVATE_USER, USER_CONNECTION } from './users.test-support';
import { USER_JOB_NAMES } from './users.deletion';
import { scanForPersonalData } from '../../test/personal-data-scan';
import { pdfText } from '../../test/pdf-text';
import { formatReceiptDate } from '../payments/receipts.pdf';

const DAY = 86_400_000;
const REQ_RESET = 'mutation ($email: String!) { reqResetPassword(email: $email) }';
const SEND_MESSAGE = 'mutation($input: SendMessageInput!) { sendMessage(input: $input) { id } }';
/** Columns the personal-data scan skips, each with its reason (none needed so far). */
const SCAN_ALLOWED: string[] = [];

describe('scheduled user deletion', () => {
  let t: TestApp;
  let clock = Date.now();
  let admin: TestUser;

  beforeAll(async () => {
    t = await startTestApp({ now: () => new Date(clock) });
    admin = await buildAdmin(t.deps);
  });
  afterAll(() => t.close());
  // each test moves the app's clock to its own dates; it starts from the real time, whatever ran before
  // (docs/architecture.md "Test order")
  beforeEach(() => {
    clock = Date.now();
  });

  it('deletes or anonymises everything on the date, keeps payments without name and e-mail, and ends the sessions', async () => {
    const person = { name: 'Lis Sletmig', email: 'lis.sletmig@example.dk', phone: '+4561239876' };
    const lis = await buildLandlord(t.deps, {
      firstname: 'Lis',
      lastname: 'Sletmig',
      email: person.email,
      phone: person.phone,
      feedToken: 'feed-token-of-lis-0123456789',
    });
    // her own name, e-mail and phone as the listings' contact; her name as the card holder
    const contact = { name: person.name, email: person.email, phone: person.phone, link: null };
    const paid = await buildDwelling(t.deps, { owner: lis, status: 'PENDING_REVIEW', active: true, contact });
    const { paymentId: intentId } = await payTier(t.api.as(lis), paid.uuid, 'PLUS', 37_500, { ...GOOD_CARD, name: person.name });
    const approve = { status: 'APPROVED', reason: 'ok', mails: { approval: true, followUp: false } };
    expect((await t.api.as(admin).post(`/api/dwellings/${paid.uuid}/status`, approve)).statusCode).toBe(200);
    const payment = await paymentOf(t.deps, intentId);
    const refund = { dwelling: paid.uuid, paymentId: payment.id, amount: 10_000, reason: 'Kulance' };
    dataOf(await t.api.as(admin).graph(REFUND, refund));
    const filename = 'lis-image-1.webp';
    await t.deps.files.put(filename, Buffer.from('x'));
    await t.deps.db.insert(uploads).values({ userId: lis.id, filename, originalName: 'lis.jpg', mime: 'image/jpeg', size: 1 });
    const plain = await buildDwelling(t.deps, { owner: lis, status: 'APPROVED', images: [filename], contact });
    const seeker = await buildSeeker(t.deps);
    const threadId = await buildThread(t.deps, { dwelling: plain, seeker });
    const paidThread = await buildThread(t.deps, { dwelling: paid, seeker });
    const reply = { thread: threadId, text: `Den er ledig. Ring på ${person.phone}. Venlig hilsen ${person.name}` };
    expect((await t.api.as(lis).graph(SEND_MESSAGE, { input: reply })).json().errors).toBeUndefined();
    await t.deps.db.insert(feedbacks).values({ userId: lis.id, rating: 4, comment: 'Hej fra Lis' });
    // rate-limit counters keyed by her e-mail and a reset job carrying it (pg-boss keeps finished jobs)
    expect((await t.api.post('/api/auth', { email: person.email, password: 'wrong-password' })).statusCode).toBe(401);
    expect((await t.api.graph(REQ_RESET, { email: person.email })).json().data.reqResetPassword).toBe(true);
    const receiptsBefore = await t.deps.db.select().from(receipts).where(eq(receipts.paymentId, payment.id));
    expect(receiptsBefore.map((r) => r.kind).sort()).toEqual(['CREDIT_NOTE', 'RECEIPT']);
    expect(receiptsBefore.every((r) => pdfText(r.pdf).includes(person.email))).toBe(true);
    expect(payment.email).toBe(person.email);
    // the scan sees her before: the users row, the dwellings' contact, the receipt PDFs, the counters, pg-boss
    const needles = [person.name, 'Sletmig', person.email, person.phone, person.phone.slice(3)];
    const seen = new Set((await scanForPersonalData(t.deps.db, needles)).map((h) => `${h.table}.${h.column}`));
    for (const column of [
      'public.users.email',
      'public.dwellings.contact',
      'public.receipts.pdf',
      'public.rate_limits.key',
      'pgboss.job.data',
    ])
      expect(seen).toContain(column);

    const res = await t.api.as(admin).graph(DELETE_USER, { id: String(lis.id) });
    const expireAt = new Date(res.json().data.deleteUser as string);
    const jobs = await t.jobs.pending();
    expect(
      jobs.some(
        (j) => j.name === USER_JOB_NAMES.delete && j.data.userId === lis.id && j.startAfter.getTime() === expireAt.getTime(),
      ),
    ).toBe(true);

    // a day before the date nothing happens
    clock = expireAt.getTime() - DAY;
    await t.jobs.runDue(new Date(clock), { names: [USER_JOB_NAMES.delete] });
    expect((await t.api.as(lis).get('/api/users/me')).statusCode).toBe(200);

    clock = expireAt.getTime() + 1000;
    await t.jobs.runDue(new Date(clock), { names: [USER_JOB_NAMES.delete] });

    // every column of every table (pg-boss's too, stored PDFs by their text): no name, e-mail or phone
    expect(await scanForPersonalData(t.deps.db, needles, SCAN_ALLOWED)).toEqual([]);

    expect((await t.api.as(lis).get('/api/users/me')).statusCode).toBe(401);
    expect((await t.api.post('/api/auth', { email: lis.email, password: lis.password })).statusCode).toBe(401);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, lis.id));
    expect(row).toMatchObject({ firstname: 'Deleted', lastname: 'user', phone: '', feedToken: null, expireAt: null });
    expect(row.email).not.toContain('example.dk');
    expect(row.deletedAt).not.toBeNull();
    expect(await t.deps.db.select().from(dwellings).where(eq(dwellings.id, plain.id))).toHaveLength(0);
    const [keptDwelling] = await t.deps.db.select().from(dwellings).where(eq(dwellings.id, paid.id));
    expect(keptDwelling).toMatchObject({ active: false, headline: null, description: null, images: [] });
    expect(
      await t.deps.db
        .select()
        .from(threads)
        .where(inArray(threads.id, [threadId, paidThread])),
    ).toHaveLength(0);
    expect(await t.deps.db.select().from(uploads).where(eq(uploads.userId, lis.id))).toHaveLength(0);
    expect(await t.deps.files.size(filename)).toBeNull();
    expect(await t.deps.db.select().from(feedbacks).where(eq(feedbacks.userId, lis.id))).toHaveLength(0);
    const [keptPayment] = await t.deps.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(keptPayment).toMatchObject({
      name: null,
      email: null,
      amount: payment.amount,
      capturedAmount: payment.capturedAmount,
    });
    // the receipt and the credit note: same number, kind, amounts and VAT; the PDF the same but the buyer
    const receiptsAfter = await t.deps.db.select().from(receipts).where(eq(receipts.paymentId, payment.id));
    expect(receiptsAfter.map(({ pdf: _p, ...r }) => r)).toEqual(receiptsBefore.map(({ pdf: _p, ...r }) => r));
    for (const before of receiptsBefore) {
      const after = receiptsAfter.find((r) => r.number === before.number)!;
      const [was, is] = [pdfText(before.pdf).split('\n'), pdfText(after.pdf).split('\n')];
      expect(was.filter((line) => !is.includes(line))).toEqual([person.name, person.email, paid.headline]);
      const removed = `Persondata slettet ${formatReceiptDate(new Date(clock))} (GDPR art. 17)`;
      expect(is.filter((line) => !was.includes(line))).toEqual([removed, removed]);
    }
    const log = await t.deps.db.select().from(activities).where(eq(activities.targetId, lis.uuid));
    expect(log.map((e) => e.action)).toEqual(['user/deleted']);
    const everything = JSON.stringify(await t.deps.db.select().from(activities));
    expect(everything).not.toContain('Sletmig');
    expect((await t.api.get('/api/feeds/feed-token-of-lis-0123456789.json')).statusCode).toBe(404);
    const list = (await t.api.as(admin).graph(USER_CONNECTION, { query: 'Sletmig' })).json().data.userConnection;
    expect(list.totalCount).toBe(0);
  });

  it('a reactivated user is not deleted when the old job comes due', async () => {
    const kim = await buildLandlord(t.deps, { firstname: 'Kim', lastname: 'Bliver' });
    const expireAt = new Date((await t.api.as(admin).graph(DELETE_USER, { id: kim.uuid })).json().data.deleteUser as string);
    expect((await t.api.as(admin).graph(REACTIVATE_USER, { id: kim.uuid })).json().data.reactivateUser).toBe(true);
    clock = expireAt.getTime() + DAY;
    await t.jobs.runDue(new Date(clock), { names: [USER_JOB_NAMES.delete, USER_JOB_NAMES.sweep] });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, kim.id));
    expect(row).toMatchObject({ firstname: 'Kim', deletedAt: null, expireAt: null });
    expect((await t.api.as(kim).get('/api/users/me')).statusCode).toBe(200);
  });

  it('the hourly sweep deletes a user whose date passed without a job', async () => {
    const past = new Date(clock - 1000);
    const ole = await buildLandlord(t.deps, { firstname: 'Ole', lastname: 'Glemt', expireAt: past });
    await t.jobs.send(USER_JOB_NAMES.sweep, {});
    await t.jobs.runDue(new Date(Date.now() + 60_000), { names: [USER_JOB_NAMES.sweep] });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, ole.id));
    expect(row.deletedAt).not.toBeNull();
    expect(row.firstname).toBe('Deleted');
  });
});
