/**
 * All routes (doc 1 §2, doc 2 §2). Each domain exports its own route list from
 * modules/<domain>/routes.tsx; the shell decides guards and layout.
 * Route errors inside a shell render in the shell (its pathless errorElement child); anything
 * else falls to the root errorElement. Both report the error and show 'Something bad happened'.
 * Pages and the shell load lazily (issue 8 §2): the sign-in page downloads neither the shell nor any
 * signed-in page; on a signed-in visit the router fetches the shell and the page in parallel.
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import { Root } from './shell/Root';
import { RouteErrorPage } from './shell/RouteErrorPage';
import { NotFoundPage } from './shell/NotFoundPage';
import { RequireAuth, PublicOnly } from './shell/guards';
import { loadAppNamespaces } from './lib/i18n';
import { accountsPublicRoutes, accountsRoutes, accountsTokenRoutes } from './modules/accounts/routes';
import { dwellingsRoutes, dwellingsTokenRoutes } from './modules/dwellings/routes';
import { adminRoutes } from './modules/admin/routes';
import { messagesRoutes } from './modules/messages/routes';
import { seekersRoutes } from './modules/seekers/routes';
import { statisticsRoutes } from './modules/statistics/routes';
import { publicListingRoutes } from './modules/public-listing/routes';

/** The app shell (app bar, drawer, menus) as a lazily loaded layout route element. */
function lazyShell(optionalAuth: boolean) {
  return async () => {
    // the signed-in pages' labels load with the shell, so no page renders before them
    const [{ AppShell }] = await Promise.all([import('./shell/AppShell'), loadAppNamespaces()]);
    return { element: <AppShell optionalAuth={optionalAuth} /> };
  };
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteErrorPage />,
    // shown while lazy routes of the first page load
    hydrateFallbackElement: <LinearProgress />,
    children: [
      { element: <PublicOnly />, children: accountsPublicRoutes },
      // a listing's public page (issue 11): anyone, signed in or not, without the shell
      { errorElement: <RouteErrorPage />, children: publicListingRoutes },
      // the status page (doc 2 §2) and /verify-email work with a mailed token and no login
      {
        lazy: lazyShell(true),
        children: [{ errorElement: <RouteErrorPage />, children: [...dwellingsTokenRoutes, ...accountsTokenRoutes] }],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: lazyShell(false),
            children: [
              {
                errorElement: <RouteErrorPage />,
                children: [
                  ...accountsRoutes,
                  ...dwellingsRoutes,
                  ...messagesRoutes,
                  ...seekersRoutes,
                  ...statisticsRoutes,
                  ...adminRoutes,
                  // unknown routes: inside the shell when logged in; logged out, RequireAuth sends to / (doc 1 §2)
                  { path: '*', element: <NotFoundPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
