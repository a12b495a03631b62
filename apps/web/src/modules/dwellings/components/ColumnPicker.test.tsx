// @vitest-environment happy-dom
/** The admin column picker (doc 2 §2 Admin list): every column is a named, checkable menu item. */
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../lib/i18n';
import { ADMIN_COLUMNS, useDwellingColumns, type ColumnId } from '../columns';
import { ColumnPicker } from './ColumnPicker';

afterEach(cleanup);
beforeEach(async () => {
  await i18n.changeLanguage('da');
});

function Harness() {
  const columns = useDwellingColumns(ADMIN_COLUMNS);
  const [visible, setVisible] = useState<ColumnId[]>(['address', 'status']);
  return <ColumnPicker columns={columns} visible={visible} onChange={setVisible} />;
}

describe('ColumnPicker', () => {
  it('names each of the 12 column checkboxes and toggles them', async () => {
    render(<Harness />);
    await userEvent.click(await screen.findByRole('button', { name: /kolonner/i }));
    const items = await screen.findAllByRole('menuitemcheckbox');
    expect(items).toHaveLength(12);
    for (const item of items) expect(item.textContent?.trim()).not.toBe('');
    // no unnamed checkbox inside the items
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    const zip = screen.getByRole('menuitemcheckbox', { name: 'Postnr.' });
    expect(zip.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(zip);
    expect(screen.getByRole('menuitemcheckbox', { name: 'Postnr.' }).getAttribute('aria-checked')).toBe('true');
  });
});
