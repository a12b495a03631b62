// @vitest-environment happy-dom
/** Marking the tenant from a thread, and the let notice (docs/architecture.md "Letting"). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FullThreadView } from '@udlejning/shared/messages/thread';
import type { LetView } from '@udlejning/shared/letting/letting';
import { i18n } from '../../../lib/i18n';
import { fullThread, renderThreadPage as renderPage, stubFetchCalls, type SentCall } from '../test-support';

const session = vi.hoisted(() => ({ isAdmin: false }));
vi.mock('../../accounts/session', () => ({ useSession: () => ({ isAdmin: session.isAdmin, user: { id: 1 } }) }));

const baseThread = fullThread();

let thread: FullThreadView;
let otherOpenThreads: number;
let calls: SentCall[];
beforeEach(async () => {
  thread = baseThread;
  otherOpenThreads = 2;
  session.isAdmin = false;
  await i18n.changeLanguage('da');
  calls = stubFetchCalls(({ url }) => {
    if (url.endsWith('/tenant')) {
      thread = { ...thread, dwelling: { ...thread.dwelling, active: false } };
      const view: LetView = {
        dwelling: { uuid: 'd1', active: false },
        letAt: '2026-11-29T12:00:00.000Z',
        tenant: { name: 'Vera Visitor', threadId: 't1' },
        otherOpenThreads,
        noticeSent: false,
      };
      return view;
    }
    if (url.endsWith('/let-notice')) return { sent: otherOpenThreads };
    return thread;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
