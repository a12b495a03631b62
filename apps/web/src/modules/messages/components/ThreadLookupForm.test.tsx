// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n, setLanguage } from '../../../lib/i18n';
import { ThreadLookupForm } from './ThreadLookupForm';

beforeEach(() => setLanguage('da'));
afterEach(cleanup);

const renderForm = (active = false) => {
  const onSubmit = vi.fn();
  const onClear = vi.fn();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ThreadLookupForm active={active} onSubmit={onSubmit} onClear={onClear} />
    </I18nextProvider>,
  );
  return { ...view, onSubmit, onClear };
};

describe('ThreadLookupForm (doc 1 §2, §6: an admin looks up threads by User or Dwelling id)', () => {
  it('is a named search form that looks up by user id by default, trimmed', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    const form = screen.getByRole('search', { name: 'Find samtaler' });
    expect(within(form).getByRole('combobox', { name: 'Søg på' }).textContent).toBe('Bruger-id');
    await user.type(within(form).getByRole('textbox', { name: 'Id' }), ' 17 ');
    await user.click(within(form).getByRole('button', { name: 'Søg' }));
    expect(onSubmit).toHaveBeenCalledWith({ option: 'User', id: '17' });
  });

  it('looks up by dwelling id once Bolig-id is picked', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.click(screen.getByRole('combobox', { name: 'Søg på' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Bolig-id' }));
    await user.type(screen.getByRole('textbox', { name: 'Id' }), '7d7e3a52-3c1a-4c36-9a4e-0a3c1f2b5d01{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ option: 'Dwelling', id: '7d7e3a52-3c1a-4c36-9a4e-0a3c1f2b5d01' });
  });

  it('sends nothing for a blank id', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Id' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Søg' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("offers 'Vis alle' only while a lookup is shown; it clears the id and the lookup", async () => {
    const user = userEvent.setup();
    expect(renderForm(false).queryByRole('button', { name: 'Vis alle' })).toBeNull();
    cleanup();
    const { onClear } = renderForm(true);
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
