// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, renderHook, act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { buildTheme } from '../theme';
import { setLanguage } from '../lib/i18n';
import { PagedTable, type TableColumn } from './PagedTable';
import { usePaging } from './use-paging';

type Row = { id: number; name: string; rent: number; active: boolean };
type SortKey = 'NAME' | 'RENT';
const ROWS: Row[] = [
  { id: 1, name: 'Vestergade 12', rent: 850_000, active: true },
  { id: 2, name: 'Nørregade 3', rent: 1_250_000, active: false },
];
const COLUMNS: TableColumn<Row, SortKey>[] = [
  { id: 'name', label: 'Adresse', sortKey: 'NAME', minWidth: 200, render: (r) => r.name },
  { id: 'rent', label: 'Husleje', align: 'right', render: (r) => `${r.rent / 100} kr.` },
];

const paging = (overrides: Partial<Parameters<typeof PagedTable<Row, SortKey>>[0]['paging']> = {}) => ({
  totalCount: 1234,
  page: 1,
  pageSize: 25,
  onPageChange: vi.fn(),
  onPageSizeChange: vi.fn(),
  ...overrides,
});

beforeEach(() => setLanguage('da'));

/** In the app's theme, which carries MUI's own texts in the UI language ('Gå til den næste side'). */
const themed = (node: ReactNode, lang: 'da' | 'en' = 'da') => <ThemeProvider theme={buildTheme(lang)}>{node}</ThemeProvider>;
afterEach(cleanup);

describe('PagedTable', () => {
  it('renders a named table with the column headers and one row per item, inactive ones on grey', () => {
    render(
      themed(
        <PagedTable
          label="Boliger"
          columns={COLUMNS}
          rows={ROWS}
          rowKey={(r) => r.id}
          paging={paging()}
          isRowDimmed={(r) => !r.active}
        />,
      ),
    );
    const table = screen.getByRole('table', { name: 'Boliger' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Adresse', 'Husleje']);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Vestergade 12', '8500 kr.']);
    // dimmed by a grey background, never by opacity (which took the text below AA contrast)
    expect(getComputedStyle(rows[2]).backgroundColor).toBe('#f5f5f5');
    expect(getComputedStyle(rows[2]).opacity).not.toBe('0.6');
    expect(getComputedStyle(rows[1]).backgroundColor).not.toBe('#f5f5f5');
  });

  it('pages in Danish: "Rækker pr. side", "26–50 af 1.234", and reports page and size changes', async () => {
    const p = paging();
    render(themed(<PagedTable label="Boliger" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} paging={p} />));
    expect(screen.getByText(/^Rækker pr\. side/)).toBeTruthy();
    expect(screen.getByText('26–50 af 1.234')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Gå til den næste side' }));
    expect(p.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(screen.getByRole('combobox', { name: /Rækker pr. side/ }));
    await userEvent.click(await screen.findByRole('option', { name: '50' }));
    expect(p.onPageSizeChange).toHaveBeenCalledWith(50);
  });

  it('pages in English with the English grouping', async () => {
    await setLanguage('en');
    render(themed(<PagedTable label="Dwellings" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} paging={paging()} />, 'en'));
    expect(screen.getByText(/^Rows per page/)).toBeTruthy();
    expect(screen.getByText('26–50 of 1,234')).toBeTruthy();
  });

  it('with a capped count says "af flere end" and keeps Next until the server says the last page', () => {
    const { rerender } = render(
      themed(
        <PagedTable
          label="Boliger"
          columns={COLUMNS}
          rows={ROWS}
          rowKey={(r) => r.id}
          paging={paging({ totalCount: 10_000, totalCountIsExact: false })}
        />,
      ),
    );
    expect(screen.getByText('26–50 af flere end 10.000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gå til den næste side' }).hasAttribute('disabled')).toBe(false);
    rerender(
      themed(
        <PagedTable
          label="Boliger"
          columns={COLUMNS}
          rows={ROWS}
          rowKey={(r) => r.id}
          paging={paging({ totalCount: 10_000, totalCountIsExact: false, hasNextPage: false })}
        />,
      ),
    );
    expect(screen.getByRole('button', { name: 'Gå til den næste side' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows no pager while the smallest page size holds every row of an exact count, and one otherwise', () => {
    const table = (overrides: Parameters<typeof paging>[0]) =>
      themed(<PagedTable label="Boliger" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} paging={paging(overrides)} />);
    const pager = () => screen.queryByText(/^Rækker pr\. side/);
    // 2 rows, smallest size 10: nothing to page through
    const { rerender } = render(table({ totalCount: 2, page: 0 }));
    expect(pager()).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    // 10 still fits; 11 does not
    rerender(table({ totalCount: 10, page: 0, pageSize: 50 }));
    expect(pager()).toBeNull();
    rerender(table({ totalCount: 11, page: 0, pageSize: 50 }));
    expect(pager()).not.toBeNull();
    // a later page (the rows shrank under it) keeps its way back; a capped count always pages
    rerender(table({ totalCount: 2, page: 1 }));
    expect(pager()).not.toBeNull();
    rerender(table({ totalCount: 5, page: 0, totalCountIsExact: false }));
    expect(pager()).not.toBeNull();
    // with page sizes of its own, the smallest of those counts
    rerender(table({ totalCount: 4, page: 0, pageSizes: [3, 6] }));
    expect(pager()).not.toBeNull();
  });

  it('sorts by a sortable header: a new column descending first, the active one flips', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      themed(
        <PagedTable
          label="Boliger"
          columns={COLUMNS}
          rows={ROWS}
          rowKey={(r) => r.id}
          paging={paging()}
          sort={{ by: 'RENT', dir: 'DESC', onChange }}
        />,
      ),
    );
    expect(within(screen.getAllByRole('columnheader')[1]).queryByRole('button')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Adresse/ }));
    expect(onChange).toHaveBeenLastCalledWith('NAME', 'DESC');
    rerender(
      themed(
        <PagedTable
          label="Boliger"
          columns={COLUMNS}
          rows={ROWS}
          rowKey={(r) => r.id}
          paging={paging()}
          sort={{ by: 'NAME', dir: 'DESC', onChange }}
        />,
      ),
    );
    expect(screen.getAllByRole('columnheader')[0].getAttribute('aria-sort')).toBe('descending');
    await userEvent.click(screen.getByRole('button', { name: /Adresse/ }));
    expect(onChange).toHaveBeenLastCalledWith('NAME', 'ASC');
  });

  it('a column with firstSortDir ASC (names) sorts A-Z on its first click', async () => {
    const onChange = vi.fn();
    render(
      themed(
        <PagedTable
          label="Boliger"
          columns={COLUMNS.map((c) => (c.id === 'name' ? { ...c, firstSortDir: 'ASC' as const } : c))}
          rows={ROWS}
          rowKey={(r) => r.id}
          paging={paging()}
          sort={{ by: 'RENT', dir: 'DESC', onChange }}
        />,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: /Adresse/ }));
    expect(onChange).toHaveBeenLastCalledWith('NAME', 'ASC');
  });

  it('adds a named action column, opens a row on click and shows the empty text', async () => {
    const onRowClick = vi.fn();
    const { rerender } = render(
      themed(
        <PagedTable
          label="Boliger"
          columns={COLUMNS}
          rows={ROWS}
          rowKey={(r) => r.id}
          paging={paging()}
          renderActions={(r) => <button type="button">{`Handlinger for ${r.name}`}</button>}
          actionsLabel="Handlinger"
          onRowClick={onRowClick}
        />,
      ),
    );
    expect(screen.getAllByRole('columnheader')[0].textContent).toBe('Handlinger');
    await userEvent.click(screen.getByText('Nørregade 3'));
    expect(onRowClick).toHaveBeenCalledWith(ROWS[1]);
    rerender(
      themed(
        <PagedTable
          label="Boliger"
          columns={COLUMNS}
          rows={[]}
          rowKey={(r) => r.id}
          paging={paging({ totalCount: 0, page: 0 })}
          emptyText="Ingen boliger"
        />,
      ),
    );
    expect(screen.getByRole('cell', { name: 'Ingen boliger' }).getAttribute('colspan')).toBe('2');
  });
});

describe('usePaging', () => {
  it('starts on page 0 with the default size and goes back to page 0 when the size changes', () => {
    const { result } = renderHook(() => usePaging(25));
    expect([result.current.page, result.current.pageSize]).toEqual([0, 25]);
    act(() => result.current.onPageChange(3));
    expect(result.current.page).toBe(3);
    act(() => result.current.onPageSizeChange(100));
    expect([result.current.page, result.current.pageSize]).toEqual([0, 100]);
  });
});
