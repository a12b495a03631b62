/** Test helpers for shell components: a signed-in session mock, the theme and a memory router. */
import type { ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { SessionUser } from '@udlejning/shared/accounts/user';
import { buildTheme } from '../theme';

// parallel test runs load the machine; give findBy* queries room before failing
configure({ asyncUtilTimeout: 5_000 });

/** A session user with sensible defaults. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    uuid: '00000000-0000-4000-8000-000000000001',
    email: 'udlejer@udlejning.dk',
    name: 'Ulla Udlejer',
    firstname: 'Ulla',
    lastname: 'Udlejer',
    company: null,
    companyAddress: null,
    cvr: null,
    phone: '+4511223344',
    type: 'PERSONAL',
    verified: true,
    emailVerified: true,
    phoneVerified: false,
    roles: [],
    role: 'landlord',
    ...overrides,
  };
}

/** Renders `routes` in a memory router at `path`, inside the app theme; returns the router too. */
export function renderRoutes(routes: RouteObject[], path: string, wrap: (node: ReactNode) => ReactNode = (n) => n) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // the side menu reads the unread count (issue 11); no retries, so a test without the API stays quiet
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queries}>
      <ThemeProvider theme={buildTheme('da')}>{wrap(<RouterProvider router={router} />)}</ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}
