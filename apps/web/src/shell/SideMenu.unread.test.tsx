// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import '../lib/i18n';
import { setLanguage } from '../lib/i18n';
import { SideMenu } from './SideMenu';
import { answered, QueryAnswered, renderRoutes, sessionUser } from './test-utils';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The side menu's unread badge (docs/architecture.md "Messages and the public listing page"): GET /api/chat/unread's count on the Messages item. */
describe('SideMenu unread count', () => {
  it.each([
    ['da', 3, '3 ulæste samtaler'],
    ['en', 1, '1 unread conversation'],
  ] as const)('%s: shows %i on Messages with "%s"', async (lang, count, label) => {
    await setLanguage(lang);
    const fetch = vi.fn(async () => new Response(JSON.stringify({ count }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    renderRoutes([{ path: '*', element: <SideMenu user={sessionUser()} isAdmin={false} onSignOut={() => {}} /> }], '/dashboard');
    const messages = within(screen.getByRole('navigation')).getByRole('link', {
      name: new RegExp(lang === 'da' ? 'Beskeder' : 'Messages'),
    });
    expect((await within(messages).findByLabelText(label)).textContent).toBe(String(count));
    expect(fetch).toHaveBeenCalledWith('/api/chat/unread', expect.anything());
  });

  it('shows no badge when nothing is unread', async () => {
    await setLanguage('da');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ count: 0 }), { status: 200 })),
    );
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <>
              <SideMenu user={sessionUser()} isAdmin={false} onSignOut={() => {}} />
              <QueryAnswered queryKey={['threads', 'unread']} />
            </>
          ),
        },
      ],
      '/dashboard',
    );
    // the count (0) has reached the menu
    await screen.findByTestId(answered(['threads', 'unread']));
    expect(screen.queryByLabelText(/ulæst/)).toBeNull();
  });
});
