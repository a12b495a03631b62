/**
 * Refunds and receipts through the API on a real database (doc 2 §4,
 * §5, §7, §8): 'Missing data', only CAPTURED, never more than captured (concurrent refunds), the
 * credit note referring to the receipt, gapless receipt numbers, the stored PDF (same bytes every
 * time, owner or admin only), the receipt mails and the activity entries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { buildDwelling } from '../dwellings/dwellings.test-support';
import { receipts } from './payments.schema';
import { PAYMENT_JOBS } from './payments.settlement';
import { PaymentProviderError, type PaymentProviders } from './provider/payment-provider';
import { formatReceiptAmount, includedVat, renderReceiptPdf, type ReceiptDocument } from './receipts.pdf';
import {
  LISTINGS,
  REFUND,
  SEND_RECEIPT,
  capturedPayment,
  dataOf,
  dwellingRow,
  errorCode,
  localIntentOf,
  mailsTo,
  payTier,
  paymentActivity,
  paymentOf,
} from './payments.test-support';

describe('refunds and receipts', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await buildLandlord(t.deps);
    other = await buildLandlord(t.deps);
    admin = await buildAdmin(t.deps);
  });
  afterAll(() => t.close());

  const captured = (product: 'PLUS' | 'PREMIUM' = 'PLUS', amount = 37_500) =>
    capturedPayment(t.deps, t.api, { owner, admin }, product, amount);
  const refund = (vars: { dwelling: string; paymentId: string; amount: number; reason: string }, who: TestUser = admin) =>
    t.api.as(who).graph(REFUND, vars);

  it('capture issues receipt with the VAT shown, mailed to the buyer with a link to the PDF, logged', async () => {
    const { dwelling, payment } = await captured();
    const [row] = dataOf(await t.api.as(owner).graph(LISTINGS, { dwellingId: dwelling.uuid })).listings;
    expect(row).toMatchObject({
      provider: 'local',
      status: 'CAPTURED',
      amount: 37_500,
      refund: 0,
      discount: null,
      error: null,
      metadata: null,
    });
    expect(row.receipts).toEqual([
      {
        number: expect.any(Number),
        kind: 'RECEIPT',
        amount: 37_500,
        vat: 7_500,
        refersTo: null,
        url: `/api/receipts/${row.receipts[0].number}.pdf`,
        issuedAt: expect.any(String),
      },
    ]);
    const mail = (await mailsTo(t.deps, owner.email)).filter((m) => m.kind === 'payment-receipt').at(-1)!;
    expect(mail.subject).toBe('Kvittering for din annonce');
    expect(mail.text).toContain(`nr. ${row.receipts[0].number} på 375,00 kr.`);
    // the receipt's page in the app, which fetches the PDF with the login (docs/architecture.md "Sign-in and mail links")
    expect(mail.text).toContain(`${t.deps.publicUrl}/receipts/${row.receipts[0].number}`);
    expect(mail.state).toBe('sent');
    expect((await paymentActivity(t.deps, dwelling.uuid)).map((a) => a.type)).toEqual(['authorize', 'capture', 'receipt']);
    expect(payment.status).toBe('CAPTURED');
  });

  it("refundPayment without amount > 0, a reason or a payment id: 400 'Missing data'", async () => {
    const { dwelling, payment } = await captured();
    const base = { dwelling: dwelling.uuid, paymentId: payment.transaction, amount: 1_000, reason: 'fejl' };
    for (const vars of [
      { ...base, amount: 0 },
      { ...base, amount: -5 },
      { ...base, reason: '  ' },
      { ...base, paymentId: '' },
    ]) {
      const res = await refund(vars);
      expect(errorCode(res)).toBe('MISSING_DATA');
      expect(res.json().errors[0].message).toBe('Missing data');
    }
    expect((await paymentOf(t.deps, payment.transaction)).refunded).toBe(0);
  });

  it('only CAPTURED payments are refunded; another dwelling or an unknown payment is 404', async () => {
    const d = await buildDwelling(t.deps, { owner, status: 'PENDING_REVIEW', active: true });
    const { paymentId } = await payTier(t.api.as(owner), d.uuid, 'PLUS', 37_500);
    expect(errorCode(await refund({ dwelling: d.uuid, paymentId, amount: 100, reason: 'x' }))).toBe('INVALID_TRANSITION');
    const { payment } = await captured();
    expect(errorCode(await refund({ dwelling: d.uuid, paymentId: payment.id, amount: 100, reason: 'x' }))).toBe('NOT_FOUND');
    expect(errorCode(await refund({ dwelling: d.uuid, paymentId: 'pi_nope', amount: 100, reason: 'x' }))).toBe('NOT_FOUND');
  });

  it('a partial refund: the provider refunds, a credit note refers to the receipt and is mailed, logged; then the rest → REFUNDED', async () => {
    const { dwelling, payment, intentId } = await captured();
    const first = dataOf(
      await refund({ dwelling: dwelling.uuid, paymentId: payment.id, amount: 10_000, reason: 'Kulance' }),
    ).refundPayment;
    const receipt = first.receipts.find((r: { kind: string }) => r.kind === 'RECEIPT');
    expect(first).toMatchObject({
      status: 'CAPTURED',
      refund: 10_000,
      reason: 'Kulance',
      refundedTransaction: expect.stringMatching(/^re_local_/),
      refundedAt: expect.any(String),
    });
    expect(first.receipts).toEqual([
      receipt,
      {
        number: receipt.number + 1,
        kind: 'CREDIT_NOTE',
        amount: 10_000,
        vat: 2_000,
        refersTo: receipt.number,
        url: expect.any(String),
      },
    ]);
    expect((await localIntentOf(t.deps, intentId)).amountRefunded).toBe(10_000);
    expect((await dwellingRow(t.deps, dwelling.uuid)).payment).toMatchObject({ captured: true, amount: 37_500 });
    const credit = (await mailsTo(t.deps, owner.email)).filter((m) => m.kind === 'payment-credit-note').at(-1)!;
    expect(credit.subject).toBe('Kreditnota for din annonce');
    expect(credit.text).toContain(`Kreditnota nr. ${receipt.number + 1} vedrører kvittering nr. ${receipt.number}`);
    expect(credit.text).toContain(`${t.deps.publicUrl}/credit-notes/${receipt.number + 1}`);

    expect(errorCode(await refund({ dwelling: dwelling.uuid, paymentId: payment.id, amount: 27_501, reason: 'x' }))).toBe(
      'REFUND_TOO_LARGE',
    );
    const rest = dataOf(
      await refund({ dwelling: dwelling.uuid, paymentId: payment.transaction, amount: 27_500, reason: 'Rest' }),
    ).refundPayment;
    expect(rest).toMatchObject({ status: 'REFUNDED', refund: 37_500, reason: 'Rest' });
    expect(errorCode(await refund({ dwelling: dwelling.uuid, paymentId: payment.id, amount: 1, reason: 'x' }))).toBe(
      'INVALID_TRANSITION',
    );
    expect((await dwellingRow(t.deps, dwelling.uuid)).payment).toMatchObject({ captured: true });
    const log = await paymentActivity(t.deps, dwelling.uuid);
    expect(log.filter((a) => a.type === 'refund').map((a) => [a.amount, a.reason])).toEqual([
      [10_000, 'Kulance'],
      [27_500, 'Rest'],
    ]);
    expect(log.filter((a) => a.type === 'credit-note')).toHaveLength(2);
  });

  it('10 concurrent refunds of 100 kr. on 375 kr.: exactly 3 succeed, never more refunded than captured', async () => {
    const { dwelling, payment, intentId } = await captured();
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        refund({ dwelling: dwelling.uuid, paymentId: payment.id, amount: 10_000, reason: `Samtidig ${i}` }),
      ),
    );
    const codes = replies.map((r) => errorCode(r) ?? 'ok');
    expect(codes.filter((c) => c === 'ok')).toHaveLength(3);
    expect(codes.filter((c) => c === 'REFUND_TOO_LARGE')).toHaveLength(7);
    const after = await paymentOf(t.deps, payment.transaction);
    expect(after).toMatchObject({ refunded: 30_000, capturedAmount: 37_500, status: 'CAPTURED' });
    expect((await localIntentOf(t.deps, intentId)).amountRefunded).toBe(30_000);
    const notes = (await t.deps.db.select().from(receipts)).filter((r) => r.paymentId === payment.id && r.kind === 'CREDIT_NOTE');
    expect(notes.map((n) => n.amount)).toEqual([10_000, 10_000, 10_000]);
  });

  /** Runs `body` with the provider's refund replaced by `refund`. */
  async function withRefund(refund: () => Promise<{ id: string }>, body: () => Promise<void>) {
    const original: PaymentProviders = t.deps.payments;
    t.deps.payments = { ...original, get: (name) => ({ ...original.get(name), refund }) };
    try {
      await body();
    } finally {
      t.deps.payments = original;
    }
  }

  it('the provider down: the refund is reserved and queued; the job refunds once it is back, with the credit note', async () => {
    const { dwelling, payment, intentId } = await captured();
    const down = () => Promise.reject(new PaymentProviderError('unavailable', 'api_connection_error', 'down'));
    await withRefund(down, async () => {
      const res = dataOf(
        await refund({ dwelling: dwelling.uuid, paymentId: payment.id, amount: 5_000, reason: 'Senere' }),
      ).refundPayment;
      expect(res).toMatchObject({ refund: 5_000, refundedTransaction: null });
      expect(res.receipts.map((r: { kind: string }) => r.kind)).toEqual(['RECEIPT']);
      // more than what is left counting the reservation
      expect(errorCode(await refund({ dwelling: dwelling.uuid, paymentId: payment.id, amount: 32_501, reason: 'x' }))).toBe(
        'REFUND_TOO_LARGE',
      );
    });
    await t.jobs.runDue(new Date(Date.now() + 3_600_000), { names: [PAYMENT_JOBS.refund] });
    expect((await localIntentOf(t.deps, intentId)).amountRefunded).toBe(5_000);
    const [row] = dataOf(await t.api.as(admin).graph(LISTINGS, { dwellingId: dwelling.uuid })).listings;
    expect(row).toMatchObject({ refund: 5_000 });
    expect(row.receipts.map((r: { kind: string; amount: number }) => [r.kind, r.amount])).toEqual([
      ['RECEIPT', 37_500],
      ['CREDIT_NOTE', 5_000],
    ]);
  });

  it('a refund the provider refuses: 502 PAYMENT_FAILED, the reservation given back, logged, no credit note', async () => {
    const { dwelling, payment } = await captured();
    const refuse = () => Promise.reject(new PaymentProviderError('invalid', 'charge_disputed', 'The charge is disputed.'));
    await withRefund(refuse, async () => {
      expect(errorCode(await refund({ dwelling: dwelling.uuid, paymentId: payment.id, amount: 5_000, reason: 'x' }))).toBe(
        'PAYMENT_FAILED',
      );
    });
    expect(await paymentOf(t.deps, payment.transaction)).toMatchObject({ refunded: 0, status: 'CAPTURED' });
    expect((await paymentActivity(t.deps, dwelling.uuid)).at(-1)).toMatchObject({
      type: 'refund-failed',
      error: 'charge_disputed: The charge is disputed.',
    });
    const notes = (await t.deps.db.select().from(receipts)).filter((r) => r.paymentId === payment.id && r.kind === 'CREDIT_NOTE');
    expect(notes).toHaveLength(0);
  });

  it('receipt numbers are sequential without gaps, across receipts and credit notes', async () => {
    // this test's own receipts and credit notes, issued in turn: consecutive numbers in the order of issue
    const a = await captured();
    dataOf(await refund({ dwelling: a.dwelling.uuid, paymentId: a.payment.id, amount: 10_000, reason: 'Delvis' }));
    const b = await captured('PREMIUM', 60_000);
    dataOf(await refund({ dwelling: b.dwelling.uuid, paymentId: b.payment.id, amount: 60_000, reason: 'Alt' }));
    const c = await captured();
    dataOf(await refund({ dwelling: a.dwelling.uuid, paymentId: a.payment.id, amount: 27_500, reason: 'Rest' }));
    const ids = [a, b, c].map((x) => x.payment.id);
    const rows = await t.deps.db
      .select({ number: receipts.number, kind: receipts.kind, paymentId: receipts.paymentId })
      .from(receipts)
      .orderBy(asc(receipts.number));
    const own = rows.filter((r) => ids.includes(r.paymentId));
    expect(own.map((r) => [r.paymentId, r.kind])).toEqual([
      [ids[0], 'RECEIPT'],
      [ids[0], 'CREDIT_NOTE'],
      [ids[1], 'RECEIPT'],
      [ids[1], 'CREDIT_NOTE'],
      [ids[2], 'RECEIPT'],
      [ids[0], 'CREDIT_NOTE'],
    ]);
    expect(own.map((r) => r.number)).toEqual(own.map((_, i) => own[0].number + i));
    // and the whole series, with whatever the other tests issued, has no gaps
    expect(rows.map((r) => r.number)).toEqual(rows.map((_, i) => i + 1));
  });

  it('GET /api/receipts/:n.pdf: the same stored bytes every time, for the buyer and admins; others 404, logged out 401', async () => {
    const { dwelling } = await captured('PREMIUM', 60_000);
    const [row] = dataOf(await t.api.as(owner).graph(LISTINGS, { dwellingId: dwelling.uuid })).listings;
    const url = row.receipts[0].url as string;
    const a = await t.api.as(owner).get(url);
    const b = await t.api.as(owner).get(url);
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toBe('application/pdf');
    expect(a.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Buffer.compare(a.rawPayload, b.rawPayload)).toBe(0);
    const c = await t.api.as(admin).get(url);
    expect(Buffer.compare(a.rawPayload, c.rawPayload)).toBe(0);
    expect((await t.api.as(other).get(url)).statusCode).toBe(404);
    expect((await t.api.get(url)).statusCode).toBe(401);
    expect((await t.api.as(owner).get('/api/receipts/999999.pdf')).statusCode).toBe(404);
  });

  it('the PDF is deterministic for the same receipt (pdfkit dates = the issue date); amounts in Danish with VAT', async () => {
    const doc: ReceiptDocument = {
      kind: 'RECEIPT',
      number: 7,
      refersTo: null,
      issuedAt: new Date('2026-03-01T10:00:00Z'),
      seller: { name: 'Udlejning ApS', address: 'Eksempelvej 1, 1000 København K', cvr: '12345678' },
      buyer: { name: 'Lis Udlejer', email: 'lis@example.dk' },
      product: 'PLUS',
      listing: 'Byggevej 1, 8000 Aarhus C',
      amount: 37_500,
      vat: includedVat(37_500),
      method: 'Betalingskort •••• 4242 (lokal testbetaling)',
      transaction: 'pi_local_x',
    };
    expect(Buffer.compare(await renderReceiptPdf(doc), await renderReceiptPdf(doc))).toBe(0);
    expect([formatReceiptAmount(37_500), formatReceiptAmount(includedVat(37_500))]).toEqual(['375,00 kr.', '75,00 kr.']);
    expect(formatReceiptAmount(123_456)).toBe('1.234,56 kr.');
    expect(includedVat(22_500)).toBe(4_500);
    expect(includedVat(10_001)).toBe(2_000);
  });

  it('sendReceiptMail (admin) mails the receipt again and logs it; a wrong user or dwelling is 404', async () => {
    const { dwelling, payment } = await captured();
    const before = (await mailsTo(t.deps, owner.email)).length;
    const vars = { userId: String(owner.id), dwellingId: dwelling.uuid, transactionId: payment.transaction };
    expect(dataOf(await t.api.as(admin).graph(SEND_RECEIPT, vars)).sendReceiptMail).toBe(true);
    const mails = await mailsTo(t.deps, owner.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toBe('Kvittering for din annonce');
    expect((await paymentActivity(t.deps, dwelling.uuid)).at(-1)).toMatchObject({ type: 'receipt-mail' });
    expect(errorCode(await t.api.as(admin).graph(SEND_RECEIPT, { ...vars, userId: String(other.id) }))).toBe('NOT_FOUND');
    expect(errorCode(await t.api.as(admin).graph(SEND_RECEIPT, { ...vars, dwellingId: other.uuid }))).toBe('NOT_FOUND');
    expect(errorCode(await t.api.as(owner).graph(SEND_RECEIPT, vars))).toBe('FORBIDDEN');
  });
});
