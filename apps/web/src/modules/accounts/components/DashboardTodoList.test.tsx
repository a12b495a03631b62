// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { DashboardTodo, TodoItem } from '@udlejning/shared/dashboard/todo';
import { i18n, loadAppNamespaces, setLanguage } from '../../../lib/i18n';
import { DashboardTodoList } from './DashboardTodoList';

let reply: { status: number; body: unknown };
const item = (over: Partial<TodoItem>): TodoItem => ({
  kind: 'DRAFT',
  dwellingUuid: 'd-1',
  address: 'Vestergade 1, 8000 Aarhus C',
  threadId: null,
  seekerName: null,
  date: '2026-12-03T10:00:00.000Z',
  ...over,
});
const counts = { unreadThreads: 0, drafts: 0, awaitingPayment: 0, awaitingApproval: 0, expiring: 0 };

beforeEach(async () => {
  await setLanguage('da');
  await loadAppNamespaces();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      expect(url).toBe('/api/dashboard/todo');
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderList = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <DashboardTodoList />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );

describe('DashboardTodoList (what needs the landlord)', () => {
  it('links each item to where it is done, in the order unread, draft, payment, approval, expiring', async () => {
    const body: DashboardTodo = {
      items: [
        item({ kind: 'EXPIRING', dwellingUuid: 'd-5', date: '2026-12-03T10:00:00.000Z' }),
        item({ kind: 'UNREAD_THREAD', dwellingUuid: 'd-1', threadId: 't-9', seekerName: 'Sara Søger' }),
        item({ kind: 'DRAFT', dwellingUuid: 'd-2' }),
        item({ kind: 'AWAITING_PAYMENT', dwellingUuid: 'd-3' }),
        item({ kind: 'AWAITING_APPROVAL', dwellingUuid: 'd-4' }),
      ],
      counts: { unreadThreads: 1, drafts: 1, awaitingPayment: 1, awaitingApproval: 1, expiring: 1 },
    };
    reply = { status: 200, body };
    renderList();
    const list = await screen.findByRole('list', { name: 'Det venter på dig' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Ulæst besked fra Sara Søger', '/messages/t-9'],
      ['Kladde: gør annoncen færdig', '/dwellings/d-2'],
      ['Betalingen er ikke gennemført', '/dwellings/d-3/status#pricing'],
      ['Afventer godkendelse', '/dwellings/d-4/preview'],
      ['Udløber 3. december 2026: forlæng annoncen', '/dwellings/d-5/status'],
    ]);
    expect(within(list).getAllByText('Vestergade 1, 8000 Aarhus C')).toHaveLength(5);
  });

  it('links to the whole list when a kind has more than it shows', async () => {
    reply = {
      status: 200,
      body: { items: [item({ kind: 'UNREAD_THREAD', threadId: 't-1', seekerName: 'Bo' })], counts: { ...counts, unreadThreads: 4 } },
    };
    renderList();
    const more = await screen.findByRole('link', { name: '3 flere' });
    expect(more.getAttribute('href')).toBe('/messages/');
  });

  it('says when nothing is waiting, and when the list failed', async () => {
    reply = { status: 200, body: { items: [], counts } };
    renderList();
    expect(await screen.findByText('Intet venter på dig lige nu.')).toBeTruthy();
    cleanup();
    reply = { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } };
    renderList();
    expect(await screen.findByText('Listen kunne ikke hentes')).toBeTruthy();
  });
});
