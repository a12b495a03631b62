/** Test helpers for shell components: a signed-in session mock, the theme and a memory router. */
import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { notifyManager, QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
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
  // the side menu reads the unread count (docs/architecture.md "Messages and the public listing page"); no retries, so a test without the API stays quiet
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queries}>
      <ThemeProvider theme={buildTheme('da')}>{wrap(<RouterProvider router={router} />)}</ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}

/**
 * Shows `<span data-testid="answered <queryKey as JSON>">` once the query `queryKey` has its answer (data or
 * an error); it only watches the query cache. The cache tells it in the same batch as the query's readers,
 * so when it shows, the components reading that query have rendered the answer too: a test can then assert
 * that something is absent after a positive signal instead of after a sleep.
 *   element: <><SideMenu … /><QueryAnswered queryKey={['site']} /></>
 *   await screen.findByTestId(answered(['site']));
 */
export function QueryAnswered({ queryKey }: { queryKey: readonly unknown[] }) {
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(notifyManager.batchCalls(onChange)),
    [client],
  );
  const status = useSyncExternalStore(subscribe, () => client.getQueryState(queryKey)?.status);
  return status === 'success' || status === 'error' ? <span data-testid={answered(queryKey)} /> : null;
}

/** The test id QueryAnswered shows for `queryKey`. */
export const answered = (queryKey: readonly unknown[]) => `answered ${JSON.stringify(queryKey)}`;
