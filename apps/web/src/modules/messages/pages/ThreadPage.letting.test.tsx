// @vitest-environment happy-dom
/** Marking the tenant from a thread, and the let notice (docs/architecture.md "Letting"). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { FullThreadView } from '@udlejning/shared/messages/thread';
import type { LetView } from '@udlejning/shared/letting/letting';
import { i18n } from '../../../lib/i18n';
import { ThreadPage } from './ThreadPage';

const session = vi.hoisted(() => ({ isAdmin: false }));
vi.mock('../../accounts/session', () => ({ useSession: () => ({ isAdmin: session.isAdmin, user: { id: 1 } }) }));

const baseThread: FullThreadView = {
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
};

let thread: FullThreadView;
let otherOpenThreads: number;
let calls: { method: string; url: string; body: unknown }[];
beforeEach(async () => {
  calls = [];
  thread = baseThread;
  otherOpenThreads = 2;
  session.isAdmin = false;
  await i18n.changeLanguage('da');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url.endsWith('/tenant')) {
        thread = { ...thread, dwelling: { ...thread.dwelling, active: false } };
        const view: LetView = {
          dwelling: { uuid: 'd1', active: false },
          letAt: '2026-11-29T12:00:00.000Z',
          tenant: { name: 'Vera Visitor', threadId: 't1' },
          otherOpenThreads,
          noticeSent: false,
        };
        return new Response(JSON.stringify(view), { status: 200 });
      }
      if (url.endsWith('/let-notice')) return new Response(JSON.stringify({ sent: otherOpenThreads }), { status: 200 });
      return new Response(JSON.stringify(thread), { status: 200 });
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
        <MemoryRouter initialEntries={['/messages/t1']}>
          <Routes>
            <Route path="/messages/:id" element={<ThreadPage />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );

const posts = (suffix: string) => calls.filter((c) => c.method === 'POST' && c.url.endsWith(suffix));

describe('ThreadPage: marking the tenant', () => {
  it('asks for the rating, marks the tenant, then sends the edited message to the other seekers; focus ends on the outcome', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Marker som ny lejer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marker Vera Visitor som ny lejer' });

    // the rating is required, as in the deactivation survey
    await user.click(within(dialog).getByRole('button', { name: 'Marker som lejer' }));
    expect(await within(dialog).findByText('Vælg en bedømmelse fra 1 til 5')).toBeTruthy();
    expect(posts('/tenant')).toEqual([]);

    // MUI Rating's radios are visually hidden; happy-dom needs the click on the input itself (no theme here: MUI's English labels)
    fireEvent.click(within(dialog).getByRole('radio', { name: '4 Stars' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Kommentar (valgfri)' }), 'Hurtigt');
    await user.click(within(dialog).getByRole('button', { name: 'Marker som lejer' }));
    await waitFor(() =>
      expect(posts('/tenant')).toEqual([
        expect.objectContaining({ url: '/api/chat/thread/t1/tenant', body: { rating: 4, comment: 'Hurtigt' } }),
      ]),
    );

    const noticeDialog = await screen.findByRole('dialog', { name: 'Giv de andre boligsøgende besked' });
    expect(
      within(noticeDialog).getByText(
        'Der er 2 andre åbne samtaler om boligen. Vil du sende denne besked til dem alle? Du kan rette den først.',
      ),
    ).toBeTruthy();
    const message = within(noticeDialog).getByRole('textbox', { name: 'Besked' });
    expect((message as HTMLTextAreaElement).value).toContain('boligen på Vestergade 1');
    await user.clear(message);
    await user.click(within(noticeDialog).getByRole('button', { name: 'Send beskeden' }));
    expect(await within(noticeDialog).findByText('Skriv en besked')).toBeTruthy();
    expect(posts('/let-notice')).toEqual([]);
    await user.type(message, 'Boligen er udlejet. Tak!');
    await user.click(within(noticeDialog).getByRole('button', { name: 'Send beskeden' }));

    await waitFor(() =>
      expect(posts('/let-notice')).toEqual([
        expect.objectContaining({ url: '/api/dwellings/d1/let-notice', body: { text: 'Boligen er udlejet. Tak!' } }),
      ]),
    );
    const outcome = await screen.findByText('Boligen er udlejet til Vera Visitor');
    await waitFor(() => expect(document.activeElement).toBe(outcome.closest('[role="alert"]')));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Marker som ny lejer' })).toBeNull();
  });

  it('closes after the mark when no other thread is open (nothing to tell)', async () => {
    const user = userEvent.setup();
    otherOpenThreads = 0;
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Marker som ny lejer' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: '5 Stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Marker som lejer' }));
    expect(await screen.findByText('Boligen er udlejet til Vera Visitor')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts('/tenant')).toHaveLength(1);
    expect(posts('/let-notice')).toEqual([]);
  });

  it('"Spring over" ends without a message to the others', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Marker som ny lejer' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('radio', { name: '3 Stars' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Marker som lejer' }));
    const noticeDialog = await screen.findByRole('dialog', { name: 'Giv de andre boligsøgende besked' });
    await user.click(within(noticeDialog).getByRole('button', { name: 'Spring over' }));
    expect(await screen.findByText('Boligen er udlejet til Vera Visitor')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts('/let-notice')).toEqual([]);
  });

  it('is not offered to an admin, nor on a listing that is not live', async () => {
    session.isAdmin = true;
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Samtale med Vera Visitor' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Marker som ny lejer' })).toBeNull();
    cleanup();
    session.isAdmin = false;
    thread = { ...baseThread, dwelling: { ...baseThread.dwelling, active: false } };
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Samtale med Vera Visitor' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Marker som ny lejer' })).toBeNull();
  });
});
