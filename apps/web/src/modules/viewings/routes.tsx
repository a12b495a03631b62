import type { RouteObject } from 'react-router';

/** Logged-in routes of the viewings domain: /viewings?date=YYYY-MM-DD, the landlord's day list. The page loads on its first visit. */
export const viewingsRoutes: RouteObject[] = [
  { path: 'viewings', lazy: async () => ({ Component: (await import('./pages/ViewingsDayPage')).ViewingsDayPage }) },
];
