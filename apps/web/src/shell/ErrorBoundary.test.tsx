// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import '../lib/i18n';
import { setLanguage } from '../lib/i18n';
import { ApiError } from '../lib/api';
import { resetReportCount } from '../modules/errors/report-error';
import { AppShell } from './AppShell';
import { RouteErrorPage } from './RouteErrorPage';
import { renderRoutes, sessionUser } from './test-utils';

vi.mock('../modules/accounts/session', () => ({
  useSession: () => ({ user: sessionUser(), token: 't', isAdmin: false, isLoading: false, signOut: () => undefined }),
}));

const fetchMock = vi.fn<typeof fetch>();

function Bomb(): never {
  throw new Error('Kaboom');
}

const reports = () =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/errors')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

/**
 * The reports once `n` went out: RouteErrorPage reports in an effect, which may run after its page shows
 * (on a loaded machine the report came later than the text).
 */
const reportsOnce = async (n: number) => {
  await waitFor(() => expect(reports()).toHaveLength(n));
  return reports();
};

/** A route whose loader throws a plain error: its report, once sent, tells that the earlier page's effect has run. */
const sentinel = {
  path: '/sentinel',
  errorElement: <RouteErrorPage />,
  loader: () => {
    throw new Error('Sentinel');
  },
  element: <p>never</p>,
  hydrateFallbackElement: <p>loading</p>,
};

beforeEach(async () => {
  await setLanguage('da');
  resetReportCount();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  // React logs caught render errors; keep the test output readable
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('render errors inside the shell (doc 1 §8)', () => {
  const routes = [
    {
      element: <AppShell />,
      errorElement: <RouteErrorPage />,
      children: [
        { path: 'broken', element: <Bomb /> },
        { path: 'fine', element: <p>fine page</p> },
      ],
    },
  ];

  it('shows the error page inside the shell and reports message, stack and component stack', async () => {
    const { router } = renderRoutes(routes, '/broken');
    expect(await screen.findByText('Der skete noget uventet')).toBeTruthy();
    // the shell (menu) is still there
    expect(screen.getByRole('navigation', { name: 'Hovedmenu' })).toBeTruthy();
    const [report] = await reportsOnce(1);
    expect(report.message).toBe('Kaboom');
    expect(String(report.stack)).toContain('Kaboom');
    expect(String(report.info)).toContain('Bomb');

    // navigating away recovers
    await router.navigate('/fine');
    expect(await screen.findByText('fine page')).toBeTruthy();
  });

  it('shows the error page in English', async () => {
    await setLanguage('en');
    renderRoutes(routes, '/broken');
    expect(await screen.findByText('Something bad happened')).toBeTruthy();
  });

  it('swallows a failed report', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    renderRoutes(routes, '/broken');
    expect(await screen.findByText('Der skete noget uventet')).toBeTruthy();
    expect(await reportsOnce(1)).toHaveLength(1);
  });
});

describe('route errors (the router errorElement)', () => {
  it('reports a loader error and shows the error page', async () => {
    renderRoutes(
      [
        {
          path: '/',
          errorElement: <RouteErrorPage />,
          loader: () => {
            throw new Error('Loader broke');
          },
          element: <p>never</p>,
          hydrateFallbackElement: <p>loading</p>,
        },
      ],
      '/',
    );
    expect(await screen.findByText('Der skete noget uventet')).toBeTruthy();
    expect((await reportsOnce(1)).map((r) => r.message)).toEqual(['Loader broke']);
  });

  it('does not report an API reply (the server knows it)', async () => {
    const { router } = renderRoutes(
      [
        {
          path: '/',
          errorElement: <RouteErrorPage />,
          loader: () => {
            throw new ApiError(500, 'INTERNAL', 'Oops');
          },
          element: <p>never</p>,
          hydrateFallbackElement: <p>loading</p>,
        },
        sentinel,
      ],
      '/',
    );
    expect(await screen.findByText('Der skete noget uventet')).toBeTruthy();
    // the next error's report: the API reply's page had its turn to report before it
    await router.navigate('/sentinel');
    expect((await reportsOnce(1)).map((r) => r.message)).toEqual(['Sentinel']);
  });

  it('shows the not-found page for an unknown route, without a report', async () => {
    const { router } = renderRoutes(
      [{ path: '/', errorElement: <RouteErrorPage />, element: <p>home</p> }, sentinel],
      '/nowhere',
    );
    expect(await screen.findByText('Siden findes ikke')).toBeTruthy();
    await router.navigate('/sentinel');
    expect((await reportsOnce(1)).map((r) => r.message)).toEqual(['Sentinel']);
  });
});
