/**
 * The table both dwelling lists use (doc 2 §2 Landlord list, Admin list): ui/PagedTable with the
 * dwelling columns, an optional row action menu, clickable rows, sortable headers, inactive rows
 * dimmed, and the server's capped count ('… af flere end 10.000'). Below the `sm` breakpoint
 * (600 px) the rows are cards (DwellingCards) instead, so nothing sits off-screen on a phone.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DwellingSortKey, SortDirection } from '@udlejning/shared/dwellings/dwelling';
import { PagedTable } from '../../../ui/PagedTable';
import type { Paging } from '../../../ui/use-paging';
import type { DwellingColumn } from '../columns';
import type { DwellingRow } from '../dwelling-row';
import { DwellingCards } from './DwellingCards';

export type DwellingsTableProps<R extends DwellingRow> = Paging & {
  columns: DwellingColumn[];
  rows: R[];
  /** A leading action cell per row (e.g. DwellingRowMenu). */
  renderActions?: (row: R) => ReactNode;
  onRowClick?: (row: R) => void;
  sort?: { by: DwellingSortKey; dir: SortDirection; onChange: (by: DwellingSortKey, dir: SortDirection) => void };
  totalCount: number;
  /** False when the server stopped counting at a cap: the pager then says "… af flere end 10.000". Default true. */
  totalCountIsExact?: boolean;
  /** From the connection's pageInfo: false on the last page, so a capped pager still ends there. */
  hasNextPage?: boolean;
  emptyText?: ReactNode;
  /** An extra header row under the column labels (the admin column filters). */
  headerRow?: ReactNode;
  /** Accessible name of the table. */
  label: string;
  /** A thin progress bar above the rows while a page loads. */
  isFetching?: boolean;
};

export function DwellingsTable<R extends DwellingRow>({
  columns,
  rows,
  renderActions,
  onRowClick,
  sort,
  totalCount,
  totalCountIsExact = true,
  hasNextPage,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  emptyText,
  headerRow,
  label,
  isFetching,
}: DwellingsTableProps<R>) {
  const { t } = useTranslation('dwellings');
  return (
    <PagedTable
      label={label}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.uuid ?? ''}
      paging={{ totalCount, totalCountIsExact, hasNextPage, page, pageSize, onPageChange, onPageSizeChange }}
      renderActions={renderActions}
      actionsLabel={t('list.actions')}
      onRowClick={onRowClick}
      isRowDimmed={(row) => !row.active}
      sort={sort}
      headerRow={headerRow}
      emptyText={emptyText}
      isFetching={isFetching}
      renderNarrow={(narrowRows) => (
        <DwellingCards rows={[...narrowRows]} renderActions={renderActions} label={label} emptyText={emptyText} />
      )}
    />
  );
}
