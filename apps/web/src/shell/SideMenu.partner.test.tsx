// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import '../lib/i18n';
import { setLanguage } from '../lib/i18n';
import { SideMenu } from './SideMenu';
import { answered, QueryAnswered, renderRoutes, sessionUser } from './test-utils';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A fetch answering GET /api/site with `partner` (and `devRoutes`) and everything else with an empty count. */
const siteFetch = (partner: unknown, devRoutes = false) =>
  vi.fn(async (url: string | URL | Request) =>
    String(url) === '/api/site'
      ? new Response(JSON.stringify({ partner, devRoutes }), { status: 200 })
      : new Response(JSON.stringify({ count: 0 }), { status: 200 }),
  );

/** The partner host's help box (doc 1 §1): support e-mail and hours in the side menu; none on the default host. */
describe('SideMenu help box', () => {
  it.each([
    ['da', 'Skriv til hjaelp@partner.dk', 'Mandag til torsdag 8:00-16:00', 'Fredag 8:00-15:00'],
    ['en', 'Write to hjaelp@partner.dk', 'Monday to Thursday 8:00-16:00', 'Friday 8:00-15:00'],
  ] as const)('%s: a partner host shows the support e-mail and hours', async (lang, email, weekdays, friday) => {
    await setLanguage(lang);
    vi.stubGlobal('fetch', siteFetch({ supportEmail: 'hjaelp@partner.dk', appBarColor: '#ffd700', appBarTextColor: '#000000' }));
    renderRoutes([{ path: '*', element: <SideMenu user={sessionUser()} isAdmin={false} onSignOut={() => {}} /> }], '/dashboard');
    const link = await screen.findByRole('link', { name: email });
    expect(link.getAttribute('href')).toBe('mailto:hjaelp@partner.dk');
    expect(screen.getByText(weekdays)).toBeTruthy();
    expect(screen.getByText(friday)).toBeTruthy();
  });

  it('the default host shows no help box', async () => {
    await setLanguage('da');
    const fetch = siteFetch(null);
    vi.stubGlobal('fetch', fetch);
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <>
              <SideMenu user={sessionUser()} isAdmin={false} onSignOut={() => {}} />
              <QueryAnswered queryKey={['site']} />
            </>
          ),
        },
      ],
      '/dashboard',
    );
    // the site answer (no partner) has reached the menu
    await screen.findByTestId(answered(['site']));
    expect(fetch).toHaveBeenCalledWith('/api/site', expect.anything());
    expect(screen.queryByText('Brug for hjælp?')).toBeNull();
  });
});

/** The admin's dev outbox is offered only where the server serves it (GET /api/site devRoutes). */
describe('SideMenu developer group', () => {
  it.each([
    [true, 1],
    [false, 0],
  ] as const)('devRoutes %s: %i dev outbox link', async (devRoutes, links) => {
    await setLanguage('da');
    vi.stubGlobal('fetch', siteFetch(null, devRoutes));
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <>
              <SideMenu user={sessionUser({ role: 'admin' })} isAdmin onSignOut={() => {}} />
              <QueryAnswered queryKey={['site']} />
            </>
          ),
        },
      ],
      '/dashboard',
    );
    // the menu is there before the site answer; the outbox follows it
    await screen.findByRole('link', { name: 'Betalinger' });
    await screen.findByTestId(answered(['site']));
    expect(screen.queryAllByRole('link', { name: 'Udbakke (dev)' }).map((a) => a.getAttribute('href'))).toEqual(
      links ? ['/outbox'] : [],
    );
  });
});
