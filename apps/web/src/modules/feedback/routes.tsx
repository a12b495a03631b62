import type { RouteObject } from 'react-router';
import { RequireAdmin } from '../../shell/guards';

/** Admin routes of feedback: /feedback/ (doc 2 §7). Non-admins are sent to /dashboard; loaded on the first visit. */
export const feedbackRoutes: RouteObject[] = [
  {
    element: <RequireAdmin />,
    children: [{ path: 'feedback', lazy: async () => ({ Component: (await import('./pages/FeedbackPage')).FeedbackPage }) }],
  },
];
