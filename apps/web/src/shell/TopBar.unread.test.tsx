// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import '../lib/i18n';
import { setLanguage } from '../lib/i18n';
import { TopBar } from './TopBar';
import { answered, QueryAnswered, renderRoutes, sessionUser } from './test-utils';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stubUnread = (count: number) => {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ count }), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

/** On a phone the side menu is closed: the menu button carries the unread count (GET /api/chat/unread). */
describe('TopBar menu button unread count', () => {
  it.each([
    ['da', 3, 'Åbn menuen, 3 ulæste samtaler'],
    ['en', 1, 'Open the menu, 1 unread conversation'],
  ] as const)('%s: names and shows %i unread', async (lang, count, name) => {
    await setLanguage(lang);
    const fetch = stubUnread(count);
    renderRoutes([{ path: '*', element: <TopBar user={sessionUser()} onOpenMenu={() => {}} onSignOut={() => {}} /> }], '/dashboard');
    const button = await screen.findByRole('button', { name });
    expect(button.textContent).toContain(String(count));
    expect(fetch).toHaveBeenCalledWith('/api/chat/unread', expect.anything());
  });

  it('keeps the plain name with nothing unread, and asks nothing on desktop (no menu button)', async () => {
    await setLanguage('da');
    stubUnread(0);
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <>
              <TopBar user={sessionUser()} onOpenMenu={() => {}} onSignOut={() => {}} />
              <QueryAnswered queryKey={['threads', 'unread']} />
            </>
          ),
        },
      ],
      '/dashboard',
    );
    await screen.findByTestId(answered(['threads', 'unread']));
    expect(screen.getByRole('button', { name: 'Åbn menuen' })).toBeTruthy();
    cleanup();
    const fetch = stubUnread(5);
    renderRoutes([{ path: '*', element: <TopBar user={sessionUser()} onSignOut={() => {}} /> }], '/dashboard');
    expect(screen.queryByRole('button', { name: /Åbn menuen/ })).toBeNull();
    expect(fetch).not.toHaveBeenCalledWith('/api/chat/unread', expect.anything());
  });
});
