// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { COLUMN_IDS } from '../columns';
import { COLUMNS_STORAGE_KEY, loadVisibleColumns } from './ColumnPicker';

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
