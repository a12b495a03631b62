import type { RouteObject } from 'react-router';
import { RequireAdmin } from '../../shell/guards';

const receiptPage = (kind: 'RECEIPT' | 'CREDIT_NOTE') => async () => {
  const { ReceiptPage } = await import('./pages/ReceiptPage');
  return { element: <ReceiptPage kind={kind} /> };
};

/**
 * Routes of payments. Signed in: "Mine betalinger" (/my-payments, the caller's own payments), a receipt's and a credit note's page (/receipts/:number,
 * /credit-notes/:number; the buyer or an admin, docs/architecture.md "Sign-in and mail links").
 * Admin (doc 1 §2, §6): /discounts/, /payments/ and /payments/stripe/:paymentId; non-admins are sent to
 * /dashboard. Each page is its own chunk, loaded on the first visit.
 */
export const paymentsRoutes: RouteObject[] = [
  { path: 'my-payments', lazy: async () => ({ Component: (await import('./pages/MyPaymentsPage')).MyPaymentsPage }) },
  { path: 'receipts/:number', lazy: receiptPage('RECEIPT') },
  { path: 'credit-notes/:number', lazy: receiptPage('CREDIT_NOTE') },
  {
    element: <RequireAdmin />,
    children: [
      { path: 'discounts', lazy: async () => ({ Component: (await import('./pages/DiscountsPage')).DiscountsPage }) },
      { path: 'payments', lazy: async () => ({ Component: (await import('./pages/PaymentsPage')).PaymentsPage }) },
      {
        path: 'payments/stripe/:paymentId',
        lazy: async () => ({ Component: (await import('./pages/PaymentLookupPage')).PaymentLookupPage }),
      },
    ],
  },
];
