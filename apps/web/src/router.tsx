/**
 * All routes (doc 1 §2, doc 2 §2). Each domain exports its own route list from
 * modules/<domain>/routes.tsx; the shell decides guards and layout.
 * Route errors inside a shell render in the shell (its pathless errorElement child); anything
 * else falls to the root errorElement. Both report the error and show 'Something bad happened'.
 * Pages and the shell load lazily (docs/architecture.md "Front-end loading"): the sign-in page downloads neither the shell nor any
 * signed-in page; on a signed-in visit the router fetches the shell and the page in parallel.
 */
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import { Root } from './shell/Root';
import { RouteErrorPage } from './shell/RouteErrorPage';
import { NotFoundPage } from './shell/NotFoundPage';
import { RequireAuth, PublicOnly } from './shell/guards';
import { loadAppNamespaces } from './lib/i18n';
import { tokenStorage } from './lib/token-storage';
import { accountsLinkRoutes, accountsPublicRoutes, accountsRoutes, accountsTokenRoutes } from './modules/accounts/routes';
import { dwellingsRoutes, dwellingsTokenRoutes } from './modules/dwellings/routes';
import { messagesRoutes } from './modules/messages/routes';
import { seekersRoutes } from './modules/seekers/routes';
import { statisticsRoutes } from './modules/statistics/routes';
import { publicListingRoutes } from './modules/public-listing/routes';
import { organizationsRoutes, organizationsTokenRoutes } from './modules/organizations/routes';
import { usersRoutes } from './modules/users/routes';
import { activityRoutes } from './modules/activity/routes';
import { feedbackRoutes } from './modules/feedback/routes';
import { paymentsRoutes } from './modules/payments/routes';
import { outboxRoutes } from './modules/outbox/routes';
import { viewingsRoutes } from './modules/viewings/routes';

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
      { element: <PublicOnly />, handle: { guard: 'signedOut' } satisfies GuardHandle, children: accountsPublicRoutes },
      // the reset link works signed in too (doc 1 §4), without the shell
      { errorElement: <RouteErrorPage />, children: accountsLinkRoutes },
      // a listing's public page (docs/architecture.md "Messages and the public listing page"): anyone, signed in or not, without the shell
      { errorElement: <RouteErrorPage />, children: publicListingRoutes },
      // the status page (doc 2 §2) and /verify-email work with a mailed token and no login
      {
        lazy: lazyShell(true),
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [...dwellingsTokenRoutes, ...accountsTokenRoutes, ...organizationsTokenRoutes],
          },
        ],
      },
      {
        element: <RequireAuth />,
        handle: { guard: 'signedIn' } satisfies GuardHandle,
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
                  ...viewingsRoutes,
                  ...seekersRoutes,
                  ...statisticsRoutes,
                  ...organizationsRoutes,
                  // admin pages: each domain's routes carry the admin guard
                  ...usersRoutes,
                  ...activityRoutes,
                  ...feedbackRoutes,
                  ...paymentsRoutes,
                  ...outboxRoutes,
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

/** Marks a guard route: who it lets through (resolveFirstPage skips pages the guard would refuse). */
type GuardHandle = { guard: 'signedIn' | 'signedOut' };

/**
 * Loads the lazy parts (the shell, the page) of the routes the current address shows, before the
 * router exists, so its first render is the page itself rather than a progress bar followed by a
 * second render one task later (React Router's documented pattern for lazy routes at start-up;
 * docs/architecture.md "Front-end loading": ≈ 1 long task less before the first paint). The chunks are already on their way
 * (index.html's preload script). A page its guard would refuse (a signed-in page without a stored
 * login, the sign-in page with one) is left lazy: the guard redirects without it. A failed load is
 * left to the router, which tries again and shows its error page.
 */
export async function resolveFirstPage(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  const guard = matches.map((m) => (m.route.handle as GuardHandle | undefined)?.guard).find(Boolean);
  if (guard && (guard === 'signedIn') !== (tokenStorage.get() !== null)) return;
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        const loaded = await route.lazy();
        Object.assign(route, loaded, { lazy: undefined });
      } catch {
        /* the router loads it again and shows the error */
      }
    }),
  );
}

let router: ReturnType<typeof createBrowserRouter> | undefined;

/** The app's one router, created on first use (after resolveFirstPage, when main.tsx awaited it). */
export function appRouter(): ReturnType<typeof createBrowserRouter> {
  router ??= createBrowserRouter(routes);
  return router;
}
