/**
 * Test helpers of the messages pages: a thread with defaults, fetch stubbed with every call recorded,
 * and the thread page rendered at /messages/t1 in a fresh query cache.
 */
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import type { FullThreadView } from '@udlejning/shared/messages/thread';
import { i18n } from '../../lib/i18n';
import { ThreadPage } from './pages/ThreadPage';

/** Thread t1: Vera Visitor's question about the live listing d1 on Vestergade 1 (read), with `over`. */
export function fullThread(over: Partial<FullThreadView> = {}): FullThreadView {
  return {
    id: 't1',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    closed: false,
    unread: false,
    seeker: { externalId: 's1', email: 'vera@example.dk', name: 'Vera Visitor' },
    latestMessage: { text: 'Er den ledig?', externalFrom: 'SEEKER' },
    dwelling: { uuid: 'd1', status: 'APPROVED', active: true, address: 'Vestergade 1', zip: '8000', city: 'Aarhus C' },
    messages: [{ text: 'Er den ledig?', createdAt: '2026-11-20T10:00:00.000Z', externalFrom: 'SEEKER' }],
    recipients: [{ name: 'Vera Visitor', email: 'vera@example.dk', client: 'email' }],
    agentUnique: 'rentals-7',
    ...over,
  };
}

/** One request the page sent: its method, URL and JSON body (undefined without one). */
export type SentCall = { method: string; url: string; body: unknown };

/**
 * Replaces fetch: every call is pushed to the returned list, then answered 200 with `answer(call)`
 * as JSON. Undo with vi.unstubAllGlobals().
 */
export function stubFetchCalls(answer: (call: SentCall) => unknown): SentCall[] {
  const calls: SentCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      return new Response(JSON.stringify(answer(call)), { status: 200 });
    }),
  );
  return calls;
}

/** Renders ThreadPage at /messages/t1 with a fresh query cache (no retries). */
export const renderThreadPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/messages/t1']}>
          <Routes>
            <Route path="/messages/:id" element={<ThreadPage />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
