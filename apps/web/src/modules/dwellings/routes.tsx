import type { RouteObject } from 'react-router';

/**
 * Logged-in routes: /dwellings/, /dwellings/create, /dwellings/:uuid, /dwellings/:uuid/preview.
 * Create and edit share ONE route (`:uuid`, where 'create' means new) so the form keeps its
 * state when the first save replaces /dwellings/create by /dwellings/:uuid.
 * Each page is its own chunk, loaded by the router together with the shell (docs/architecture.md "Front-end loading").
 */
export const dwellingsRoutes: RouteObject[] = [
  {
    path: 'dwellings',
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./pages/DwellingsPage')).DwellingsPage }) },
      { path: ':uuid', lazy: async () => ({ Component: (await import('./pages/DwellingFormPage')).DwellingFormPage }) },
      {
        path: ':uuid/preview',
        lazy: async () => ({ Component: (await import('./pages/DwellingPreviewPage')).DwellingPreviewPage }),
      },
    ],
  },
];

const statusPage = async () => ({ Component: (await import('./pages/DwellingStatusPage')).DwellingStatusPage });

/** Token or login: /dwellings/:uuid/status and /status?token=… (doc 2 §2). */
export const dwellingsTokenRoutes: RouteObject[] = [
  { path: 'dwellings/:uuid/status', lazy: statusPage },
  { path: 'status', lazy: statusPage },
];
