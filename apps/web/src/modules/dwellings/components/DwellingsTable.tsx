/**
 * The table both dwelling lists use: given columns, rows, optional row action menu, clickable
 * rows, sortable headers and Relay/offset paging through MUI TablePagination ('Rows per page';
 * 10/25/50/100). Below the `sm` breakpoint (600 px) the rows are cards (DwellingCards) instead,
 * so nothing sits off-screen on a phone.
 */
import type { ReactNode } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DwellingListItem, DwellingSortKey, SortDirection } from '@udlejning/shared/dwellings/dwelling';
import { PAGE_SIZES } from '@udlejning/shared/dwellings/enums';
import type { DwellingColumn } from '../columns';
import { DwellingCards } from './DwellingCards';

/** Hidden from sight, read by screen readers. */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;

export type DwellingsTableProps = {
  columns: DwellingColumn[];
  rows: DwellingListItem[];
  /** A leading action cell per row (e.g. DwellingRowMenu). */
  renderActions?: (row: DwellingListItem) => ReactNode;
  onRowClick?: (row: DwellingListItem) => void;
  sort?: { by: DwellingSortKey; dir: SortDirection; onChange: (by: DwellingSortKey, dir: SortDirection) => void };
  totalCount: number;
  /** False when the server stopped counting at a cap: the pager then says "… af flere end 10.000". Default true. */
  totalCountIsExact?: boolean;
  /** From the connection's pageInfo: false on the last page, so a capped pager still ends there. */
  hasNextPage?: boolean;
  /** 0-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  emptyText?: ReactNode;
  /** An extra header row under the column labels (the admin column filters). */
  headerRow?: ReactNode;
  /** Accessible name of the table. */
  label: string;
};

export function DwellingsTable({
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
}: DwellingsTableProps) {
  const { t, i18n } = useTranslation(['dwellings', 'common']);
  const formatCount = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const colSpan = columns.length + (renderActions ? 1 : 0);
  const pagination = (
    <TablePagination
      component="div"
      // -1: MUI's "unknown total", so Next stays enabled beyond the capped count, until the last page
      count={totalCountIsExact ? totalCount : hasNextPage === false ? page * pageSize + rows.length : -1}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...PAGE_SIZES]}
      onPageChange={(_e, p) => onPageChange(p)}
      onRowsPerPageChange={(e) => onPageSizeChange(Number(e.target.value))}
      labelRowsPerPage={t('common:rowsPerPage')}
      labelDisplayedRows={({ from, to }) =>
        t(totalCountIsExact ? 'list.displayedRows' : 'list.displayedRowsMore', {
          from: formatCount(from),
          to: formatCount(to),
          total: formatCount(totalCount),
        })
      }
    />
  );
  if (isPhone) {
    return (
      <>
        <DwellingCards rows={rows} renderActions={renderActions} label={label} emptyText={emptyText} />
        {pagination}
      </>
    );
  }
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {renderActions && (
                <TableCell padding="checkbox">
                  <span style={visuallyHidden}>{t('list.actions')}</span>
                </TableCell>
              )}
              {columns.map((col) => (
                <TableCell
                  key={col.id}
                  align={col.align}
                  sortDirection={sort && col.sortKey === sort.by ? (sort.dir === 'ASC' ? 'asc' : 'desc') : false}
                >
                  {sort && col.sortKey ? (
                    <TableSortLabel
                      active={col.sortKey === sort.by}
                      direction={col.sortKey === sort.by && sort.dir === 'ASC' ? 'asc' : 'desc'}
                      onClick={() => sort.onChange(col.sortKey!, col.sortKey === sort.by && sort.dir === 'DESC' ? 'ASC' : 'DESC')}
                    >
                      {col.label}
                    </TableSortLabel>
                  ) : (
                    col.label
                  )}
                </TableCell>
              ))}
            </TableRow>
            {headerRow}
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow
                key={row.uuid}
                hover
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                sx={{ cursor: onRowClick ? 'pointer' : undefined, opacity: row.active ? 1 : 0.6 }}
              >
                {renderActions && <TableCell padding="checkbox">{renderActions(row)}</TableCell>}
                {columns.map((col) => (
                  <TableCell
                    key={col.id}
                    align={col.align}
                    sx={col.minWidth ? { minWidth: col.minWidth } : { whiteSpace: 'nowrap' }}
                  >
                    {col.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows.length === 0 && emptyText && (
              <TableRow>
                <TableCell colSpan={colSpan} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {emptyText}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination}
    </>
  );
}
