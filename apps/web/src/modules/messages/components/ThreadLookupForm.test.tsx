// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n, setLanguage } from '../../../lib/i18n';
import { ThreadLookupForm } from './ThreadLookupForm';

const NINA = {
  id: '17',
  uuid: '7d7e3a52-3c1a-4c36-9a4e-0a3c1f2b5d01',
  name: 'Nina Nielsen',
  email: 'nina@example.dk',
  phone: '',
};

beforeEach(async () => {
  await setLanguage('da');
  // the user picker's search (GraphQL userConnection)
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: { userConnection: { edges: [{ node: NINA }] } } }), { status: 200 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderForm = (active = false) => {
  const onSubmit = vi.fn();
  const onClear = vi.fn();
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>
        <ThreadLookupForm active={active} onSubmit={onSubmit} onClear={onClear} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, onSubmit, onClear };
};

describe('ThreadLookupForm (doc 1 §2, §6: an admin looks up threads by User or Dwelling id)', () => {
  it('is a named search form that looks up by user by default, picked by name, and sends the user id', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    const form = screen.getByRole('search', { name: 'Find samtaler' });
    expect(within(form).getByRole('combobox', { name: 'Søg på' }).textContent).toBe('Bruger-id');
    await user.type(within(form).getByRole('combobox', { name: 'Id' }), 'nina');
    await user.click(await screen.findByRole('option', { name: /Nina Nielsen/ }));
    await user.click(within(form).getByRole('button', { name: 'Søg' }));
    expect(onSubmit).toHaveBeenCalledWith({ option: 'User', id: '17' });
  });

  it("looks up by dwelling uuid or 'rentals-<id>' once Bolig-id is picked", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.click(screen.getByRole('combobox', { name: 'Søg på' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Bolig-id' }));
    await user.type(screen.getByRole('textbox', { name: 'Id' }), '7d7e3a52-3c1a-4c36-9a4e-0a3c1f2b5d01{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ option: 'Dwelling', id: '7d7e3a52-3c1a-4c36-9a4e-0a3c1f2b5d01' });
    await user.clear(screen.getByRole('textbox', { name: 'Id' }));
    await user.type(screen.getByRole('textbox', { name: 'Id' }), 'rentals-42{Enter}');
    expect(onSubmit).toHaveBeenLastCalledWith({ option: 'Dwelling', id: 'rentals-42' });
  });

  it('sends nothing for a blank id', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.click(screen.getByRole('combobox', { name: 'Søg på' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Bolig-id' }));
    await user.type(screen.getByRole('textbox', { name: 'Id' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Søg' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("offers 'Vis alle' only while a lookup is shown; it clears the id and the lookup", async () => {
    const user = userEvent.setup();
    expect(renderForm(false).queryByRole('button', { name: 'Vis alle' })).toBeNull();
    cleanup();
    const { onClear } = renderForm(true);
    await user.click(screen.getByRole('combobox', { name: 'Søg på' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Bolig-id' }));
    const id = screen.getByRole('textbox', { name: 'Id' }) as HTMLInputElement;
    await user.type(id, '17');
    await user.click(screen.getByRole('button', { name: 'Vis alle' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(id.value).toBe('');
  });

  it('speaks English', async () => {
    await setLanguage('en');
    renderForm();
    expect(screen.getByRole('search', { name: 'Find conversations' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Search by' }).textContent).toBe('User id');
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
  });
});
