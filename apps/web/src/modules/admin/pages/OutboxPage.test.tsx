// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OutboxPage as OutboxPageBody } from '@udlejning/shared/admin/outbox';
import '../../../lib/i18n';
import { setLanguage } from '../../../lib/i18n';
import { renderRoutes } from '../../../shell/test-utils';
import { OutboxPage } from './OutboxPage';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderOutbox() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoutes([{ path: '/outbox', element: <OutboxPage /> }], '/outbox', (node) => (
    <QueryClientProvider client={client}>{node}</QueryClientProvider>
  ));
}

beforeEach(() => {
  setLanguage('da');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OutboxPage', () => {
  it('lists mails and expands one to its text with clickable links', async () => {
    const body: OutboxPageBody = {
      totalCount: 1,
      results: [
        {
          id: 7,
          to: 'udlejer@udlejning.dk',
          subject: 'Nulstil din adgangskode',
          kind: 'reset-password',
          text: 'Klik her: http://localhost:3000/reset-password?token=abc\nHilsen Udlejning',
          createdAt: '2026-01-03T10:00:00.000Z',
        },
      ],
    };
    fetchMock.mockResolvedValue(json(body));
    renderOutbox();
    expect(await screen.findByText('Nulstil din adgangskode')).toBeTruthy();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/outbox?page=1&pageSize=25');
    // 11:00 in Copenhagen (UTC+1 in January)
    expect(screen.getAllByText(/03\.01\.2026.*11[.:]00/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Vis e-mailen' }));
    const link = await screen.findByRole('link', { name: 'http://localhost:3000/reset-password?token=abc' });
    expect(link.getAttribute('href')).toBe('http://localhost:3000/reset-password?token=abc');
    expect(screen.getByRole('button', { name: 'Skjul e-mailen' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the empty state', async () => {
    fetchMock.mockResolvedValue(json({ results: [], totalCount: 0 }));
    renderOutbox();
    expect(await screen.findByText('Ingen e-mails')).toBeTruthy();
  });

  it('shows the server message translated when the request fails', async () => {
    fetchMock.mockResolvedValue(json({ error: { code: 'FORBIDDEN', message: 'Not authorized' } }, 403));
    renderOutbox();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Ikke autoriseret')).toBeTruthy();
  });
});
