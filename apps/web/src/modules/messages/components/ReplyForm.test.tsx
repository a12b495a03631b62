// @vitest-environment happy-dom
/** After sending a reply, focus lands on the result, not on <body> (WCAG 2.4.3). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '../../../lib/i18n';
import { ReplyForm } from './ReplyForm';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function renderForm(threadId: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <ReplyForm threadId={threadId} />
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('da');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ReplyForm', () => {
  it('focuses "Dit svar er sendt" after sending', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ data: { sendMessage: { id: 'm1' } } })),
    );
    renderForm('t-focus-ok');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Dit svar' }), 'Ja, den er ledig');
    await userEvent.click(screen.getByRole('button', { name: 'Send svar' }));
    const result = await screen.findByRole('status');
    expect(result.textContent).toBe('Dit svar er sendt');
    await waitFor(() => expect(document.activeElement).toBe(result));
  });

  it('focuses the error when sending fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ data: null, errors: [{ message: 'Fetch request failed', extensions: { code: 'INTERNAL', status: 500 } }] }),
      ),
    );
    renderForm('t-focus-err');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Dit svar' }), 'Ja');
    await userEvent.click(screen.getByRole('button', { name: 'Send svar' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });
});
