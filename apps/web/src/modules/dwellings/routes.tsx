import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const DwellingsPage = lazy(() => import('./pages/DwellingsPage').then((m) => ({ default: m.DwellingsPage })));
const DwellingFormPage = lazy(() => import('./pages/DwellingFormPage').then((m) => ({ default: m.DwellingFormPage })));
const DwellingPreviewPage = lazy(() => import('./pages/DwellingPreviewPage').then((m) => ({ default: m.DwellingPreviewPage })));
const DwellingStatusPage = lazy(() => import('./pages/DwellingStatusPage').then((m) => ({ default: m.DwellingStatusPage })));

/**
 * Logged-in routes: /dwellings/, /dwellings/create, /dwellings/:uuid, /dwellings/:uuid/preview.
 * Create and edit share ONE route (`:uuid`, where 'create' means new) so the form keeps its
 * state when the first save replaces /dwellings/create by /dwellings/:uuid.
 */
export const dwellingsRoutes: RouteObject[] = [
  {
    path: 'dwellings',
    children: [
      { index: true, element: <DwellingsPage /> },
      { path: ':uuid', element: <DwellingFormPage /> },
      { path: ':uuid/preview', element: <DwellingPreviewPage /> },
    ],
  },
];

/** Token or login: /dwellings/:uuid/status and /status?token=… (doc 2 §2). */
export const dwellingsTokenRoutes: RouteObject[] = [
  { path: 'dwellings/:uuid/status', element: <DwellingStatusPage /> },
  { path: 'status', element: <DwellingStatusPage /> },
];
