/**
 * All routes (doc 1 §2, doc 2 §2). Each domain exports its own route list from
 * modules/<domain>/routes.tsx; the shell decides guards and layout.
 */
import { createBrowserRouter } from 'react-router';
import { Root } from './shell/Root';
import { ErrorPage } from './shell/ErrorPage';
import { NotFoundPage } from './shell/NotFoundPage';
import { RequireAuth, PublicOnly } from './shell/guards';
import { AppShell } from './shell/AppShell';
import { accountsPublicRoutes, accountsRoutes } from './modules/accounts/routes';
import { dwellingsRoutes, dwellingsTokenRoutes } from './modules/dwellings/routes';
import { adminRoutes } from './modules/admin/routes';

export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <ErrorPage />,
    children: [
      { element: <PublicOnly />, children: accountsPublicRoutes },
      // the status page works with a mailed token and no login (doc 2 §2)
      { element: <AppShell optionalAuth />, children: dwellingsTokenRoutes },
      {
        element: <RequireAuth />,
        children: [{ element: <AppShell />, children: [...accountsRoutes, ...dwellingsRoutes, ...adminRoutes] }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
