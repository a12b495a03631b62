// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../../lib/i18n';
import { COLUMN_IDS } from '../columns';
import { COLUMNS_STORAGE_KEY, loadVisibleColumns } from './ColumnPicker';
import { DebouncedFilterInput, FILTER_DEBOUNCE_MS } from './DebouncedFilterInput';

afterEach(cleanup);

describe('DebouncedFilterInput (doc 2 §9: filter typing debounced 900 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('commits once, 900 ms after the last key', () => {
    const onCommit = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <DebouncedFilterInput value="" onCommit={onCommit} label="Filtrer Adresse" />
      </I18nextProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Filtrer Adresse' });
    fireEvent.change(input, { target: { value: 'Nør' } });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    fireEvent.change(input, { target: { value: 'Nørre' } });
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1);
    });
    expect(onCommit).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('Nørre');
  });

  it('keeps digits only for the kr. range and commits at once on Enter', () => {
    const onCommit = vi.fn();
    render(<DebouncedFilterInput value="" onCommit={onCommit} label="Husleje fra (kr.)" digitsOnly />);
    const input = screen.getByRole('textbox', { name: 'Husleje fra (kr.)' });
    fireEvent.change(input, { target: { value: '7.5a00' } });
    expect(input).toHaveProperty('value', '7500');
    fireEvent.keyDown(input, { key: 'Enter' });
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(onCommit).toHaveBeenCalledWith('7500');
  });

  it('follows an outside change of the applied value (clear filters)', () => {
    const { rerender } = render(<DebouncedFilterInput value="8000" onCommit={() => {}} label="Filtrer Postnr." />);
    expect(screen.getByRole('textbox')).toHaveProperty('value', '8000');
    rerender(<DebouncedFilterInput value="" onCommit={() => {}} label="Filtrer Postnr." />);
    expect(screen.getByRole('textbox')).toHaveProperty('value', '');
  });
});

describe('column visibility saved under dwellings-columns', () => {
  afterEach(() => localStorage.clear());

  it('falls back to the defaults when nothing (or garbage) is saved', () => {
    expect(loadVisibleColumns(COLUMN_IDS, ['address'])).toEqual(['address']);
    localStorage.setItem(COLUMNS_STORAGE_KEY, '{not json');
    expect(loadVisibleColumns(COLUMN_IDS, ['address'])).toEqual(['address']);
    localStorage.setItem(COLUMNS_STORAGE_KEY, JSON.stringify(['nope']));
    expect(loadVisibleColumns(COLUMN_IDS, ['address'])).toEqual(['address']);
  });

  it('reads the saved ids in table order, dropping unknown ones', () => {
    localStorage.setItem(COLUMNS_STORAGE_KEY, JSON.stringify(['expires', 'zip', 'bogus', 'address']));
    expect(loadVisibleColumns(COLUMN_IDS, ['rent'])).toEqual(['address', 'zip', 'expires']);
  });
});
