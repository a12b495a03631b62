// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '../../../lib/i18n';
import { ContactForm } from './ContactForm';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderForm = (seeker: { name: string; email: string; level: 'REGISTERED' } | null = null) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <ContactForm uuid="d1" seeker={seeker} />
      </I18nextProvider>
    </QueryClientProvider>,
  );

describe('ContactForm (doc 2 §1 contact access)', () => {
  it("shows the server's refusal in the UI language", async () => {
    await i18n.changeLanguage('da');
    const error = {
      error: { code: 'CONTACT_FORBIDDEN', message: 'Only paying users can write to the landlord of this listing' },
    };
    const fetch = vi.fn(async () => new Response(JSON.stringify(error), { status: 403 }));
    vi.stubGlobal('fetch', fetch);
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Dit navn/ }), 'Vera');
    await userEvent.type(screen.getByRole('textbox', { name: /Din e-mail/ }), 'vera@example.dk');
    await userEvent.type(screen.getByRole('textbox', { name: /Din besked/ }), 'Hej');
    await userEvent.click(screen.getByRole('button', { name: 'Send besked' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Kun betalende brugere kan skrive til udlejeren af denne annonce',
    );
    expect(fetch).toHaveBeenCalledWith('/api/public/dwellings/d1/contact', expect.objectContaining({ method: 'POST' }));
  });

  it('asks a signed-in seeker only for the message, and says when it is sent', async () => {
    await i18n.changeLanguage('en');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ threadId: 't1' }), { status: 201 })),
    );
    renderForm({ name: 'Vera', email: 'vera@example.dk', level: 'REGISTERED' });
    expect(screen.queryByRole('textbox', { name: /Your name/ })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: /Your message/ }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your message has been sent. The landlord answers you by e-mail.',
    );
  });

  it('names a missing message before sending anything', async () => {
    await i18n.changeLanguage('en');
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm({ name: 'Vera', email: 'vera@example.dk', level: 'REGISTERED' });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Write a message')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('ContactForm draft (docs/architecture.md "Form drafts")', () => {
  it("a visitor's typed message survives the mailed seeker sign-in link: the signed-in page shows it again", async () => {
    await i18n.changeLanguage('en');
    const visitor = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Vera');
    await userEvent.type(screen.getByRole('textbox', { name: /Your message/ }), 'Is it still available?');
    // the link opens the listing again, now signed in as a seeker
    visitor.unmount();
    renderForm({ name: 'Vera Visitor', email: 'vera@example.dk', level: 'REGISTERED' });
    expect((await screen.findByRole('textbox', { name: /Your message/ })).textContent).toBe('Is it still available?');
    expect(screen.getByText('We restored what you typed')).toBeTruthy();
  });

  it("a visitor's sent message is no draft: the field empties, and signing in afterwards restores nothing", async () => {
    await i18n.changeLanguage('en');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ threadId: 't1' }), { status: 201 })),
    );
    const visitor = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Vera');
    await userEvent.type(screen.getByRole('textbox', { name: /Your e-mail/ }), 'vera@example.dk');
    await userEvent.type(screen.getByRole('textbox', { name: /Your message/ }), 'Is it still available?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your message has been sent. The landlord answers you by e-mail.',
    );
    expect(screen.getByRole('textbox', { name: /Your message/ })).toHaveProperty('value', '');
    // then the seeker signs in by the mailed link, to book a viewing: the sent message is not offered again
    visitor.unmount();
    renderForm({ name: 'Vera', email: 'vera@example.dk', level: 'REGISTERED' });
    expect(await screen.findByRole('textbox', { name: /Your message/ })).toHaveProperty('value', '');
    expect(screen.queryByText('We restored what you typed')).toBeNull();
  });
});
