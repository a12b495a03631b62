import type { RouteObject } from 'react-router';

/** Logged-in routes of the seekers domain: /boligsoegerlisten/ (doc 1 §2). The page loads on the first visit. */
export const seekersRoutes: RouteObject[] = [
  { path: 'boligsoegerlisten', lazy: async () => ({ Component: (await import('./pages/SeekersPage')).SeekersPage }) },
];
