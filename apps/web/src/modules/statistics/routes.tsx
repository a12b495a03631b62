import type { RouteObject } from 'react-router';

/** Logged-in routes of the statistics domain: /statistics (doc 1 §2). The page loads on the first visit. */
export const statisticsRoutes: RouteObject[] = [
  { path: 'statistics', lazy: async () => ({ Component: (await import('./pages/StatisticsPage')).StatisticsPage }) },
];
