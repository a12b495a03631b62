import type { RouteObject } from 'react-router';
import { RequireAdmin } from '../../shell/guards';

/**
 * Admin pages (doc 1 §2, §6): /users/, /activity/, /feedback/, /discounts/, /payments/,
 * /payments/stripe/:paymentId and the dev
 * /outbox. Non-admins are sent to /dashboard. Mounted inside RequireAuth and the AppShell.
 * Each page is its own chunk, loaded on the first visit: landlords never download them (issue 8 §2).
 */
export const adminRoutes: RouteObject[] = [
  {
    element: <RequireAdmin />,
    children: [
      { path: 'users', lazy: async () => ({ Component: (await import('../users/pages/UsersPage')).UsersPage }) },
      { path: 'activity', lazy: async () => ({ Component: (await import('./pages/ActivityPage')).ActivityPage }) },
      { path: 'feedback', lazy: async () => ({ Component: (await import('./pages/FeedbackPage')).FeedbackPage }) },
      { path: 'discounts', lazy: async () => ({ Component: (await import('./pages/DiscountsPage')).DiscountsPage }) },
      { path: 'payments', lazy: async () => ({ Component: (await import('./pages/PaymentsPage')).PaymentsPage }) },
      {
        path: 'payments/stripe/:paymentId',
        lazy: async () => ({ Component: (await import('./pages/PaymentLookupPage')).PaymentLookupPage }),
      },
      { path: 'outbox', lazy: async () => ({ Component: (await import('./pages/OutboxPage')).OutboxPage }) },
    ],
  },
];
