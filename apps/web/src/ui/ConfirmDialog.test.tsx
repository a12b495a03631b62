// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '../lib/i18n';
import { ConfirmDialog } from './ConfirmDialog';

beforeEach(() => setLanguage('da'));
afterEach(cleanup);

describe('ConfirmDialog (destructive dialogs focus the safe choice)', () => {
  it('is named by its title, described by its text, and opens with focus on Annuller', async () => {
    render(
      <ConfirmDialog
        open
        title="Slet billedet permanent?"
        text="Billedet kan ikke gendannes."
        confirmLabel="Slet"
        onConfirm={() => {}}
        onCancel={() => {}}
        isDestructive
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Slet billedet permanent?' });
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Billedet kan ikke gendannes.').id);
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Annuller' })));
  });

  it('Enter on the opened dialog cancels, never confirms; the confirm button is red when destructive', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog open title="Deaktiver?" confirmLabel="Deaktiver" onConfirm={onConfirm} onCancel={onCancel} isDestructive />,
    );
    const confirm = screen.getByRole('button', { name: 'Deaktiver' });
    expect(confirm.className).toMatch(/MuiButton-colorError/);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Annuller'));
    await act(() => userEvent.keyboard('{Enter}'));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('names the safe choice as asked, offers a third choice, and Escape cancels', async () => {
    const onCancel = vi.fn();
    const onExtra = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Forlad siden uden at gemme?"
        confirmLabel="Forlad siden"
        cancelLabel="Bliv på siden"
        onConfirm={() => {}}
        onCancel={onCancel}
        extra={{ label: 'Kassér ændringer', onClick: onExtra }}
      />,
    );
    const buttons = within(screen.getByRole('dialog')).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Bliv på siden', 'Kassér ændringer', 'Forlad siden']);
    expect(buttons[2].className).toMatch(/MuiButton-colorPrimary/);
    await userEvent.click(buttons[1]);
    expect(onExtra).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('while busy, its buttons are disabled and Escape does nothing', async () => {
    const onCancel = vi.fn();
    render(<ConfirmDialog open title="Gem?" confirmLabel="Gem" onConfirm={() => {}} onCancel={onCancel} isBusy />);
    for (const button of within(screen.getByRole('dialog')).getAllByRole('button'))
      expect(button.hasAttribute('disabled')).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('says Cancel in English', async () => {
    await setLanguage('en');
    render(<ConfirmDialog open title="Sign Out" confirmLabel="Sign Out" onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});
