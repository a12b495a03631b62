import type { RouteObject } from 'react-router';
import { RequireAdmin } from '../../shell/guards';

/** Admin routes of the dev mail outbox: /outbox. Non-admins are sent to /dashboard; loaded on the first visit. */
export const outboxRoutes: RouteObject[] = [
  {
    element: <RequireAdmin />,
    children: [{ path: 'outbox', lazy: async () => ({ Component: (await import('./pages/OutboxPage')).OutboxPage }) }],
  },
];
