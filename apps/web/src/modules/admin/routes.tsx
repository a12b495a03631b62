import type { RouteObject } from 'react-router';
import { RequireAdmin } from '../../shell/guards';
import { UsersPage } from './pages/UsersPage';
import { ActivityPage } from './pages/ActivityPage';
import { FeedbackPage } from './pages/FeedbackPage';
import { DiscountsPage } from './pages/DiscountsPage';
import { PaymentsPage } from './pages/PaymentsPage';
import { OutboxPage } from './pages/OutboxPage';

/**
 * Admin pages (doc 1 §2, §6): /users/, /activity/, /feedback/, /discounts/, /payments/ and the dev
 * /outbox. Non-admins are sent to /dashboard. Mounted inside RequireAuth and the AppShell.
 */
export const adminRoutes: RouteObject[] = [
  {
    element: <RequireAdmin />,
    children: [
      { path: 'users', element: <UsersPage /> },
      { path: 'activity', element: <ActivityPage /> },
      { path: 'feedback', element: <FeedbackPage /> },
      { path: 'discounts', element: <DiscountsPage /> },
      { path: 'payments', element: <PaymentsPage /> },
      { path: 'outbox', element: <OutboxPage /> },
    ],
  },
];
