// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OutboxPage as OutboxPageBody } from '@udlejning/shared/outbox/outbox';
import '../../../lib/i18n';
import { setLanguage } from '../../../lib/i18n';
import { renderRoutes } from '../../../shell/test-utils';
import { OutboxPage } from './OutboxPage';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderOutbox() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoutes([{ path: '/outbox', element: <OutboxPage /> }], '/outbox', (node) => (
    <QueryClientProvider client={client}>{node}</QueryClientProvider>
  ));
}

beforeEach(async () => {
  await setLanguage('da');
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
          language: 'da',
          text: 'Klik her: http://localhost:3000/reset-password?token=abc\nHilsen Udlejning',
          state: 'sent',
          attempts: 1,
          lastError: null,
          sentAt: '2026-01-03T10:00:02.000Z',
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

  it("shows each mail's delivery state; a failed one shows its last error, and without the dev transport no text", async () => {
    const mail = (id: number, state: 'queued' | 'sent' | 'failed', attempts: number, lastError: string | null) => ({
      id,
      to: `m${id}@example.dk`,
      subject: `Mail ${id}`,
      kind: 'verify-email',
      language: 'da',
      text: null,
      state,
      attempts,
      lastError,
      sentAt: null,
      createdAt: '2026-01-03T10:00:00.000Z',
    });
    const body: OutboxPageBody = {
      totalCount: 3,
      results: [
        mail(1, 'failed', 16, 'connect ECONNREFUSED 127.0.0.1:25'),
        mail(2, 'queued', 2, 'Invalid greeting'),
        mail(3, 'sent', 1, null),
      ],
    };
    fetchMock.mockResolvedValue(json(body));
    renderOutbox();
    expect(await screen.findByRole('columnheader', { name: 'Status' })).toBeTruthy();
    await screen.findByText('Fejlet');
    const row = (subject: string) => screen.getByRole('row', { name: new RegExp(subject) });
    expect(within(row('Mail 1')).getByText('Fejlet')).toBeTruthy();
    expect(within(row('Mail 1')).getByText('Forsøg: 16')).toBeTruthy();
    expect(within(row('Mail 2')).getByText('I kø')).toBeTruthy();
    expect(within(row('Mail 3')).getByText('Sendt')).toBeTruthy();
    await userEvent.click(within(row('Mail 1')).getByRole('button', { name: 'Vis e-mailen' }));
    expect(await screen.findByText('Sidste fejl: connect ECONNREFUSED 127.0.0.1:25')).toBeTruthy();
    expect(screen.getByText(/Teksten vises kun med udviklingsudbakken/)).toBeTruthy();
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
