/**
 * Test helpers for the account pages: the real session provider, guards and account routes in a
 * memory router, with fetch answered by a handler per "METHOD path" (or GraphQL operation name).
 */
import { Outlet, createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '../../ui/toast/toast';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { SessionUser } from '@udlejning/shared/accounts/user';
import { buildTheme } from '../../theme';
import { PublicOnly, RequireAuth } from '../../shell/guards';
import { SessionProvider } from './session';
import { accountsLinkRoutes, accountsPublicRoutes, accountsRoutes, accountsTokenRoutes } from './routes';
import { organizationsRoutes, organizationsTokenRoutes } from '../organizations/routes';

export type FakeReply = { status?: number; body: unknown };
/** Keys: 'POST /api/auth', 'GET /api/users/me', or a GraphQL field such as 'userResetPassword'. */
export type FakeApi = Record<string, (body: unknown) => FakeReply>;

/** Replaces fetch with `api`; returns the mock to inspect calls. Unknown calls answer 404. */
export function stubFetch(api: FakeApi) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.toString();
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    let key = `${init?.method ?? 'GET'} ${url}`;
    if (url === '/api/graph') key = /\{\s*(\w+)/.exec((body as { query: string }).query)?.[1] ?? key;
    const handler = api[key];
    const reply = handler ? handler(body) : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

const page = (name: string) => <p>{`page ${name}`}</p>;

/** The account routes with the real guards, plus placeholder pages for other domains. */
export const testRoutes: RouteObject[] = [
  {
    element: <Outlet />,
    children: [
      { element: <PublicOnly />, children: accountsPublicRoutes },
      { element: <Outlet />, children: accountsLinkRoutes },
      { element: <Outlet />, children: [...accountsTokenRoutes, ...organizationsTokenRoutes] },
      {
        element: <RequireAuth />,
        children: [
          ...accountsRoutes,
          ...organizationsRoutes,
          { path: 'dwellings', element: page('dwellings') },
          { path: 'dwellings/create', element: page('create dwelling') },
        ],
      },
    ],
  },
];

/**
 * Loads the modules of every lazy route first: on a loaded machine the first import of a page can
 * take seconds, and that wait belongs under the test's timeout (30 s), not a findBy's (1–5 s).
 */
async function loadLazyRoutes(routes: RouteObject[]): Promise<void> {
  await Promise.all(
    routes.map(async (route) => {
      if (typeof route.lazy === 'function') await route.lazy();
      if (route.children) await loadLazyRoutes(route.children);
    }),
  );
}

/**
 * Renders the app's account part at `path` with fresh query cache and session, its pages loaded;
 * `signedInRoutes` adds pages behind RequireAuth.
 */
export async function renderAccounts(path: string, signedInRoutes: RouteObject[] = []) {
  await loadLazyRoutes(testRoutes);
  const routes: RouteObject[] = signedInRoutes.length
    ? [...testRoutes, { element: <RequireAuth />, children: signedInRoutes }]
    : testRoutes;
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={buildTheme('da')}>
        <>
          <Toaster />
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}

/** A JWT-shaped token (unsigned) with `payload`, as the reset page decodes it. */
export function fakeJwt(payload: Record<string, unknown>): string {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part(payload)}.signature`;
}

/** A session user with defaults. */
export function user(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    uuid: '00000000-0000-4000-8000-000000000007',
    email: 'lars@example.dk',
    name: 'Lars Lund',
    firstname: 'Lars',
    lastname: 'Lund',
    company: null,
    companyAddress: null,
    cvr: null,
    phone: '+4511223344',
    type: 'PERSONAL',
    verified: false,
    emailVerified: true,
    phoneVerified: false,
    roles: [],
    role: 'landlord',
    ...overrides,
  };
}
