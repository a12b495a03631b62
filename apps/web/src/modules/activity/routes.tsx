import type { RouteObject } from 'react-router';
import { RequireAdmin } from '../../shell/guards';

/** Admin routes of the activity log: /activity/ (doc 1 §2). Non-admins are sent to /dashboard; loaded on the first visit. */
export const activityRoutes: RouteObject[] = [
  {
    element: <RequireAdmin />,
    children: [{ path: 'activity', lazy: async () => ({ Component: (await import('./pages/ActivityPage')).ActivityPage }) }],
  },
];
