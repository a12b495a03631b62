/**
 * Receipts and credit notes (docs/architecture.md "Payments"; Danish bookkeeping and VAT rules):
 *  - issueReceipt: a RECEIPT when a payment is CAPTURED (in the capture's transaction), a CREDIT_NOTE
 *    for each completed refund (referring to the payment's receipt). The number comes from the one
 *    counter row, locked in the same transaction (gapless, sequential); the PDF is rendered once and
 *    stored with it, so GET /api/receipts/<n>.pdf returns the same bytes every time. Each issue
 *    queues the receipt mail (durable mail queue, link to the PDF) and writes an activity entry
 *    (action dwelling/payment, type receipt | credit-note).
 *  - receiptPdf: the stored PDF for the payment's buyer or an admin (others 404, logged out 401).
 *  - sendReceiptMail(userId, dwellingId, transactionId): an admin re-sends the receipt mail.
 *  - redactReceiptsOfUser: at the buyer's deletion, every stored PDF is rendered again with the buyer
 *    and the listing removed (GDPR art. 17); number, dates, amounts, VAT and seller stay as issued.
 */
import { receiptPagePath } from '@udlejning/shared/payments/receipt-page';
import { storableText } from '@udlejning/shared/text';
import type { ReceiptKind } from '@udlejning/shared/payments/payment';
import type { Actor, UserActor } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { Executor } from '../../platform/db/executor';
import { mailLanguage } from '../../platform/http/request-language';
import { fill, layoutMail, mailTexts } from '../../platform/mail/layout';
import { queueMail } from '../../platform/mail/mail-queue';
import { recordActivity } from '../activity/activity.service';
import { dwellingTitle } from '../dwellings/dwellings.mails';
import { findPaymentForAdmin, findDwellingRow, type PaymentRow } from './payments.repository';
import { formatReceiptAmount, includedVat, renderReceiptPdf, type ReceiptSeller } from './receipts.pdf';
import {
  findPaymentReceipt,
  findReceipt,
  findRecipient,
  insertReceipt,
  lockReceiptsOfUser,
  nextReceiptNumber,
  replaceReceiptPdf,
  type ReceiptInfo,
} from './receipts.repository';

/** The download route of a receipt number (GET, owner or admin). */
export const receiptUrl = (number: number) => `/api/receipts/${number}.pdf`;

/** The seller printed on receipts issued now. */
const configuredSeller = (deps: Deps): ReceiptSeller => ({
  name: deps.env.SELLER_NAME,
  address: deps.env.SELLER_ADDRESS,
  cvr: deps.env.SELLER_CVR,
});

/** How the payment was made, for the receipt: the card (last four digits when known) and the provider. */
function paymentMethod(p: Pick<PaymentRow, 'provider' | 'metadata'>): string {
  const card = mailTexts('da').receipt.card;
  const last4 = p.metadata.cardLast4 ? ` •••• ${p.metadata.cardLast4}` : '';
  const provider = p.provider === 'stripe' ? 'Stripe' : 'lokal testbetaling';
  return `${card}${last4} (${provider})`;
}

/**
 * Issues a receipt (kind RECEIPT, `amount` = the captured amount) or a credit note (CREDIT_NOTE,
 * `amount` = the refund, `refersTo` = the receipt's number, `operationId` = the refund) for `p`,
 * inside `tx` (the transaction that captures or completes the refund): number, PDF, row, mail and
 * activity entry commit together. Returns the receipt (without the PDF).
 */
export async function issueReceipt(
  deps: Deps,
  tx: Executor,
  p: PaymentRow,
  input: { kind: ReceiptKind; amount: number; refersTo?: number | null; operationId?: number | null; actor: Actor },
): Promise<ReceiptInfo> {
  const dwelling = await findDwellingRow(tx, p.dwellingId);
  const issuedAt = deps.now();
  const number = await nextReceiptNumber(tx);
  const vat = includedVat(input.amount);
  const seller = configuredSeller(deps);
  const pdf = await renderReceiptPdf({
    kind: input.kind,
    number,
    refersTo: input.refersTo ?? null,
    issuedAt,
    seller,
    buyer: { name: p.name ?? '', email: p.email ?? '' },
    product: p.product,
    listing: dwelling ? dwellingTitle(dwelling) : '',
    amount: input.amount,
    vat,
    method: paymentMethod(p),
    transaction: p.transaction,
  });
  const {
    pdf: _bytes,
    seller: _seller,
    ...receipt
  } = await insertReceipt(tx, {
    number,
    kind: input.kind,
    paymentId: p.id,
    refersTo: input.refersTo ?? null,
    operationId: input.operationId ?? null,
    amount: input.amount,
    vat,
    pdf,
    seller,
    createdAt: issuedAt,
  });
  await queueReceiptMail(deps, tx, p, receipt);
  if (dwelling) {
    await recordActivity(tx, input.actor, {
      action: 'dwelling/payment',
      targetType: 'dwelling',
      targetId: dwelling.uuid,
      data: {
        type: input.kind === 'RECEIPT' ? 'receipt' : 'credit-note',
        number,
        refersTo: input.refersTo ?? null,
        amount: input.amount,
        vat,
        externalId: p.transaction,
        paymentId: p.id,
      },
      timestamp: issuedAt,
    });
  }
  return receipt;
}

/**
 * Renders every stored receipt and credit note of user `userId`'s payments again with the buyer and
 * the listing printed as removed on `now`, and stores those bytes in place, inside `tx` (the
 * deletion's transaction, GDPR art. 17). Number, kind, issue date, amounts, VAT, seller (as stored at
 * issue; the configured one for receipts from before it was stored), product, payment method and
 * transaction are as issued, as the bookkeeping act needs them. Returns how many it rendered.
 */
export async function redactReceiptsOfUser(deps: Deps, tx: Executor, userId: number, now: Date): Promise<number> {
  const slips = await lockReceiptsOfUser(tx, userId);
  for (const r of slips) {
    const pdf = await renderReceiptPdf({
      kind: r.kind,
      number: r.number,
      refersTo: r.refersTo,
      issuedAt: r.createdAt,
      seller: r.seller ?? configuredSeller(deps),
      buyer: null,
      product: r.payment.product,
      listing: '',
      amount: r.amount,
      vat: r.vat,
      method: paymentMethod(r.payment),
      transaction: r.payment.transaction,
      redactedAt: now,
    });
    await replaceReceiptPdf(tx, r.number, pdf);
  }
  return slips.length;
}

/**
 * The payment's receipt, issued now if the payment is captured (or refunded) without one (a
 * payment captured before receipts existed). Call inside a transaction holding the payment row.
 */
export async function ensureReceipt(deps: Deps, tx: Executor, p: PaymentRow, actor: Actor): Promise<ReceiptInfo | null> {
  const existing = await findPaymentReceipt(tx, p.id);
  if (existing) return existing;
  if (p.status !== 'CAPTURED' && p.status !== 'REFUNDED') return null;
  return issueReceipt(deps, tx, p, { kind: 'RECEIPT', amount: p.capturedAmount, actor });
}

/** Queues the mail of a receipt or credit note to the payment's buyer, through `ex`; returns the mail id. */
async function queueReceiptMail(deps: Deps, ex: Executor, p: PaymentRow, receipt: ReceiptInfo): Promise<number | null> {
  const user = await findRecipient(ex, p.userId);
  if (!user) return null;
  const language = mailLanguage(user.language);
  const texts = mailTexts(language);
  const kind = receipt.kind === 'RECEIPT' ? 'payment-receipt' : 'payment-credit-note';
  const dwelling = await findDwellingRow(ex, p.dwellingId);
  const vars = {
    title: dwelling ? dwellingTitle(dwelling) : '',
    product: texts.receipt[p.product],
    number: receipt.number,
    refersTo: receipt.refersTo ?? '',
    amount: formatReceiptAmount(receipt.amount),
  };
  return queueMail(
    deps,
    ex,
    layoutMail({
      to: p.email ?? user.email,
      kind,
      language,
      subject: texts[kind].subject,
      name: user.firstname,
      paragraphs: [fill(texts[kind].body, vars), texts[kind].download],
      action: { label: texts[kind].action, url: `${deps.publicUrl}${receiptPagePath(receipt.kind, receipt.number)}` },
      meta: { receipt: receipt.number, paymentId: p.id, kind: receipt.kind },
    }),
  );
}

/**
 * GET /api/receipts/:number.pdf → the stored PDF bytes. The payment's buyer or an admin; anyone
 * else, and an unknown number, 404.
 */
export async function receiptPdf(deps: Deps, user: UserActor, number: number): Promise<Buffer> {
  const receipt =
    Number.isSafeInteger(number) && number > 0 && number <= 2_147_483_647 ? await findReceipt(deps.db, number) : null;
  if (!receipt) throw new AppError('NOT_FOUND');
  if (!user.isAdmin) {
    const payment = await findPaymentForAdmin(deps.db, receipt.paymentId);
    if (!payment || payment.userId !== user.userId) throw new AppError('NOT_FOUND');
  }
  return receipt.pdf;
}

/**
 * mutation sendReceiptMail(userId, dwellingId, transactionId) (admin): queues the receipt mail of
 * the payment again (issuing the receipt first if the captured payment has none) and records it
 * (activity type receipt-mail). `transactionId` is the provider's id or our payment id; `userId`
 * the buyer's id or uuid; `dwellingId` the dwelling's uuid. Throws 404 (no such payment of that
 * user and dwelling), 409 INVALID_TRANSITION (not captured).
 */
export async function sendReceiptMail(
  deps: Deps,
  actor: UserActor,
  args: { userId: string; dwellingId: string; transactionId: string },
): Promise<boolean> {
  if (!storableText(200).safeParse(args.transactionId).success) throw new AppError('NOT_FOUND');
  return deps.db.transaction(async (tx) => {
    const p = await findPaymentForAdmin(tx, args.transactionId, { forUpdate: true });
    const dwelling = p && (await findDwellingRow(tx, p.dwellingId));
    const buyer = p && (await findRecipient(tx, p.userId));
    if (
      !p ||
      !dwelling ||
      !buyer ||
      dwelling.uuid !== args.dwellingId ||
      (String(buyer.id) !== args.userId && buyer.uuid !== args.userId)
    )
      throw new AppError('NOT_FOUND');
    const existing = await findPaymentReceipt(tx, p.id);
    if (!existing) {
      // issuing it queues its mail
      if (!(await ensureReceipt(deps, tx, p, actor))) throw new AppError('INVALID_TRANSITION');
      return true;
    }
    await queueReceiptMail(deps, tx, p, existing);
    await recordActivity(tx, actor, {
      action: 'dwelling/payment',
      targetType: 'dwelling',
      targetId: dwelling.uuid,
      data: {
        type: 'receipt-mail',
        number: existing.number,
        externalId: p.transaction,
        paymentId: p.id,
        amount: existing.amount,
      },
      timestamp: deps.now(),
    });
    return true;
  });
}
