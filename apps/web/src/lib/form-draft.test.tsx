// @vitest-environment happy-dom
/**
 * Form drafts (docs/architecture.md "Form drafts"): what was typed survives an ended session (the API
 * answers 401, the person signs in again on the same page), expires after DRAFT_TTL_MS, stays with its
 * own record, never holds a password, and goes when the person signs out on purpose. Fake timers
 * drive the save delay and the clock.
 */
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { useParams } from 'react-router';
import { i18n, setLanguage } from './i18n';
import { DRAFT_PREFIX, DRAFT_SAVE_DELAY_MS, DRAFT_TTL_MS, clearAllDrafts, saveDraft } from './form-draft';
import { ReplyForm } from '../modules/messages/components/ReplyForm';
import { renderAccounts, stubFetch, user } from '../modules/accounts/test-utils';

const T = { timeout: 5000 };
const UNAUTHORIZED = { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Not authorized' } } };

function ThreadReply() {
  const { id = '' } = useParams();
  return <ReplyForm threadId={id} />;
}

const replyBox = () => screen.findByLabelText('Your reply', {}, T) as Promise<HTMLTextAreaElement>;
const typing = () => userEvent.setup({ delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

async function signIn() {
  const u = typing();
  await u.type(await screen.findByLabelText(/E-mail/, {}, T), 'lars@example.dk');
  await u.type(screen.getByLabelText(/^Password/), 'hemmelig1');
  await u.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
  await setLanguage('en');
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a reply survives an ended session', () => {
  it('the API answers 401 after typing; after signing in again on the same page the text is back', async () => {
    window.localStorage.setItem('lltoken', 'tok-1');
    let sends = 0;
    stubFetch({
      'GET /api/users/me': () => ({ body: user() }),
      sendMessage: () => {
        sends += 1;
        return UNAUTHORIZED;
      },
      'POST /api/auth': () => ({ body: { ...user(), token: 'tok-2' } }),
    });
    const { router } = await renderAccounts('/messages/t1', [{ path: 'messages/:id', element: <ThreadReply /> }]);
    const u = typing();
    await u.type(await replyBox(), 'Ja, den er ledig fra 1. december');
    act(() => {
      vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    });
    expect(window.localStorage.getItem(`${DRAFT_PREFIX}thread:t1`)).toContain('Ja, den er ledig fra 1. december');

    await u.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), T);
    expect(sends).toBe(1);
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/messages/t1');

    await signIn();
    await waitFor(async () => expect((await replyBox()).value).toBe('Ja, den er ledig fra 1. december'), T);
    expect(router.state.location.pathname).toBe('/messages/t1');
    expect(screen.getByText('We restored what you typed')).toBeTruthy();
  });
});

/** ReplyForm alone, as the thread page shows it (in StrictMode, as main.tsx renders the app). */
function renderReply(threadId: string) {
  return render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <ReplyForm key={threadId} threadId={threadId} />
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

describe('reply drafts: per thread, for 24 hours, gone once sent', () => {
  it('a draft of one thread never appears in another', async () => {
    const view = renderReply('t1');
    await typing().type(await replyBox(), 'Kun til tråd 1');
    view.rerender(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <ReplyForm key="t2" threadId="t2" />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    expect((await replyBox()).value).toBe('');
    expect(screen.queryByText('We restored what you typed')).toBeNull();
    view.unmount();
    renderReply('t1');
    expect((await replyBox()).value).toBe('Kun til tråd 1');
  });

  it('a draft is restored within 24 hours and dropped after', async () => {
    const first = renderReply('t1');
    await typing().type(await replyBox(), 'Hej');
    first.unmount();

    vi.setSystemTime(Date.now() + DRAFT_TTL_MS - 60_000);
    const second = renderReply('t1');
    expect((await replyBox()).value).toBe('Hej');
    second.unmount();

    // the restored draft was stored again when restored; a day and a minute after that it is gone
    vi.setSystemTime(Date.now() + DRAFT_TTL_MS + 60_000);
    renderReply('t1');
    expect((await replyBox()).value).toBe('');
    expect(screen.queryByText('We restored what you typed')).toBeNull();
    expect(window.localStorage.getItem(`${DRAFT_PREFIX}thread:t1`)).toBeNull();
  });

  it('a sent reply leaves no draft', async () => {
    stubFetch({ sendMessage: () => ({ body: { data: { sendMessage: { id: 't1' } } } }) });
    renderReply('t1');
    const u = typing();
    await u.type(await replyBox(), 'Sendt');
    await u.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(async () => expect((await replyBox()).value).toBe(''));
    act(() => {
      vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    });
    expect(window.localStorage.getItem(`${DRAFT_PREFIX}thread:t1`)).toBeNull();
  });

  it('signing out on purpose drops every draft (clearAllDrafts), other keys stay', () => {
    saveDraft('thread:t1', 'a');
    saveDraft('profile:7', { firstname: 'b' });
    window.localStorage.setItem('lltoken', 'tok-1');
    clearAllDrafts();
    expect(Object.keys(window.localStorage).filter((k) => k.startsWith(DRAFT_PREFIX))).toEqual([]);
    expect(window.localStorage.getItem('lltoken')).toBe('tok-1');
  });
});

describe('the profile form survives an ended session, without the password', () => {
  it('restores the typed name after signing in again; the current password is never stored', async () => {
    window.localStorage.setItem('lltoken', 'tok-1');
    stubFetch({
      'GET /api/users/me': () => ({ body: user() }),
      'POST /api/users/me': () => UNAUTHORIZED,
      'POST /api/auth': () => ({ body: { ...user(), token: 'tok-2' } }),
    });
    const { router } = await renderAccounts('/profile');
    const u = typing();
    const firstname = (await screen.findByLabelText(/First name/, {}, T)) as HTMLInputElement;
    await u.clear(firstname);
    await u.type(firstname, 'Lise');
    await u.clear(screen.getByLabelText(/E-mail/));
    await u.type(screen.getByLabelText(/E-mail/), 'lise@example.dk');
    await u.type(await screen.findByLabelText(/^Your password/, {}, T), 'hemmelig-kode');
    act(() => {
      vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    });
    const stored = window.localStorage.getItem(`${DRAFT_PREFIX}profile:7`) ?? '';
    expect(stored).toContain('Lise');
    expect(stored).not.toContain('hemmelig-kode');

    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), T);
    await signIn();
    expect(((await screen.findByLabelText(/First name/, {}, T)) as HTMLInputElement).value).toBe('Lise');
    expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).value).toBe('lise@example.dk');
    expect(screen.getByText('We restored what you typed')).toBeTruthy();
    // the restored text is an unsaved change: save is enabled
    expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
