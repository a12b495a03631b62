/**
 * The receipt and credit-note PDF (Danish bookkeeping and VAT rules; docs/architecture.md "Payments"): the seller's name,
 * address and CVR, the receipt number, the issue date (Europe/Copenhagen), the buyer, the product,
 * the amount with the 25 % VAT it includes shown separately, the payment method, and for a credit
 * note the number of the receipt it corrects. Always in Danish (the `mails.receipt` catalogue).
 * Deterministic: the same input gives the same bytes (pdfkit's CreationDate and file id are the
 * issue date). The bytes are stored at issue and rendered again only when the buyer's account is
 * deleted (GDPR art. 17, docs/privacy-retention.md): then `redactedAt` prints the buyer and the
 * listing as removed and becomes the ModDate; everything else is as issued.
 */
import type PDFKit from 'pdfkit';
import type { ReceiptKind } from '@udlejning/shared/payments/payment';

// pdfkit and its font metrics are ~25 MB of memory: loaded with the first receipt, not at start-up (docs/architecture.md "Runtime and build")
let pdfkit: Promise<typeof PDFKit> | null = null;
const loadPdfKit = () => (pdfkit ??= import('pdfkit').then((m) => m.default));
import { fill, mailTexts } from '../../platform/mail/layout';

/** The seller printed on a receipt (SELLER_NAME, SELLER_ADDRESS, SELLER_CVR at issue). */
export type ReceiptSeller = { name: string; address: string; cvr: string };

/** What a receipt shows. Amounts in øre; `issuedAt` is the instant of issue. */
export type ReceiptDocument = {
  kind: ReceiptKind;
  number: number;
  refersTo: number | null;
  issuedAt: Date;
  seller: ReceiptSeller;
  /** Null once the buyer's account is deleted (then `redactedAt` is set). */
  buyer: { name: string; email: string } | null;
  product: 'STANDARD' | 'PLUS' | 'PREMIUM';
  /** The dwelling's headline or address, for the buyer's reference. */
  listing: string;
  amount: number;
  vat: number;
  /** e.g. "Betalingskort •••• 4242 (Stripe)". */
  method: string;
  transaction: string;
  /** When the buyer's personal data was removed: buyer and listing print as removed (GDPR art. 17). */
  redactedAt?: Date | null;
};

const kroner = new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Øre as a Danish amount with two decimals: 37500 → "375,00 kr.". */
export function formatReceiptAmount(ore: number): string {
  return `${kroner.format(ore / 100)} kr.`;
}

/** The VAT included in a price with 25 % VAT (øre): a fifth, rounded half up to whole øre. */
export function includedVat(ore: number): number {
  return Math.round(ore / 5);
}

/** A date as dd.mm.yyyy in Europe/Copenhagen. */
export function formatReceiptDate(at: Date): string {
  return new Intl.DateTimeFormat('da-DK', {
    timeZone: 'Europe/Copenhagen',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(at);
}

/** Renders the receipt or credit note as PDF bytes (A4, the standard Helvetica font). */
export async function renderReceiptPdf(doc: ReceiptDocument): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const l = mailTexts('da').receipt;
  const isCredit = doc.kind === 'CREDIT_NOTE';
  const title = isCredit ? l.creditNoteTitle : l.receiptTitle;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `${title} ${doc.number}`,
      Author: doc.seller.name,
      Producer: 'Udlejning',
      Creator: 'Udlejning',
      CreationDate: doc.issuedAt,
      ModDate: doc.redactedAt ?? doc.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font('Helvetica-Bold').fontSize(22).text(title);
  pdf.moveDown(0.5);
  pdf.font('Helvetica').fontSize(10);
  pdf.text(doc.seller.name).text(doc.seller.address).text(`${l.cvr} ${doc.seller.cvr}`);
  pdf.moveDown();

  const row = (label: string, value: string, bold = false) => {
    const y = pdf.y;
    pdf.font('Helvetica-Bold').text(label, 56, y, { width: 170 });
    const labelEnd = pdf.y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(value, 236, y, { width: 300 });
    pdf.y = Math.max(labelEnd, pdf.y) + 4;
  };
  pdf.fontSize(11);
  row(isCredit ? l.creditNoteNumber : l.number, String(doc.number));
  if (isCredit && doc.refersTo !== null) row(l.refersTo, String(doc.refersTo));
  row(l.date, formatReceiptDate(doc.issuedAt));
  // the listing's headline or address is the owner's text, so it goes with the buyer's name and e-mail
  const removed = doc.redactedAt ? fill(l.removed, { date: formatReceiptDate(doc.redactedAt) }) : null;
  row(l.buyer, removed ?? (doc.buyer ? `${doc.buyer.name}\n${doc.buyer.email}` : ''));
  row(l.product, l[doc.product]);
  if (removed) row(l.listing, removed);
  else if (doc.listing) row(l.listing, doc.listing);
  row(l.method, doc.method);
  row(l.transaction, doc.transaction);
  pdf.moveDown();
  row(isCredit ? l.refunded : l.amount, formatReceiptAmount(doc.amount), true);
  row(l.vat, formatReceiptAmount(doc.vat));
  if (!isCredit) {
    pdf.moveDown();
    pdf.font('Helvetica').text(l.thanks, 56);
  }
  pdf.end();
  return done;
}
