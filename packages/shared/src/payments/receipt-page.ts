/**
 * The web app's page of one receipt or credit note (docs/architecture.md "Sign-in and mail links"): the
 * address a receipt mail links to. The page fetches the PDF (GET /api/receipts/<n>.pdf) with the
 * visitor's login; a signed-out visitor signs in first and comes back to it.
 */

/** `/receipts/<n>` for a receipt, `/credit-notes/<n>` for a credit note. */
export function receiptPagePath(kind: 'RECEIPT' | 'CREDIT_NOTE', number: number): string {
  return `${kind === 'CREDIT_NOTE' ? '/credit-notes' : '/receipts'}/${number}`;
}
