import type { RouteObject } from 'react-router';
import i18next from 'i18next';

/**
 * The public page of a listing, /bolig/:uuid (docs/architecture.md "Messages and the public listing page"): no login, outside the signed-in shell. Its
 * code and labels load on the first visit.
 */
export const publicListingRoutes: RouteObject[] = [
  {
    path: 'bolig/:uuid',
    lazy: async () => {
      const [{ PublicListingPage }] = await Promise.all([
        import('./pages/PublicListingPage'),
        i18next.loadNamespaces(['publicListing', 'dwellings']),
      ]);
      return { Component: PublicListingPage };
    },
  },
];
