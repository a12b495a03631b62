import type { RouteObject } from 'react-router';
import { RequireAdmin } from '../../shell/guards';

/**
 * Admin routes of the users domain: /users/ (doc 1 §2 Users (admin), §6). Non-admins are sent to
 * /dashboard. The page is its own chunk, loaded on the first visit: landlords never download it.
 */
export const usersRoutes: RouteObject[] = [
  {
    element: <RequireAdmin />,
    children: [{ path: 'users', lazy: async () => ({ Component: (await import('./pages/UsersPage')).UsersPage }) }],
  },
];
