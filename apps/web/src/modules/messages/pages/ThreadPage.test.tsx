// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../../lib/i18n';
import { fullThread, renderThreadPage as renderPage, stubFetchCalls, type SentCall } from '../test-support';

const session = vi.hoisted(() => ({ isAdmin: false }));
vi.mock('../../accounts/session', () => ({ useSession: () => ({ isAdmin: session.isAdmin, user: { id: 1 } }) }));

const thread = fullThread({ unread: true });

let calls: SentCall[];
beforeEach(async () => {
  await i18n.changeLanguage('da');
  calls = stubFetchCalls((call) => (call.method === 'POST' ? { ...thread, unread: false } : thread));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ThreadPage (doc 1 §3, §4)', () => {
  it('shows the messages, recipients and agentUnique, and reads an unread thread once when the landlord opens it', async () => {
    session.isAdmin = false;
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Samtale med Vera Visitor' })).toBeTruthy();
    expect(screen.getAllByText('Er den ledig?').length).toBeGreaterThan(0);
    expect(screen.getByText('rentals-7')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'vera@example.dk' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Dit svar' })).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST')).toEqual([
        { method: 'POST', url: '/api/chat/thread/t1', body: { action: 'read' } },
      ]),
    );
  });

  it('leaves the thread unread when an admin looks at it, and offers sending by dwelling id instead of a reply', async () => {
    session.isAdmin = true;
    renderPage();
    expect(
      await screen.findByText('Som administrator svarer du ikke i samtalen, men kan sende en besked ved at angive boligen.'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Dit svar' })).toBeNull();
    // the send-by-dwelling-id form starts from this thread's dwelling (rentals-7) and seeker
    expect(screen.getByRole('form', { name: 'Send besked som administrator' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Bolig-id' }) as HTMLInputElement).value).toBe('7');
    expect((screen.getByRole('textbox', { name: 'Søger-id' }) as HTMLInputElement).value).toBe('s1');
    // a later request (the seeker's profile, asked for on a click after the thread has rendered) has gone out:
    // a read would have gone out before it, as it does for the landlord as soon as the thread renders
    screen.getByRole('button', { name: 'Vis boligsøgerens profil' }).click();
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/chat/requestSeeker/s1'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('offers the landlord "Inviter til fremvisning" for the listing\'s viewing times; an admin reading the thread not', async () => {
    session.isAdmin = false;
    renderPage();
    (await screen.findByRole('button', { name: 'Inviter til fremvisning' })).click();
    expect(await screen.findByRole('dialog', { name: 'Inviter Vera Visitor til en fremvisning' })).toBeTruthy();
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/dwellings/d1/viewings'));
    cleanup();
    session.isAdmin = true;
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Samtale med Vera Visitor' });
    expect(screen.queryByRole('button', { name: 'Inviter til fremvisning' })).toBeNull();
  });

  it("opens the seeker's profile dialog, which asks for that seeker's profile", async () => {
    session.isAdmin = true;
    renderPage();
    (await screen.findByRole('button', { name: 'Vis boligsøgerens profil' })).click();
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/chat/requestSeeker/s1'));
  });
});
