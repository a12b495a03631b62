// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { i18n, setLanguage } from '../../../lib/i18n';
import { MessagesPage } from './MessagesPage';

const session = vi.hoisted(() => ({ isAdmin: false }));
vi.mock('../../accounts/session', () => ({ useSession: () => ({ isAdmin: session.isAdmin, user: { id: 1 } }) }));

let urls: string[];
beforeEach(async () => {
  await setLanguage('da');
  urls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ results: [], totalCount: 0 }), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/messages/']}>
          <MessagesPage />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );

describe('MessagesPage (doc 1 §2 Messages list, §6)', () => {
  it('gives an admin the lookup and, folded away, the form to send by dwelling id', async () => {
    session.isAdmin = true;
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Ingen beskeder')).toBeTruthy();
    expect(urls[0]).toMatch(/^\/api\/chat\/threads\/admin\?/);
    expect(screen.getByRole('search', { name: 'Find samtaler' })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Send besked som administrator' });
    expect(toggle.closest('h2')).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('form', { name: 'Send besked som administrator' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Bolig-id' })).toBeTruthy();
  });

  it('gives a landlord their own threads, without the admin tools', async () => {
    session.isAdmin = false;
    renderPage();
    expect(await screen.findByText('Ingen beskeder')).toBeTruthy();
    expect(urls[0]).toMatch(/^\/api\/chat\/threads\/1\?/);
    // the table's first page is the API's page 1 (REST pages count from 1)
    expect(new URL(urls[0]!, 'http://x').searchParams.get('page')).toBe('1');
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send besked som administrator' })).toBeNull();
  });
});
