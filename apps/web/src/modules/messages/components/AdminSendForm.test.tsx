// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { Toaster } from '../../../ui/toast/toast';
import { i18n, setLanguage } from '../../../lib/i18n';
import { AdminSendForm } from './AdminSendForm';

type Sent = { query: string; variables: { input: Record<string, unknown> } };
let sent: Sent[];
let reply: () => unknown;

beforeEach(async () => {
  await setLanguage('da');
  sent = [];
  reply = () => ({ data: { sendMessage: { id: 't9' } } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      sent.push(JSON.parse(String(init.body)) as Sent);
      return new Response(JSON.stringify(reply()), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderForm = (props: Parameters<typeof AdminSendForm>[0] = {}) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <Toaster />
          <AdminSendForm {...props} />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );

const graphError = (code: string, status: number, message: string, issues: unknown[] = []) => ({
  errors: [{ message, extensions: { code, status, issues } }],
});

describe('AdminSendForm (doc 1 §5, §6: an admin sends by giving a dwelling id)', () => {
  it('asks for the dwelling, a seeker and the text before sending anything', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByRole('form', { name: 'Send besked som administrator' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send besked' }));
    expect(await screen.findByText('En administrator skal angive et bolig-id')).toBeTruthy();
    expect(screen.getByText('Vælg en boligsøger: et søger-id, eller et navn og en e-mail')).toBeTruthy();
    expect(screen.getByText('Skriv en besked')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('takes the dwelling uuid the other admin screens show, and sends it as agentUnique', async () => {
    const user = userEvent.setup();
    renderForm();
    const uuid = '7d7e3a52-3c1a-4c36-9a4e-0a3c1f2b5d01';
    await user.type(screen.getByRole('textbox', { name: 'Bolig-id' }), uuid);
    await user.type(screen.getByRole('textbox', { name: 'Søger-id' }), 'm-1');
    await user.type(screen.getByRole('textbox', { name: 'Besked' }), 'Hej');
    await user.click(screen.getByRole('button', { name: 'Send besked' }));
    expect(await screen.findByText('Beskeden er sendt')).toBeTruthy();
    expect(screen.queryByText('En administrator skal angive et bolig-id')).toBeNull();
    expect(sent[0]?.variables.input).toMatchObject({ agentUnique: uuid, seekerId: 'm-1' });
  });

  it('sends sendMessage with agentUnique rentals-<id> and the seeker, toasts success and links to the conversation', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Bolig-id' }), ' 42 ');
    await user.type(screen.getByRole('textbox', { name: 'Boligsøgerens e-mail' }), 'ny@example.dk');
    await user.type(screen.getByRole('textbox', { name: 'Boligsøgerens navn' }), 'Nina Ny');
    await user.type(screen.getByRole('textbox', { name: 'Besked' }), 'Boligen er stadig ledig');
    await user.click(screen.getByRole('button', { name: 'Send besked' }));

    expect(await screen.findByText('Beskeden er sendt')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0].query).toContain('sendMessage');
    expect(sent[0].variables.input).toEqual({
      text: 'Boligen er stadig ledig',
      agentUnique: 'rentals-42',
      seekerId: null,
      seekerEmail: 'ny@example.dk',
      seekerName: 'Nina Ny',
    });
    expect(screen.getByRole('link', { name: 'Åbn samtalen' }).getAttribute('href')).toBe('/messages/t9');
    // the text is cleared; the dwelling and seeker stay for a next message
    expect((screen.getByRole('textbox', { name: 'Besked' }) as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByRole('textbox', { name: 'Bolig-id' }) as HTMLInputElement).value).toBe('42');
  });

  it('takes an agentUnique copied from a thread as the dwelling id', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Bolig-id' }), 'rentals-7');
    await user.type(screen.getByRole('textbox', { name: 'Søger-id' }), 's1');
    await user.type(screen.getByRole('textbox', { name: 'Besked' }), 'Hej');
    await user.click(screen.getByRole('button', { name: 'Send besked' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].variables.input).toMatchObject({ agentUnique: 'rentals-7', seekerId: 's1', seekerEmail: null });
  });

  it('toasts a failure: an unknown dwelling or seeker, and a refused field at its own input', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Bolig-id' }), '999');
    await user.type(screen.getByRole('textbox', { name: 'Søger-id' }), 's1');
    await user.type(screen.getByRole('textbox', { name: 'Besked' }), 'Hej');
    reply = () => graphError('NOT_FOUND', 404, 'Not found');
    await user.click(screen.getByRole('button', { name: 'Send besked' }));
    expect(await screen.findByText('Beskeden blev ikke sendt: boligen eller boligsøgeren findes ikke')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Åbn samtalen' })).toBeNull();

    reply = () =>
      graphError('VALIDATION_FAILED', 400, 'Validation failed', [
        { path: ['seekerName'], message: 'Choose a seeker: a seeker id, or a name and an e-mail' },
      ]);
    await user.click(screen.getByRole('button', { name: 'Send besked' }));
    expect(await screen.findByText('Beskeden blev ikke sendt')).toBeTruthy();
    expect(screen.getByText('Vælg en boligsøger: et søger-id, eller et navn og en e-mail')).toBeTruthy();
  });

  it("starts from a thread's dwelling and seeker (thread view) and does not link to the thread on screen", async () => {
    const user = userEvent.setup();
    reply = () => ({ data: { sendMessage: { id: 't1' } } });
    renderForm({ prefill: { dwellingId: 7, seekerId: 's1' }, threadId: 't1' });
    expect((screen.getByRole('textbox', { name: 'Bolig-id' }) as HTMLInputElement).value).toBe('7');
    expect((screen.getByRole('textbox', { name: 'Søger-id' }) as HTMLInputElement).value).toBe('s1');
    await user.type(screen.getByRole('textbox', { name: 'Besked' }), 'Hej fra Udlejning');
    await user.click(screen.getByRole('button', { name: 'Send besked' }));
    expect(await screen.findByText('Beskeden er sendt')).toBeTruthy();
    expect(sent[0].variables.input).toMatchObject({ agentUnique: 'rentals-7', seekerId: 's1', text: 'Hej fra Udlejning' });
    expect(screen.queryByRole('link', { name: 'Åbn samtalen' })).toBeNull();
  });

  it('speaks English', async () => {
    await setLanguage('en');
    const user = userEvent.setup();
    renderForm({ prefill: { dwellingId: 7, seekerId: 's1' } });
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('The message has been sent')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the conversation' })).toBeTruthy();
  });
});
