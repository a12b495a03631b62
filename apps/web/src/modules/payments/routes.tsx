import type { RouteObject } from 'react-router';
import { RequireAdmin } from '../../shell/guards';

/**
 * Admin routes of payments (doc 1 §2, §6): /discounts/, /payments/ and /payments/stripe/:paymentId.
 * Non-admins are sent to /dashboard. Each page is its own chunk, loaded on the first visit.
 */
export const paymentsRoutes: RouteObject[] = [
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
